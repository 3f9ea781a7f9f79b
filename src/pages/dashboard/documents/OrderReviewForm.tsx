// The client's review of the lawyer once the document is delivered: stars and a few words.
import type { ServiceOrder } from '@contract';
import { Button, Rate } from 'antd';
import { useState } from 'react';
import { TextArea } from '@/components/inputs';
import { Panel } from '@/components/Panel';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { messageOf } from '@/stores/resource';
import { useT } from '@/i18n';

export function OrderReviewForm({ order }: { order: ServiceOrder }) {
  const { serviceOrders } = useStores();
  const toast = useToast();
  const t = useT();
  const [stars, setStars] = useState(5);
  const [text, setText] = useState('');
  async function send() {
    try {
      await serviceOrders.review(order._id, stars, text);
      toast.success(t('Thank you for your review.'));
    } catch (e) {
      toast.error(messageOf(e, t('The review could not be sent.')));
    }
  }
  return (
    <Panel
      title={order.lawyer ? t('Review {name}', { name: order.lawyer.name }) : t('Review your lawyer')}
      className="section-block"
    >
      <Rate value={stars} onChange={setStars} aria-label={t('Stars')} />
      <TextArea
        aria-label={t('Your review')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="block-gap-xs"
      />
      <Button onClick={() => void send()}>{t('Send review')}</Button>
    </Panel>
  );
}
