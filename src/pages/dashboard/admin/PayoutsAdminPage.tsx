// Admins: payouts due (lawyers with a positive balance, paid at the next weekly run) and failed payouts, each
// sent again with Retry (the same payout and idempotency key: never paid twice).
import type { Payout, PayoutsDue } from '@contract';
import { Alert, Button } from 'antd';
import { LazyTable } from '@/components/LazyTable';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { useToast } from '@/components/toast';
import { useStores } from '@/stores/context';
import { signedRupees } from '../earnings/money';

function PayoutsAdminPage() {
  const { auth, earnings: store } = useStores();
  const toast = useToast();
  const admin = auth.user?.role === 'admin';
  useEffect(() => {
    if (admin) void store.due.load();
  }, [admin, store]);
  if (!admin)
    return (
      <Page heading="Payouts">
        <Alert type="info" showIcon title="Only an admin can see payouts." />
      </Page>
    );
  async function retry(payout: Payout) {
    try {
      const after = await store.retry(payout._id);
      if (after.status === 'paid') toast.success(`Payout to ${payout.lawyerName} sent.`);
      else toast.error(`Payout to ${payout.lawyerName} failed again: ${after.failure ?? 'unknown reason'}`);
    } catch {
      toast.error('The payout could not be sent again.');
    }
  }
  return (
    <Page heading="Payouts" description="Payouts due at the next weekly run, and payouts that failed.">
      {store.due.state === 'failed' && store.due.data && (
        <Alert type="error" showIcon title={store.due.error} />
      )}
      <Loaded resource={store.due}>
        {(due) => (
          <>
            <h2 className="section-heading">Payouts due</h2>
            <LazyTable<PayoutsDue['due'][number]>
              rowKey="_id"
              scroll={{ x: 'max-content' }}
              dataSource={due.due}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              locale={{ emptyText: 'No payouts due.' }}
              columns={[
                { title: 'Lawyer', dataIndex: 'lawyerName' },
                { title: 'Balance', dataIndex: 'balancePaise', render: signedRupees },
                {
                  title: 'Payout account',
                  dataIndex: 'accountMasked',
                  render: (m: string | null) => m ?? 'None yet: not paid until added',
                },
              ]}
            />
            <h2 className="section-heading">Failed payouts</h2>
            <LazyTable<Payout>
              rowKey="_id"
              scroll={{ x: 'max-content' }}
              dataSource={due.failed}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              locale={{ emptyText: 'No failed payouts.' }}
              columns={[
                { title: 'Lawyer', dataIndex: 'lawyerName' },
                { title: 'Week of', dataIndex: 'week' },
                { title: 'Amount', dataIndex: 'amountPaise', render: signedRupees },
                { title: 'Account', dataIndex: 'accountMasked' },
                { title: 'Attempts', dataIndex: 'attempts' },
                { title: 'Reason', dataIndex: 'failure' },
                {
                  title: '',
                  key: 'retry',
                  fixed: 'right',
                  render: (_: unknown, row) => (
                    <Button
                      size="small"
                      onClick={() => void retry(row)}
                      aria-label={`Retry payout to ${row.lawyerName}`}
                    >
                      Retry
                    </Button>
                  ),
                },
              ]}
            />
          </>
        )}
      </Loaded>
    </Page>
  );
}

export default observer(PayoutsAdminPage);
