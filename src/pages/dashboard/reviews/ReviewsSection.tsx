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
  const [reporting, setReporting] = useState<Review | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const list = store.list;
  const paged = list !== null && list.total > list.pageSize;

  async function report() {
    if (!reporting || !reason.trim()) return;
    setBusy(true);
    try {
      toast.success(await store.report(reporting._id, reason.trim()));
      setReporting(null);
    } catch (error) {
      toast.error(serverMessage(error, 'Could not report this review. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="reviews-section" aria-labelledby="reviews-heading">
      <h3 id="reviews-heading">Reviews</h3>
      <p className="reviews-rule">{reviewMessages.rule36}.</p>
      {store.error && <p role="alert">{store.error}</p>}
      {!list && store.loading && <Spin aria-label="Loading reviews" />}
      {list && list.total === 0 && <Empty description={reviewMessages.noReviews} />}
      {list && list.total > 0 && (
        <Spin spinning={store.loading}>
          <ul className={paged ? 'review-list review-list-paged' : 'review-list'}>
            {list.items.map((review) => (
              <li key={review._id} className="review-item" aria-label={`Review by ${review.author}`}>
                <div className="review-item-head">
                  <span className="review-author">{review.author}</span>
                  <Rate
                    disabled
                    value={review.stars}
                    className="review-stars"
                    aria-label={`${review.stars} stars`}
                  />
                  <time dateTime={review.createdAt} className="review-date">
                    {dateText(review.createdAt)}
                  </time>
                  {review.recommend !== null && (
                    <Tag color={review.recommend ? 'green' : 'default'}>
                      {review.recommend ? 'Recommends' : 'Does not recommend'}
                    </Tag>
                  )}
                </div>
                {review.text && <p className="review-text">{review.text}</p>}
                {review.reply && (
                  <blockquote className="review-reply" aria-label="Lawyer's reply">
                    <strong>Reply from the lawyer</strong> · {dateText(review.reply.createdAt)}
                    <p>{review.reply.text}</p>
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
                    Report
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
        title="Report this review"
        okText="Report"
        okButtonProps={{ disabled: !reason.trim() }}
        confirmLoading={busy}
        onOk={() => void report()}
        onCancel={() => setReporting(null)}
        destroyOnHidden
      >
        <p>Tell the admins what is wrong with it (abusive, false, not about a consultation…).</p>
        <DialogTextArea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={reviewReasonMax}
          rows={3}
          aria-label="Reason"
        />
      </LazyModal>
    </section>
  );
}

export default observer(ReviewsSection);
