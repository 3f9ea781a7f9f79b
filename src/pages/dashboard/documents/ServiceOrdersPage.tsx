// Document orders (/dashboard/service-orders): the caller's legal-document orders; for a verified lawyer also
// the open orders awaiting a lawyer (those in their practice areas first), each with Accept.
import type { ServiceOrder } from '@contract';
import { formatRupees } from '@contract/rupees';
import { serviceOrderStatusLabels } from '@contract/serviceOrderTerms';
import { Button, Empty, Tag } from 'antd';
import { LazyTable } from '@/components/LazyTable';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/ApiError';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { Panel } from '@/components/Panel';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { formatDate } from '@/i18n/dates';

function ServiceOrdersPage() {
  const { serviceOrders, auth } = useStores();
  const toast = useToast();
  const navigate = useNavigate();
  useEffect(() => {
    void serviceOrders.loadOrders();
  }, [serviceOrders]);
  const me = auth.user?.id;

  async function accept(order: ServiceOrder) {
    try {
      await serviceOrders.accept(order._id);
      toast.success('Order accepted.');
      navigate(`/dashboard/service-orders/${order._id}`);
    } catch (e) {
      toast.error((isApiError(e) && e.serverMessage) || 'The order could not be accepted.');
      await serviceOrders.loadOrders();
    }
  }

  const columns = (withAccept: boolean) => [
    {
      title: 'Document',
      key: 'title',
      render: (_: unknown, o: ServiceOrder) =>
        withAccept ? (
          o.service.title
        ) : (
          <Link to={`/dashboard/service-orders/${o._id}`}>{o.service.title}</Link>
        ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_: unknown, o: ServiceOrder) => <Tag>{serviceOrderStatusLabels[o.status]}</Tag>,
    },
    { title: 'Price', key: 'price', render: (_: unknown, o: ServiceOrder) => formatRupees(o.pricePaise) },
    {
      title: withAccept ? 'Turnaround' : 'With',
      key: 'who',
      render: (_: unknown, o: ServiceOrder) =>
        withAccept
          ? `${o.turnaroundDays} working days`
          : o.client._id === me
            ? (o.lawyer?.name ?? 'Awaiting a lawyer')
            : o.client.name,
    },
    {
      title: 'Ordered',
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
                aria-label={`Accept ${o.service.title}`}
              >
                Accept
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Page heading="Document orders" description="Legal documents drafted or reviewed by verified lawyers.">
      <Loaded resource={serviceOrders.orders}>
        {(orders) => {
          const open = orders.filter((o) => o.can.accept);
          const mine = orders.filter((o) => !o.can.accept);
          return (
            <>
              {open.length > 0 && (
                <Panel title="Open orders awaiting a lawyer" className="gap-below">
                  <LazyTable
                    rowKey="_id"
                    scroll={{ x: 'max-content' }}
                    pagination={false}
                    dataSource={open}
                    columns={columns(true)}
                  />
                </Panel>
              )}
              <Panel title="My orders">
                {mine.length === 0 ? (
                  <Empty
                    description={
                      <span>
                        No document orders yet. <Link to="/documents">Browse documents</Link>
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
              </Panel>
            </>
          );
        }}
      </Loaded>
    </Page>
  );
}

export default observer(ServiceOrdersPage);
