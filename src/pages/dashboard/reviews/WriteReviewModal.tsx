// 'Write a review' of a completed consultation (from Schedules): 1–5 stars (required), would you recommend the
// lawyer (optional), a few words (optional, up to 2000 characters). The server's refusal is shown as it says it.
import type { Booking, CreateReview } from '@contract';
import { reviewTextMax } from '@contract/reviewTerms';
import { Alert, Form, Modal, Radio, Rate } from 'antd';
import { TextArea } from '@/components/inputs';
import { useEffect, useState } from 'react';
import { isApiError } from '@/api/ApiError';
import { msg, useT } from '@/i18n';

interface Props {
  booking: Booking | null;
  onClose: () => void;
  onSubmit: (input: CreateReview) => Promise<void>;
}

export const starLabels = [msg('Poor'), msg('Fair'), msg('Good'), msg('Very good'), msg('Excellent')];

export function WriteReviewModal({ booking, onClose, onSubmit }: Props) {
  const t = useT();
  const [stars, setStars] = useState(0);
  const [recommend, setRecommend] = useState<boolean | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!booking) return;
    setStars(0);
    setRecommend(null);
    setText('');
    setError(null);
  }, [booking]);

  async function submit() {
    if (!booking) return;
    if (stars < 1) {
      setError(t('Please choose 1 to 5 stars.'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ bookingId: booking._id, stars, recommend, text: text.trim() });
    } catch (failure) {
      setError(
        (isApiError(failure) && failure.serverMessage) || t('Could not send your review. Please try again.'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={booking !== null}
      title={
        booking
          ? t('Review your consultation with {name}', { name: booking.otherParty.name })
          : t('Write a review')
      }
      okText={t('Submit review')}
      cancelText={t('Cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {booking && <p className="review-modal-topic">{booking.topic}</p>}
      <Form layout="vertical" component="div">
        <Form.Item label={t('Your rating')} required>
          <Rate
            value={stars}
            onChange={setStars}
            tooltips={starLabels.map((label) => t(label))}
            aria-label={t('Your rating')}
            className="review-rate"
          />
          {stars > 0 && <span className="review-rate-label">{t(starLabels[stars - 1])}</span>}
        </Form.Item>
        <Form.Item label={t('Would you recommend this lawyer?')}>
          <Radio.Group
            value={recommend === null ? undefined : recommend ? 'yes' : 'no'}
            onChange={(e) => setRecommend(e.target.value === 'yes')}
            optionType="button"
            options={[
              { label: t('Yes'), value: 'yes' },
              { label: t('No'), value: 'no' },
            ]}
          />
        </Form.Item>
        <Form.Item label={t('Your review (optional)')}>
          <TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={reviewTextMax}
            showCount
            rows={4}
            aria-label={t('Your review')}
            placeholder={t('What helped, what could be better?')}
          />
        </Form.Item>
      </Form>
      <p className="review-modal-note">
        {t(
          'Only clients of completed consultations can review. Ratings never change the order of search results.',
        )}
      </p>
      {error && <Alert type="error" showIcon title={error} role="alert" />}
    </Modal>
  );
}
