// Admin moderation of reviews (admins only; others are sent to their schedules, and the API answers 403):
// reviews with open reports (and the hidden ones), each with its reports; Hide or Restore with a reason, which is
// sent to the review's author.
import { reviewEndpoints, reviewReasonMax, type AdminReview } from '@contract';
import { Button, Card, Empty, Input, Modal, Rate, Segmented, Spin, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { isApiError } from '@/api/ApiError';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { formatDate } from '@/i18n/dates';

type Tab = 'reported' | 'hidden';
type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: AdminReview[] };
type Deciding = { review: AdminReview; action: 'hide' | 'restore' };

const dateText = (iso: string) => formatDate(iso);

function ReviewModerationPage() {
  const { api, auth } = useStores();
  const toast = useToast();
  const [tab, setTab] = useState<Tab>('reported');
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const isAdmin = auth.user?.role === 'admin';

  const load = useCallback(async () => {
    setLoaded({ state: 'loading' });
    try {
      setLoaded({
        state: 'ready',
        items: await api.call(reviewEndpoints.adminList, { query: { status: tab } }),
      });
    } catch {
      setLoaded({ state: 'failed' });
    }
  }, [api, tab]);

  useEffect(() => {
    if (isAdmin) void load();
  }, [isAdmin, load]);

  if (!isAdmin) return <Navigate to="/dashboard/schedules" replace />;

  async function decide() {
    if (!deciding || !reason.trim()) return;
    setBusy(true);
    try {
      await api.call(reviewEndpoints[deciding.action], {
        params: { id: deciding.review._id },
        body: { reason: reason.trim() },
      });
      toast.success(
        deciding.action === 'hide'
          ? 'Review hidden. Its author was told why.'
          : 'Review shown. Its author was told why.',
      );
      setDeciding(null);
      await load();
    } catch (failure) {
      toast.error((isApiError(failure) && failure.serverMessage) || 'Could not save the decision.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page
      heading="Reported reviews"
      description="Hide a review that breaks the rules, or restore it, with a reason."
    >
      <Segmented<Tab>
        value={tab}
        onChange={setTab}
        options={[
          { label: 'Reported', value: 'reported' },
          { label: 'Hidden', value: 'hidden' },
        ]}
        aria-label="Which reviews"
      />
      {loaded.state === 'loading' && <Spin aria-label="Loading reviews" />}
      {loaded.state === 'failed' && (
        <p role="alert">
          Could not load the reviews. <Button onClick={() => void load()}>Retry</Button>
        </p>
      )}
      {loaded.state === 'ready' && loaded.items.length === 0 && (
        <Empty description={tab === 'reported' ? 'No reported reviews.' : 'No hidden reviews.'} />
      )}
      {loaded.state === 'ready' && loaded.items.length > 0 && (
        <ul
          className="review-moderation-list"
          aria-label={tab === 'reported' ? 'Reported reviews' : 'Hidden reviews'}
        >
          {loaded.items.map((review) => (
            <li key={review._id}>
              <Card
                title={
                  <span>
                    {review.author} on{' '}
                    <Link to={`/dashboard/lawyer-profile/${encodeURIComponent(review.lawyer._id)}`}>
                      {review.lawyer.name}
                    </Link>
                  </span>
                }
                extra={review.hidden ? <Tag color="red">Hidden</Tag> : <Tag>Shown</Tag>}
                aria-label={`Review by ${review.author}`}
              >
                <p>
                  <Rate
                    disabled
                    value={review.stars}
                    className="review-stars"
                    aria-label={`${review.stars} stars`}
                  />{' '}
                  · {dateText(review.createdAt)}
                </p>
                {review.text && <p className="review-text">{review.text}</p>}
                {review.moderationReason && <p>Last decision: {review.moderationReason}</p>}
                <h4>Reports</h4>
                <ul aria-label="Reports" className="review-reports">
                  {review.reports.map((report, i) => (
                    <li key={i}>
                      {report.reason} · {dateText(report.createdAt)}
                      {!report.open && ' · handled'}
                    </li>
                  ))}
                </ul>
                <div className="lawyer-profile-actions">
                  {!review.hidden && (
                    <Button danger onClick={() => (setReason(''), setDeciding({ review, action: 'hide' }))}>
                      Hide
                    </Button>
                  )}{' '}
                  <Button onClick={() => (setReason(''), setDeciding({ review, action: 'restore' }))}>
                    {review.hidden ? 'Restore' : 'Keep shown'}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={deciding !== null}
        title={deciding?.action === 'hide' ? 'Hide this review' : 'Show this review'}
        okText={deciding?.action === 'hide' ? 'Hide' : 'Show'}
        okButtonProps={{ danger: deciding?.action === 'hide', disabled: !reason.trim() }}
        confirmLoading={busy}
        onOk={() => void decide()}
        onCancel={() => setDeciding(null)}
      >
        <label htmlFor="moderation-reason">Reason (sent to the review&apos;s author)</label>
        <Input.TextArea
          id="moderation-reason"
          rows={3}
          maxLength={reviewReasonMax}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>
    </Page>
  );
}

export default observer(ReviewModerationPage);
