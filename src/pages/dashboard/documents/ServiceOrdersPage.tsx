// Document orders (/dashboard/service-orders): the caller's legal-document orders; for a verified lawyer also
// the open orders awaiting a lawyer (those in their practice areas first), each with Accept.
import type { ServiceOrder } from '@contract';
import { formatRupees } from '@contract/rupees';
import { Button, Empty, Tag } from 'antd';
import { LazyTable } from '@/components/LazyTable';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/ApiError';
import { Loaded } from '@/components/Loaded';
import { LoadMore } from '@/components/LoadMore';
import { Page } from '@/components/Page';
import { Panel } from '@/components/Panel';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { T, useT } from '@/i18n';
import { formatDate } from '@/i18n/dates';
import { orderStatusLabels } from './orderTerms';

function ServiceOrdersPage() {
  const { serviceOrders, auth } = useStores();
  const toast = useToast();
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    void serviceOrders.loadOrders();
  }, [serviceOrders]);
  const me = auth.user?.id;

  async function accept(order: ServiceOrder) {
    try {
      await serviceOrders.accept(order._id);
      toast.success(t('Order accepted.'));
      navigate(`/dashboard/service-orders/${order._id}`);
    } catch (e) {
      toast.error((isApiError(e) && e.serverMessage) || t('The order could not be accepted.'));
      await serviceOrders.loadOrders();
    }
  }

  const columns = (withAccept: boolean) => [
    {
      title: t('Document'),
      key: 'title',
      render: (_: unknown, o: ServiceOrder) =>
        withAccept ? (
          o.service.title
        ) : (
          <Link to={`/dashboard/service-orders/${o._id}`}>{o.service.title}</Link>
        ),
    },
    {
      title: t('Status'),
      key: 'status',
      render: (_: unknown, o: ServiceOrder) => <Tag>{t(orderStatusLabels[o.status])}</Tag>,
    },
    { title: t('Price'), key: 'price', render: (_: unknown, o: ServiceOrder) => formatRupees(o.pricePaise) },
    {
      title: withAccept ? t('Turnaround') : t('With'),
      key: 'who',
      render: (_: unknown, o: ServiceOrder) =>
        withAccept
          ? t('{days, plural, one {# working day} other {# working days}}', { days: o.turnaroundDays })
          : o.client._id === me
            ? (o.lawyer?.name ?? t('Awaiting a lawyer'))
            : o.client.name,
    },
    {
      title: t('Ordered'),
      key: 'created',
      render: (_: unknown, o: ServiceOrder) => formatDate(o.createdAt),
    },
    ...(withAccept
      ? [
          {
            title: '',
            key: 'accept',
            fixed: 'right' as const,
            render: (_: unknown, o: ServiceOrder) => (
              <Button
                type="primary"
                size="small"
                onClick={() => void accept(o)}
                aria-label={t('Accept {title}', { title: o.service.title })}
              >
                {t('Accept')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Page
      heading={t('Document orders')}
      description={t('Legal documents drafted or reviewed by verified lawyers.')}
    >
      <Loaded resource={serviceOrders.orders}>
        {({ items }) => {
          const open = items.filter((o) => o.can.accept);
          const mine = items.filter((o) => !o.can.accept);
          return (
            <>
              {open.length > 0 && (
                <Panel title={t('Open orders awaiting a lawyer')} className="gap-below">
                  <LazyTable
                    rowKey="_id"
                    scroll={{ x: 'max-content' }}
                    pagination={false}
                    dataSource={open}
                    columns={columns(true)}
                  />
                </Panel>
              )}
              <Panel title={t('My orders')}>
                {mine.length === 0 ? (
                  <Empty
                    description={
                      <span>
                        <T
                          id="No document orders yet. <0>Browse documents</0>"
                          components={{ 0: <Link to="/documents" /> }}
                        />
                      </span>
                    }
                  />
                ) : (
                  <LazyTable
                    rowKey="_id"
                    scroll={{ x: 'max-content' }}
                    pagination={false}
                    dataSource={mine}
                    columns={columns(false)}
                  />
                )}
                <LoadMore more={serviceOrders.more} label={t('Show older orders')} />
              </Panel>
            </>
          );
        }}
      </Loaded>
    </Page>
  );
}

export default observer(ServiceOrdersPage);
