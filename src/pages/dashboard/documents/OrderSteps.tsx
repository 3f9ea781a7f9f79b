// The landing's four steps of a document order as a Steps timeline (told to the lawyer on theirs).
import type { ServiceOrder } from '@contract';
import { Steps } from 'antd';
import { useT } from '@/i18n';
import type { OrderSide } from './orderSide';
import { clientOrderSteps, lawyerOrderSteps } from './orderTerms';

/** Which of the four steps the order is at. */
function stepOf(order: ServiceOrder): number {
  if (order.status === 'awaiting_payment') return 0;
  if (!order.detailsAt) return 1;
  if (order.status === 'delivered') return 3;
  return 2;
}

export function OrderSteps({ order, side }: { order: ServiceOrder; side: OrderSide }) {
  const t = useT();
  return (
    <Steps
      current={stepOf(order)}
      status={order.status === 'cancelled' ? 'error' : order.status === 'delivered' ? 'finish' : 'process'}
      items={(side === 'lawyer' ? lawyerOrderSteps : clientOrderSteps).map((s) => ({
        title: t(s.title),
        content: t(s.text),
      }))}
      aria-label={t('Order steps')}
      className="section-block"
    />
  );
}
