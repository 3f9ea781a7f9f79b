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
import { LoadMore } from '@/components/LoadMore';
import { Page } from '@/components/Page';
import { Panel } from '@/components/Panel';
import { useToast } from '@/components/toast';
import type { ModerationAction, ModerationTab } from '@/stores/ReviewModerationStore';
import { useStores } from '@/stores/context';
import { T, useT } from '@/i18n';
import { formatDate } from '@/i18n/dates';

type Deciding = { review: AdminReview; action: ModerationAction };

const dateText = (iso: string) => formatDate(iso);

function ReviewModerationPage() {
  const { auth, reviewModeration: moderation } = useStores();
  const toast = useToast();
  const t = useT();
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
          ? t('Review hidden. Its author was told why.')
          : t('Review shown. Its author was told why.'),
      );
      setDeciding(null);
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t('Could not save the decision.'));
    }
  }

  return (
    <Page
      heading={t('Reported reviews')}
      description={t('Hide a review that breaks the rules, or restore it, with a reason.')}
    >
      <Segmented<ModerationTab>
        value={tab}
        onChange={(next) => void moderation.show(next)}
        options={[
          { label: t('Reported'), value: 'reported' },
          { label: t('Hidden'), value: 'hidden' },
        ]}
        aria-label={t('Which reviews')}
      />
      <Loaded
        resource={moderation.reviews}
        isEmpty={(page) => page.items.length === 0}
        empty={
          <Empty description={tab === 'reported' ? t('No reported reviews.') : t('No hidden reviews.')} />
        }
      >
        {(page) => (
          <>
            <ul
              className="review-moderation-list"
              aria-label={tab === 'reported' ? t('Reported reviews') : t('Hidden reviews')}
            >
              {page.items.map((review) => (
                <li key={review._id}>
                  <Panel
                    title={
                      <span>
                        <T
                          id="{author} on <0>{lawyer}</0>"
                          values={{ author: review.author, lawyer: review.lawyer.name }}
                          components={{
                            0: (
                              <Link
                                to={`/dashboard/lawyer-profile/${encodeURIComponent(review.lawyer._id)}`}
                              />
                            ),
                          }}
                        />
                      </span>
                    }
                    extra={review.hidden ? <Tag color="red">{t('Hidden')}</Tag> : <Tag>{t('Shown')}</Tag>}
                    aria-label={t('Review by {author}', { author: review.author })}
                  >
                    <p>
                      <Rate
                        disabled
                        value={review.stars}
                        className="review-stars"
                        aria-label={t('{count, plural, one {# star} other {# stars}}', {
                          count: review.stars,
                        })}
                      />{' '}
                      · {dateText(review.createdAt)}
                    </p>
                    {review.text && <p className="review-text">{review.text}</p>}
                    {review.moderationReason && (
                      <p>{t('Last decision: {reason}', { reason: review.moderationReason })}</p>
                    )}
                    <h4>{t('Reports')}</h4>
                    <ul aria-label={t('Reports')} className="review-reports">
                      {review.reports.map((report, i) => (
                        <li key={i}>
                          {report.reason} · {dateText(report.createdAt)}
                          {!report.open && ` · ${t('handled')}`}
                        </li>
                      ))}
                    </ul>
                    <div className="lawyer-profile-actions">
                      {!review.hidden && (
                        <Button
                          danger
                          onClick={() => (setReason(''), setDeciding({ review, action: 'hide' }))}
                        >
                          {t('Hide')}
                        </Button>
                      )}{' '}
                      <Button onClick={() => (setReason(''), setDeciding({ review, action: 'restore' }))}>
                        {review.hidden ? t('Restore') : t('Keep shown')}
                      </Button>
                    </div>
                  </Panel>
                </li>
              ))}
            </ul>
            <LoadMore more={moderation.more} />
          </>
        )}
      </Loaded>
      <LazyModal
        open={deciding !== null}
        title={deciding?.action === 'hide' ? t('Hide this review') : t('Show this review')}
        okText={deciding?.action === 'hide' ? t('Hide') : t('Show')}
        okButtonProps={{ danger: deciding?.action === 'hide', disabled: !reason.trim() }}
        confirmLoading={moderation.deciding}
        onOk={() => void decide()}
        onCancel={() => setDeciding(null)}
      >
        <label htmlFor="moderation-reason">{t("Reason (sent to the review's author)")}</label>
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
