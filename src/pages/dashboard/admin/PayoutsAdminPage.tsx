// Admins: payouts due (lawyers with a positive balance, paid at the next weekly run) and failed payouts, each
// sent again with Retry (the same payout and idempotency key: never paid twice).
import type { Payout, PayoutsDue } from '@contract';
import { Alert, Button } from 'antd';
import { LazyTable } from '@/components/LazyTable';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Loaded } from '@/components/Loaded';
import { LoadMore } from '@/components/LoadMore';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { useT } from '@/i18n';
import { useStores } from '@/stores/context';
import { signedRupees } from '../earnings/money';

function PayoutsAdminPage() {
  const { auth, earnings: store } = useStores();
  const toast = useToast();
  const t = useT();
  const admin = auth.user?.role === 'admin';
  useEffect(() => {
    if (admin) void store.due.load();
  }, [admin, store]);
  if (!admin)
    return (
      <Page heading={t('Payouts')}>
        <Alert type="info" showIcon title={t('Only an admin can see payouts.')} />
      </Page>
    );
  async function retry(payout: Payout) {
    try {
      const after = await store.retry(payout._id);
      if (after.status === 'paid') toast.success(t('Payout to {name} sent.', { name: payout.lawyerName }));
      else
        toast.error(
          t('Payout to {name} failed again: {reason}', {
            name: payout.lawyerName,
            reason: after.failure ?? t('unknown reason'),
          }),
        );
    } catch {
      toast.error(t('The payout could not be sent again.'));
    }
  }
  return (
    <Page
      heading={t('Payouts')}
      description={t('Payouts due at the next weekly run, and payouts that failed.')}
    >
      {store.due.state === 'failed' && store.due.data && (
        <Alert type="error" showIcon title={store.due.error} />
      )}
      <Loaded resource={store.due}>
        {(due) => (
          <>
            <h2 className="section-heading">{t('Payouts due')}</h2>
            <LazyTable<PayoutsDue['due'][number]>
              rowKey="_id"
              scroll={{ x: 'max-content' }}
              dataSource={due.due}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              locale={{ emptyText: t('No payouts due.') }}
              columns={[
                { title: t('Lawyer'), dataIndex: 'lawyerName' },
                { title: t('Balance'), dataIndex: 'balancePaise', render: signedRupees },
                {
                  title: t('Payout account'),
                  dataIndex: 'accountMasked',
                  render: (m: string | null) => m ?? t('None yet: not paid until added'),
                },
              ]}
            />
            <h2 className="section-heading">{t('Failed payouts')}</h2>
            <LazyTable<Payout>
              rowKey="_id"
              scroll={{ x: 'max-content' }}
              dataSource={due.items}
              pagination={false}
              locale={{ emptyText: t('No failed payouts.') }}
              columns={[
                { title: t('Lawyer'), dataIndex: 'lawyerName' },
                { title: t('Week of'), dataIndex: 'week' },
                { title: t('Amount'), dataIndex: 'amountPaise', render: signedRupees },
                { title: t('Account'), dataIndex: 'accountMasked' },
                { title: t('Attempts'), dataIndex: 'attempts' },
                { title: t('Reason'), dataIndex: 'failure' },
                {
                  title: '',
                  key: 'retry',
                  fixed: 'right',
                  render: (_: unknown, row) => (
                    <Button
                      size="small"
                      onClick={() => void retry(row)}
                      aria-label={t('Retry payout to {name}', { name: row.lawyerName })}
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
    </Page>
  );
}

export default observer(PayoutsAdminPage);
