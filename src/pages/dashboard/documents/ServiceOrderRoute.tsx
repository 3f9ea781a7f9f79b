// The route of one document order (/dashboard/service-orders/:id): it loads the order and draws the page, with the
// skeleton, while the order comes. Everything on the page needs the order, so the order's view
// (ServiceOrderPage.tsx: steps, forms, versions, timeline, with antd's Steps, Timeline, Rate, Popconfirm, TextArea)
// is a part fetched as the route opens (earlyPart), at the same time as the order; the skeleton stays until both
// are here.
import { Alert, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { earlyPart } from '@/components/lazyPart';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';

/** The page while the order's view comes. */
function Waiting() {
  const t = useT();
  return (
    <Page heading={t('Document order')}>
      <Skeleton active />
    </Page>
  );
}

/** The order's view; until its module has come, the page as it is while the order loads. */
const ServiceOrderView = earlyPart(
  async () => (await import('./ServiceOrderPage')).ServiceOrderView,
  <Waiting />,
);

function ServiceOrderRoute() {
  const { id = '' } = useParams();
  const { serviceOrders } = useStores();
  const t = useT();
  useEffect(() => {
    void serviceOrders.loadOrder(id);
  }, [serviceOrders, id]);
  const shown = serviceOrders.current.data;
  const order = shown?._id === id ? shown : null;

  if (serviceOrders.current.state === 'failed' && !order)
    return (
      <Page heading={t('Document order')}>
        <Alert type="error" showIcon title={serviceOrders.current.error} />
        <Link to="/dashboard/service-orders">{t('All document orders')}</Link>
      </Page>
    );
  if (!order)
    return (
      <Page heading={t('Document order')}>
        <Loaded resource={serviceOrders.current}>{() => null}</Loaded>
      </Page>
    );
  return <ServiceOrderView order={order} />;
}

export default observer(ServiceOrderRoute);
