// A lawyer's reviews on their profile: newest first, ten a page, each with its author (first name and initial),
// stars, date, text and the lawyer's reply. The lawyer answers unanswered reviews of their own profile once;
// anyone signed in may report a review to the admins. Ratings are shown here only (BCI Rule 36).
import type { Review } from '@contract';
import { reviewMessages, reviewReasonMax } from '@contract/reviewTerms';
import { Button, Empty, Rate, Spin, Tag } from 'antd';
import { DialogTextArea } from '@/components/DialogTextArea';
import { earlyPart } from '@/components/lazyPart';
import { LazyPagination } from '@/components/LazyPagination';
import { LazyModal } from '@/components/LazyModal';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n';
import type { ReviewsStore } from '@/stores/ReviewsStore';
import { formatDate } from '@/i18n/dates';
import { serverMessage } from './serverMessage';

/** The lawyer's Reply box (with antd's TextArea), shown with the reviews once they have come. */
const ReplyBox = earlyPart(async () => (await import('./ReplyBox')).ReplyBox);

interface Props {
  store: ReviewsStore;
  /** The viewer is the lawyer of this profile: a Reply box on unanswered reviews, no Report. */
  ownProfile: boolean;
}

const dateText = (iso: string) => formatDate(iso);

function ReviewsSection({ store, ownProfile }: Props) {
  const toast = useToast();
  const t = useT();
  const [reporting, setReporting] = useState<Review | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const list = store.list;
  const paged = list !== null && list.total > list.pageSize;

  async function report() {
    if (!reporting || !reason.trim()) return;
    setBusy(true);
    try {
      // The server's thanks (reviewMessages.reported), in the reader's language.
      toast.success(t(await store.report(reporting._id, reason.trim())));
      setReporting(null);
    } catch (error) {
      toast.error(serverMessage(error, t('Could not report this review. Please try again.')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="reviews-section" aria-labelledby="reviews-heading">
      <h3 id="reviews-heading">{t('Reviews')}</h3>
      <p className="reviews-rule">{t('{rule}.', { rule: t(reviewMessages.rule36) })}</p>
      {store.error && <p role="alert">{store.error}</p>}
      {!list && store.loading && <Spin aria-label={t('Loading reviews')} />}
      {list && list.total === 0 && <Empty description={t(reviewMessages.noReviews)} />}
      {list && list.total > 0 && (
        <Spin spinning={store.loading}>
          <ul className={paged ? 'review-list review-list-paged' : 'review-list'}>
            {list.items.map((review) => (
              <li
                key={review._id}
                className="review-item"
                aria-label={t('Review by {name}', { name: review.author })}
              >
                <div className="review-item-head">
                  <span className="review-author" translate="no">
                    {review.author}
                  </span>
                  <Rate
                    disabled
                    value={review.stars}
                    className="review-stars"
                    aria-label={t('{count, plural, one {# star} other {# stars}}', { count: review.stars })}
                  />
                  <time dateTime={review.createdAt} className="review-date">
                    {dateText(review.createdAt)}
                  </time>
                  {review.recommend !== null && (
                    <Tag color={review.recommend ? 'green' : 'default'}>
                      {review.recommend ? t('Recommends') : t('Does not recommend')}
                    </Tag>
                  )}
                </div>
                {review.text && (
                  <p className="review-text" translate="no">
                    {review.text}
                  </p>
                )}
                {review.reply && (
                  <blockquote className="review-reply" aria-label={t("Lawyer's reply")}>
                    <strong>{t('Reply from the lawyer')}</strong> · {dateText(review.reply.createdAt)}
                    <p translate="no">{review.reply.text}</p>
                  </blockquote>
                )}
                {ownProfile && !review.reply && <ReplyBox store={store} review={review} />}
                {!ownProfile && (
                  <Button
                    type="link"
                    size="small"
                    className="review-report"
                    onClick={() => {
                      setReason('');
                      setReporting(review);
                    }}
                  >
                    {t('Report')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {paged && (
            <LazyPagination
              className="review-pager"
              current={list.page}
              pageSize={list.pageSize}
              total={list.total}
              showSizeChanger={false}
              onChange={(page) => void store.load(page)}
              align="center"
            />
          )}
        </Spin>
      )}
      <LazyModal
        open={reporting !== null}
        title={t('Report this review')}
        okText={t('Report')}
        okButtonProps={{ disabled: !reason.trim() }}
        confirmLoading={busy}
        onOk={() => void report()}
        onCancel={() => setReporting(null)}
        destroyOnHidden
      >
        <p>{t('Tell the admins what is wrong with it (abusive, false, not about a consultation…).')}</p>
        <DialogTextArea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={reviewReasonMax}
          rows={3}
          aria-label={t('Reason')}
        />
      </LazyModal>
    </section>
  );
}

export default observer(ReviewsSection);
