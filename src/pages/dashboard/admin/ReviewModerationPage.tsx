// Admin moderation of reviews (admins only; others are sent to their schedules, and the API answers 403):
// reviews with open reports (and the hidden ones), each with its reports; Hide or Restore with a reason, which is
// sent to the review's author. The ReviewModerationStore holds the tab's reviews and sends the decisions.
import type { AdminReview } from '@contract';
import { reviewReasonMax } from '@contract/reviewTerms';
import { Button, Empty, Rate, Segmented, Tag } from 'antd';
import { DialogTextArea } from '@/components/DialogTextArea';
import { LazyModal } from '@/components/LazyModal';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { Panel } from '@/components/Panel';
import { useToast } from '@/components/toast';
import type { ModerationAction, ModerationTab } from '@/stores/ReviewModerationStore';
import { useStores } from '@/stores/context';
import { formatDate } from '@/i18n/dates';

type Deciding = { review: AdminReview; action: ModerationAction };

const dateText = (iso: string) => formatDate(iso);

function ReviewModerationPage() {
  const { auth, reviewModeration: moderation } = useStores();
  const toast = useToast();
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [reason, setReason] = useState('');
  const isAdmin = auth.user?.role === 'admin';
  const tab = moderation.tab;

  // The screen opens on the reported reviews.
  useEffect(() => {
    if (isAdmin) void moderation.show('reported');
  }, [isAdmin, moderation]);

  if (!isAdmin) return <Navigate to="/dashboard/schedules" replace />;

  async function decide() {
    if (!deciding || !reason.trim()) return;
    try {
      await moderation.decide(deciding.review, deciding.action, reason);
      toast.success(
        deciding.action === 'hide'
          ? 'Review hidden. Its author was told why.'
          : 'Review shown. Its author was told why.',
      );
      setDeciding(null);
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : 'Could not save the decision.');
    }
  }

  return (
    <Page
      heading="Reported reviews"
      description="Hide a review that breaks the rules, or restore it, with a reason."
    >
      <Segmented<ModerationTab>
        value={tab}
        onChange={(next) => void moderation.show(next)}
        options={[
          { label: 'Reported', value: 'reported' },
          { label: 'Hidden', value: 'hidden' },
        ]}
        aria-label="Which reviews"
      />
      <Loaded
        resource={moderation.reviews}
        isEmpty={(items) => items.length === 0}
        empty={<Empty description={tab === 'reported' ? 'No reported reviews.' : 'No hidden reviews.'} />}
      >
        {(items) => (
          <ul
            className="review-moderation-list"
            aria-label={tab === 'reported' ? 'Reported reviews' : 'Hidden reviews'}
          >
            {items.map((review) => (
              <li key={review._id}>
                <Panel
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
                </Panel>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <LazyModal
        open={deciding !== null}
        title={deciding?.action === 'hide' ? 'Hide this review' : 'Show this review'}
        okText={deciding?.action === 'hide' ? 'Hide' : 'Show'}
        okButtonProps={{ danger: deciding?.action === 'hide', disabled: !reason.trim() }}
        confirmLoading={moderation.deciding}
        onOk={() => void decide()}
        onCancel={() => setDeciding(null)}
      >
        <label htmlFor="moderation-reason">Reason (sent to the review&apos;s author)</label>
        <DialogTextArea
          id="moderation-reason"
          rows={3}
          maxLength={reviewReasonMax}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </LazyModal>
    </Page>
  );
}

export default observer(ReviewModerationPage);
