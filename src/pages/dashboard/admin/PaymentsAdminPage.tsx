// Admins' payments and refunds: look a payment up by invoice or credit-note number, gateway order or payment
// id, or payer; see it with its refunds and webhook deliveries and refund it (within the policy or as an
// exception); and the refunds the gateway refused, each sent again with Retry.
import type { AdminPaymentDetail, AdminPaymentSummary } from '@contract';
import { formatRupees } from '@contract/rupees';
import { Button, Empty, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { SearchInput } from '@/components/inputs';
import { LazyTable } from '@/components/LazyTable';
import { earlyPart, lazyPart } from '@/components/lazyPart';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { PageTabs } from '@/components/PageTabs';
import { useT } from '@/i18n';
import { formatDateTime } from '@/i18n/dates';
import type { AdminPaymentsStore } from '@/stores/AdminPaymentsStore';
import { useStores } from '@/stores/context';
import { paymentStatusColors, paymentStatusWords, purposeWords } from './payments/words';

// The payment's card shows once a payment is open: its module comes while the screen waits for one.
const PaymentCard = earlyPart<{ store: AdminPaymentsStore; payment: AdminPaymentDetail }>(
  async () => (await import('./payments/PaymentCard')).default,
);
// The failed list is a second tab: fetched when it is opened.
const FailedRefunds = lazyPart<{ store: AdminPaymentsStore }>(
  async () => (await import('./payments/FailedRefunds')).default,
);

const Lookup = observer(function Lookup({ store }: { store: AdminPaymentsStore }) {
  const t = useT();
  const [text, setText] = useState(store.query);
  return (
    <>
      <SearchInput
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={(value) => void store.search(value)}
        enterButton={t('Look up')}
        allowClear
        aria-label={t('Look a payment up')}
        placeholder={t(
          'Invoice or credit-note number (INV/26-27/000001), order or payment id, e-mail or user id',
        )}
      />
      {store.query && (
        <Loaded
          resource={store.results}
          isEmpty={(found) => found.items.length === 0}
          empty={<Empty description={t('No payment matches “{query}”.', { query: store.query })} />}
        >
          {(found) =>
            found.items.length > 1 && (
              <LazyTable<AdminPaymentSummary>
                rowKey="_id"
                className="section-gap"
                scroll={{ x: 'max-content' }}
                dataSource={found.items}
                pagination={false}
                columns={[
                  { title: t('Paid on'), dataIndex: 'paidAt', render: (at: string) => formatDateTime(at) },
                  { title: t('Amount'), dataIndex: 'amountPaise', render: (p: number) => formatRupees(p) },
                  {
                    title: t('Status'),
                    dataIndex: 'status',
                    render: (s: AdminPaymentSummary['status']) => (
                      <Tag color={paymentStatusColors[s]}>{t(paymentStatusWords[s])}</Tag>
                    ),
                  },
                  {
                    title: t('Paid for'),
                    key: 'for',
                    render: (_: unknown, p) => `${t(purposeWords[p.purpose])}: ${p.description}`,
                  },
                  {
                    title: t('Invoices'),
                    key: 'inv',
                    render: (_: unknown, p) => p.invoiceNumbers.join(', '),
                  },
                  {
                    title: '',
                    key: 'open',
                    fixed: 'right',
                    render: (_: unknown, p) => (
                      <Button size="small" onClick={() => void store.open(p._id)}>
                        {t('Open')}
                      </Button>
                    ),
                  },
                ]}
              />
            )
          }
        </Loaded>
      )}
      {store.openId && (
        <Loaded resource={store.payment}>
          {(payment) => <PaymentCard store={store} payment={payment} />}
        </Loaded>
      )}
    </>
  );
});

function PaymentsAdminPage() {
  const { auth, adminPayments: store } = useStores();
  const t = useT();
  const [tab, setTab] = useState('lookup');
  if (auth.user?.role !== 'admin') return <Navigate to="/dashboard/schedules" replace />;
  return (
    <Page
      heading={t('Payments')}
      description={t(
        'Look a payment up, see its refunds and webhook deliveries, refund it, and retry failed refunds.',
      )}
    >
      <PageTabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'lookup', label: t('Look up'), children: <Lookup store={store} /> },
          { key: 'failed', label: t('Failed refunds'), children: <FailedRefunds store={store} /> },
        ]}
      />
    </Page>
  );
}

export default observer(PaymentsAdminPage);
