// One payment as the admin sees it: amount, status, what it paid for, payer, invoices, what is left to refund,
// its refunds (with credit notes) and the webhook deliveries about it, and Refund.
import type { AdminPaymentDetail, AdminRefund, WebhookDelivery } from '@contract';
import { formatRupees } from '@contract/rupees';
import { Button, Descriptions, Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { LazyTable } from '@/components/LazyTable';
import { lazyPart } from '@/components/lazyPart';
import { Panel } from '@/components/Panel';
import { useT } from '@/i18n';
import { formatDateTime } from '@/i18n/dates';
import type { AdminPaymentsStore } from '@/stores/AdminPaymentsStore';
import {
  outcomeColors,
  outcomeWords,
  paymentStatusColors,
  paymentStatusWords,
  purposeWords,
  refundKindWords,
  refundReasonWords,
  refundStatusColors,
  refundStatusWords,
  webhookDetailWords,
} from './words';

// The dialog appears only after Refund is pressed.
const RefundDialog = lazyPart<{
  store: AdminPaymentsStore;
  payment: AdminPaymentDetail;
  onClose: () => void;
}>(async () => (await import('./RefundDialog')).default);

function PaymentCard({ store, payment }: { store: AdminPaymentsStore; payment: AdminPaymentDetail }) {
  const t = useT();
  const [refunding, setRefunding] = useState(false);
  const words = (table: Record<string, string>, key: string | null) =>
    key && table[key] ? t(table[key]) : (key ?? '—');
  return (
    <Panel
      title={t('Payment {amount}', { amount: formatRupees(payment.amountPaise) })}
      extra={<Tag color={paymentStatusColors[payment.status]}>{t(paymentStatusWords[payment.status])}</Tag>}
      className="section-gap"
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: 'for',
            label: t('Paid for'),
            children: `${t(purposeWords[payment.purpose])}: ${payment.paidFor.label}`,
          },
          {
            key: 'payer',
            label: t('Payer'),
            children: <span translate="no">{`${payment.payer.name} (${payment.payer.email})`}</span>,
          },
          { key: 'paid', label: t('Paid on'), children: formatDateTime(payment.paidAt) },
          { key: 'invoices', label: t('Invoices'), children: payment.invoiceNumbers.join(', ') || '—' },
          { key: 'refunded', label: t('Refunded'), children: formatRupees(payment.refundedPaise) },
          { key: 'refundable', label: t('Refundable'), children: formatRupees(payment.refundablePaise) },
          {
            key: 'gateway',
            label: t('Gateway ids'),
            children: <span translate="no">{`${payment.gatewayOrderId} · ${payment.gatewayPaymentId}`}</span>,
          },
        ]}
      />
      <Button
        type="primary"
        className="section-gap"
        disabled={payment.refundablePaise === 0}
        onClick={() => setRefunding(true)}
      >
        {t('Refund')}
      </Button>
      <h3 className="section-heading">{t('Refunds')}</h3>
      <LazyTable<AdminRefund>
        rowKey="_id"
        scroll={{ x: 'max-content' }}
        dataSource={payment.refunds}
        pagination={false}
        locale={{ emptyText: t('No refunds yet.') }}
        columns={[
          { title: t('Date'), dataIndex: 'createdAt', render: (at: string) => formatDateTime(at) },
          { title: t('Amount'), dataIndex: 'amountPaise', render: (p: number) => formatRupees(p) },
          {
            title: t('Status'),
            dataIndex: 'status',
            render: (s: AdminRefund['status']) => (
              <Tag color={refundStatusColors[s]}>{t(refundStatusWords[s])}</Tag>
            ),
          },
          { title: t('Kind'), dataIndex: 'kind', render: (k: AdminRefund['kind']) => t(refundKindWords[k]) },
          {
            title: t('Reason'),
            key: 'reason',
            render: (_: unknown, r) => r.note ?? words(refundReasonWords, r.reason),
          },
          { title: t('Credit note'), dataIndex: 'creditNoteNumber', render: (n: string | null) => n ?? '—' },
          { title: t('Gateway says'), dataIndex: 'failure', render: (f: string | null) => f ?? '—' },
        ]}
      />
      <h3 className="section-heading">{t('Webhook deliveries')}</h3>
      <LazyTable<WebhookDelivery>
        rowKey="_id"
        scroll={{ x: 'max-content' }}
        dataSource={payment.webhooks}
        pagination={false}
        locale={{ emptyText: t('No webhook deliveries for this payment.') }}
        columns={[
          { title: t('Received'), dataIndex: 'receivedAt', render: (at: string) => formatDateTime(at) },
          { title: t('Event'), dataIndex: 'eventType', render: (e: string | null) => e ?? '—' },
          {
            title: t('Outcome'),
            dataIndex: 'outcome',
            render: (o: WebhookDelivery['outcome']) =>
              o ? <Tag color={outcomeColors[o]}>{t(outcomeWords[o])}</Tag> : '—',
          },
          {
            title: t('Detail'),
            dataIndex: 'detail',
            render: (d: string | null) => words(webhookDetailWords, d),
          },
          { title: t('Deliveries'), dataIndex: 'deliveries' },
        ]}
      />
      {refunding && <RefundDialog store={store} payment={payment} onClose={() => setRefunding(false)} />}
    </Panel>
  );
}

export default observer(PaymentCard);
