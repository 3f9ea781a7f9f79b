// Refunds the gateway refused, newest first, each sent again with Retry (as failed payouts are).
import type { FailedRefund } from '@contract';
import { formatRupees } from '@contract/rupees';
import { Button, Empty } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { LazyTable } from '@/components/LazyTable';
import { Loaded } from '@/components/Loaded';
import { LoadMore } from '@/components/LoadMore';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n';
import { formatDateTime } from '@/i18n/dates';
import type { AdminPaymentsStore } from '@/stores/AdminPaymentsStore';

function FailedRefunds({ store }: { store: AdminPaymentsStore }) {
  const t = useT();
  const toast = useToast();
  useEffect(() => {
    void store.failed.load();
  }, [store]);

  async function retry(refund: FailedRefund) {
    try {
      const after = await store.retry(refund._id);
      if (after.status === 'failed')
        toast.error(t('The refund failed again: {reason}', { reason: after.failure ?? t('unknown reason') }));
      else toast.success(t('Refund of {amount} sent again.', { amount: formatRupees(after.amountPaise) }));
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : t('The refund could not be sent again.'));
    }
  }

  return (
    <Loaded
      resource={store.failed}
      isEmpty={(page) => page.items.length === 0}
      empty={<Empty description={t('No failed refunds.')} />}
    >
      {(page) => (
        <>
          <LazyTable<FailedRefund>
            rowKey="_id"
            scroll={{ x: 'max-content' }}
            dataSource={page.items}
            pagination={false}
            columns={[
              { title: t('Date'), dataIndex: 'createdAt', render: (at: string) => formatDateTime(at) },
              {
                title: t('Client'),
                key: 'payer',
                render: (_: unknown, r) => <span translate="no">{r.payer.name}</span>,
              },
              { title: t('Paid for'), dataIndex: 'description' },
              { title: t('Amount'), dataIndex: 'amountPaise', render: (p: number) => formatRupees(p) },
              { title: t('Gateway says'), dataIndex: 'failure', render: (f: string | null) => f ?? '—' },
              {
                title: '',
                key: 'retry',
                fixed: 'right',
                render: (_: unknown, r) => (
                  <Button
                    size="small"
                    disabled={store.saving}
                    onClick={() => void retry(r)}
                    aria-label={t('Retry refund to {name}', { name: r.payer.name })}
                  >
                    {t('Retry')}
                  </Button>
                ),
              },
            ]}
          />
          <LoadMore more={store.moreFailed} />
        </>
      )}
    </Loaded>
  );
}

export default observer(FailedRefunds);
