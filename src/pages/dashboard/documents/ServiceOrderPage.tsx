// One legal-document order (/dashboard/service-orders/:id), for its client, its lawyer and admins: its steps, the
// questionnaire after payment, then its answers and files read-only (the lawyer's brief), the included call, the
// versions with their downloads and notes, revision and approval, the lawyer's delivery, cancel before a lawyer
// accepts, the review once delivered, and every step with its time and actor. Each panel is its own Order*.tsx.
// The order's view, shown once the order has come: ServiceOrderRoute.tsx (the route's module) loads it and draws
// the page until then, and fetches this module as it does, so the route's first load has none of the antd parts.
import type { ServiceOrder } from '@contract';
import { formatRupees } from '@contract/rupees';
import { Alert, Button, Popconfirm, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { sizeText } from '@/components/FileChoice';
import { Page } from '@/components/Page';
import { Panel } from '@/components/Panel';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { messageOf } from '@/stores/resource';
import { useT } from '@/i18n';
import { formatDateTime } from '@/i18n/dates';
import { LinkButton } from '@/components/LinkButton';
import { OrderBrief } from './OrderBrief';
import { OrderCallBooking } from './OrderCallBooking';
import { OrderDelivery } from './OrderDelivery';
import { OrderQuestionnaire } from './OrderQuestionnaire';
import { OrderReviewForm } from './OrderReviewForm';
import { orderSideOf } from './orderSide';
import { OrderSteps } from './OrderSteps';
import { OrderTimeline } from './OrderTimeline';
import { OrderVersions } from './OrderVersions';
import { orderStatusLabels } from './orderTerms';

const when = (iso: string) => formatDateTime(iso);

/** The order, once it has come (ServiceOrderRoute.tsx loads it and draws the page until then). */
function OrderView({ order }: { order: ServiceOrder }) {
  const { serviceOrders, auth } = useStores();
  const toast = useToast();
  const t = useT();

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
    } catch (e) {
      toast.error(messageOf(e, t('That did not work. Please try again.')));
    }
  };
  const download = async (fileId: string, name: string) => {
    const blob = await serviceOrders.downloadFile(order._id, fileId);
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = name;
    a.click();
    URL.revokeObjectURL(url);
  };
  const side = orderSideOf(order, auth.user?.id);
  // Who is on the other side (both, for an admin) and when the document is due.
  const facts = [
    side !== 'client' && t('Client: {name}', { name: order.client.name }),
    side !== 'lawyer' && order.lawyer && t('Lawyer: {name}', { name: order.lawyer.name }),
    order.dueAt && order.status !== 'delivered' && t('Due {when}', { when: when(order.dueAt) }),
  ].filter(Boolean);
  // Once the questionnaire is closed, what was sent stays in view, read-only.
  const brief = order.detailsAt && !order.can.answer && (
    <OrderBrief
      order={order}
      title={side === 'client' ? t('Your details') : t("The client's brief")}
      onDownload={(id, name) => void download(id, name)}
    />
  );

  return (
    <Page
      heading={order.service.title}
      description={t('Order of {price}', { price: formatRupees(order.pricePaise) })}
    >
      <p>
        <Tag color={order.status === 'cancelled' ? 'red' : order.status === 'delivered' ? 'green' : 'blue'}>
          {t(orderStatusLabels[order.status])}
        </Tag>
        {facts.length > 0 && <span className="inline-gap">{facts.join(' · ')}</span>}
      </p>
      <OrderSteps order={order} side={side} />

      {order.can.pay && (
        <LinkButton type="primary" to={`/payment?serviceOrder=${encodeURIComponent(order._id)}`}>
          {t('Pay now')}
        </LinkButton>
      )}
      {order.can.answer && <OrderQuestionnaire order={order} />}
      {order.can.accept && (
        <Button
          type="primary"
          onClick={() => void run(() => serviceOrders.accept(order._id), t('Order accepted.'))}
        >
          {t('Accept order')}
        </Button>
      )}
      {order.call && (
        <Alert
          type="info"
          showIcon
          title={t('Included call booked for {when}', { when: when(order.call.start) })}
          description={<Link to="/dashboard/schedules">{t('See it in Schedules')}</Link>}
          className="block-gap-sm"
        />
      )}
      {order.can.bookCall && <OrderCallBooking order={order} />}
      {side !== 'client' && brief}
      {order.can.deliver && <OrderDelivery order={order} />}
      <OrderVersions order={order} side={side} onDownload={(id, name) => void download(id, name)} run={run} />

      {side === 'client' && brief}
      {/* The client's files while the questionnaire is still open (then they are in the brief). */}
      {!brief && order.files.length > 0 && (
        <Panel title={t('Files you sent')} className="section-block">
          <ul className="plain">
            {order.files.map((f) => (
              <li key={f._id}>
                {f.name} ({sizeText(f.size)}){' '}
                <Button
                  size="small"
                  onClick={() => void download(f._id, f.name)}
                  aria-label={t('Download {name}', { name: f.name })}
                >
                  {t('Download')}
                </Button>
              </li>
            ))}
          </ul>
        </Panel>
      )}

      {order.can.review && <OrderReviewForm order={order} />}

      <OrderTimeline order={order} />

      {order.can.cancel && (
        <Popconfirm
          title={t('Cancel this order?')}
          description={order.paidAt ? t('You get a full refund and a credit note.') : undefined}
          okText={t('Cancel order')}
          cancelText={t('Keep it')}
          onConfirm={() => void run(() => serviceOrders.cancel(order._id), t('Order cancelled.'))}
        >
          <Button danger>{t('Cancel order')}</Button>
        </Popconfirm>
      )}
      <p className="section-gap">
        <Link to="/dashboard/service-orders">{t('All document orders')}</Link>
      </p>
    </Page>
  );
}

export const ServiceOrderView = observer(OrderView);
