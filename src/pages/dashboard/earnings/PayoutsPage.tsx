// Payout history (lawyers): each weekly payout with its amount, account (masked) and status.
import type { Payout } from '@contract';
import { Alert, Tag } from 'antd';
import { LazyTable } from '@/components/LazyTable';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { useStores } from '@/stores/context';
import { EarningsLinks } from './EarningsLinks';
import { signedRupees } from './money';
import { statusWord } from '@/components/statusWord';

export const statusColors: Record<Payout['status'], string> = {
  pending: 'default',
  processing: 'blue',
  paid: 'green',
  failed: 'red',
};

function PayoutsPage() {
  const { auth, earnings: store } = useStores();
  const lawyer = auth.user?.role === 'professional';
  useEffect(() => {
    if (lawyer) void store.payouts.load();
  }, [lawyer, store]);
  if (!lawyer)
    return (
      <Page heading="Payouts">
        <Alert type="info" showIcon title="Earnings are for lawyers only." />
      </Page>
    );
  return (
    <Page heading="Payouts" description="Your weekly payouts.">
      <EarningsLinks />
      <Loaded resource={store.payouts}>
        {(payouts) => (
          <LazyTable<Payout>
            rowKey="_id"
            dataSource={payouts}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            locale={{ emptyText: 'No payouts yet.' }}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: 'Week of', dataIndex: 'week' },
              { title: 'Amount', dataIndex: 'amountPaise', render: signedRupees },
              { title: 'Account', dataIndex: 'accountMasked' },
              {
                title: 'Status',
                dataIndex: 'status',
                render: (s: Payout['status'], row) => (
                  <span>
                    <Tag color={statusColors[s]}>{statusWord(s)}</Tag>
                    {s === 'failed' && row.failure ? ` ${row.failure} (will be retried)` : ''}
                  </span>
                ),
              },
              { title: 'Paid on', dataIndex: 'paidAt', render: (d: string | null) => d?.slice(0, 10) ?? '—' },
            ]}
          />
        )}
      </Loaded>
    </Page>
  );
}

export default observer(PayoutsPage);
