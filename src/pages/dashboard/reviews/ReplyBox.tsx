// The lawyer's Reply box under an unanswered review of their own profile (ReviewsSection.tsx): a module of its
// own so the profile paints without antd's TextArea; it shows with the reviews, once they have come, and is
// fetched as the profile opens.
import type { Review } from '@contract';
import { reviewTextMax } from '@contract/reviewTerms';
import { Button } from 'antd';
import { useState } from 'react';
import { TextArea } from '@/components/inputs';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n';
import type { ReviewsStore } from '@/stores/ReviewsStore';
import { serverMessage } from './serverMessage';

export function ReplyBox({ store, review }: { store: ReviewsStore; review: Review }) {
  const toast = useToast();
  const t = useT();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  async function send() {
    if (!text.trim()) return;
    setBusy(true);
    try {
      await store.reply(review._id, text.trim());
      toast.success(t('Reply posted.'));
    } catch (error) {
      toast.error(serverMessage(error, t('Could not post your reply. Please try again.')));
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
        aria-label={t('Reply to {name}', { name: review.author })}
        placeholder={t('Reply publicly (once)')}
      />
      <Button type="primary" loading={busy} disabled={!text.trim()} onClick={() => void send()}>
        {t('Reply')}
      </Button>
    </div>
  );
}
