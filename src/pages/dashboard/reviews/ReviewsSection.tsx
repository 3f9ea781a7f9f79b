// A lawyer's reviews on their profile: newest first, ten a page, each with its author (first name and initial),
// stars, date, text and the lawyer's reply. The lawyer answers unanswered reviews of their own profile once;
// anyone signed in may report a review to the admins. Ratings are shown here only (BCI Rule 36).
import type { Review } from '@contract';
import { reviewMessages, reviewReasonMax, reviewTextMax } from '@contract/reviewTerms';
import { Button, Empty, List, Rate, Spin, Tag } from 'antd';
import { TextArea } from '@/components/inputs';
import { LazyModal } from '@/components/LazyModal';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { isApiError } from '@/api/ApiError';
import { useToast } from '@/components/toast';
import type { ReviewsStore } from '@/stores/ReviewsStore';
import { formatDate } from '@/i18n/dates';

interface Props {
  store: ReviewsStore;
  /** The viewer is the lawyer of this profile: a Reply box on unanswered reviews, no Report. */
  ownProfile: boolean;
}

const dateText = (iso: string) => formatDate(iso);
const serverMessage = (error: unknown, fallback: string) =>
  (isApiError(error) && error.serverMessage) || fallback;

function ReplyBox({ store, review }: { store: ReviewsStore; review: Review }) {
  const toast = useToast();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  async function send() {
    if (!text.trim()) return;
    setBusy(true);
    try {
      await store.reply(review._id, text.trim());
      toast.success('Reply posted.');
    } catch (error) {
      toast.error(serverMessage(error, 'Could not post your reply. Please try again.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="review-reply-box">
      <TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={reviewTextMax}
        rows={2}
        aria-label={`Reply to ${review.author}`}
        placeholder="Reply publicly (once)"
      />
      <Button type="primary" loading={busy} disabled={!text.trim()} onClick={() => void send()}>
        Reply
      </Button>
    </div>
  );
}

function ReviewsSection({ store, ownProfile }: Props) {
  const toast = useToast();
  const [reporting, setReporting] = useState<Review | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const list = store.list;

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
        <List
          itemLayout="vertical"
          dataSource={list.items}
          loading={store.loading}
          pagination={
            list.total > list.pageSize
              ? {
                  current: list.page,
                  pageSize: list.pageSize,
                  total: list.total,
                  showSizeChanger: false,
                  onChange: (page) => void store.load(page),
                  align: 'center',
                }
              : false
          }
          renderItem={(review) => (
            <List.Item key={review._id} className="review-item" aria-label={`Review by ${review.author}`}>
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
            </List.Item>
          )}
        />
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
        <TextArea
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
