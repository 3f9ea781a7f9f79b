// Payout history (lawyers): each weekly payout with its amount, the TDS withheld from what it paid out (by the
// rule that applied, with the gross under each), account (masked) and status.
import type { Payout } from '@contract';
import { Alert, Tag } from 'antd';
import { LazyTable } from '@/components/LazyTable';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Loaded } from '@/components/Loaded';
import { LoadMore } from '@/components/LoadMore';
import { Page } from '@/components/Page';
import { useStores } from '@/stores/context';
import { EarningsLinks } from './EarningsLinks';
import { signedRupees } from './money';
import { msg, useT } from '@/i18n';

/** The TDS withheld, then each rule with the gross it covered; a dash for a payout made before TDS was itemised. */
function TdsCell({ tds }: { tds: Payout['tds'] }) {
  const t = useT();
  if (tds.length === 0) return <>—</>;
  return (
    <>
      <div className="nowrap">{signedRupees(tds.reduce((sum, rule) => sum + rule.tdsPaise, 0))}</div>
      {tds.map((rule) => (
        <div key={rule.reason}>
          {t('{reason} — {amount} gross', { reason: rule.reason, amount: signedRupees(rule.grossPaise) })}
        </div>
      ))}
    </>
  );
}

/** A payout's status as the tables write it (statusWord's sentence case), translated where shown. */
const statusWords: Record<Payout['status'], string> = {
  pending: msg('Pending'),
  processing: msg('Processing'),
  paid: msg('Paid'),
  failed: msg('Failed'),
};

export const statusColors: Record<Payout['status'], string> = {
  pending: 'default',
  processing: 'blue',
  paid: 'green',
  failed: 'red',
};

function PayoutsPage() {
  const { auth, earnings: store } = useStores();
  const t = useT();
  const lawyer = auth.user?.role === 'professional';
  useEffect(() => {
    if (lawyer) void store.payouts.load();
  }, [lawyer, store]);
  if (!lawyer)
    return (
      <Page heading={t('Payouts')}>
        <Alert type="info" showIcon title={t('Earnings are for lawyers only.')} />
      </Page>
    );
  return (
    <Page heading={t('Payouts')} description={t('Your weekly payouts.')}>
      <EarningsLinks />
      <Loaded resource={store.payouts}>
        {({ items }) => (
          <>
            <LazyTable<Payout>
              rowKey="_id"
              dataSource={items}
              pagination={false}
              locale={{ emptyText: t('No payouts yet.') }}
              scroll={{ x: 'max-content' }}
              columns={[
                { title: t('Week of'), dataIndex: 'week' },
                { title: t('Amount'), dataIndex: 'amountPaise', render: signedRupees },
                { title: t('TDS'), dataIndex: 'tds', render: (tds: Payout['tds']) => <TdsCell tds={tds} /> },
                { title: t('Account'), dataIndex: 'accountMasked' },
                {
                  title: t('Status'),
                  dataIndex: 'status',
                  render: (s: Payout['status'], row) => (
                    <span>
                      <Tag color={statusColors[s]}>{t(statusWords[s])}</Tag>
                      {s === 'failed' && row.failure
                        ? ` ${t('{failure} (will be retried)', { failure: row.failure })}`
                        : ''}
                    </span>
                  ),
                },
                {
                  title: t('Paid on'),
                  dataIndex: 'paidAt',
                  render: (d: string | null) => d?.slice(0, 10) ?? '—',
                },
              ]}
            />
            <LoadMore more={store.morePayouts} />
          </>
        )}
      </Loaded>
    </Page>
  );
}

export default observer(PayoutsPage);
