// Bills & Payments: four summary cards, spending by month, period dropdown and search (both applied by the
// server, GET /api/bills), and the engagements table a page at a time (Load more; the cards and the chart count
// them all); an unpaid booking is paid from its row (→ /payment).
// The InvoicesStore holds the bills.
import type { Bills, Engagement, Period } from '@contract';
import { periods } from '@contract/moneyTerms';
import { formatRupees } from '@contract/rupees';
import { Button, Tag } from 'antd';
import { SearchInput } from '@/components/inputs';
import { LazyTable } from '@/components/LazyTable';
import { ChoiceSelect } from '@/components/ChoiceSelect';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Loaded } from '@/components/Loaded';
import { LoadMore } from '@/components/LoadMore';
import { Page } from '@/components/Page';
import { StatCards } from '@/components/StatCards';
import { useStores } from '@/stores/context';
import { msg, useT } from '@/i18n';
import { formatDate, formatMonth } from '@/i18n/dates';
import { engagementDuration, engagementStatus } from './money/engagementWords';

/** The chart's words for a client's spending or a lawyer's earnings. */
const chartWords = {
  spending: { none: msg('No spending in this period.'), label: msg('Spending by month: {months}') },
  earnings: { none: msg('No earnings in this period.'), label: msg('Earnings by month: {months}') },
};

function SpendingChart({ monthly, what }: { monthly: Bills['monthly']; what: keyof typeof chartWords }) {
  const t = useT();
  if (monthly.every((m) => m.amountPaise <= 0)) return <p>{t(chartWords[what].none)}</p>;
  const max = Math.max(...monthly.map((m) => m.amountPaise));
  const barWidth = 48;
  return (
    <svg
      className="month-chart"
      role="img"
      aria-label={t(chartWords[what].label, {
        months: monthly.map((m) => `${formatMonth(m.month)} ${formatRupees(m.amountPaise)}`).join(', '),
      })}
      width={monthly.length * (barWidth + 16) + 16}
      height={160}
    >
      {monthly.map((m, i) => {
        const h = Math.max(2, Math.round((m.amountPaise / max) * 110));
        const x = 16 + i * (barWidth + 16);
        return (
          <g key={m.month}>
            <rect className="month-chart-bar" x={x} y={130 - h} width={barWidth} height={h} rx={4} />
            <text x={x + barWidth / 2} y={148} textAnchor="middle" fontSize={11}>
              {formatMonth(m.month)}
            </text>
            <text x={x + barWidth / 2} y={124 - h} textAnchor="middle" fontSize={10}>
              {formatRupees(m.amountPaise)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

function BillsPaymentsPage() {
  const { invoices } = useStores();
  const t = useT();
  const navigate = useNavigate();
  const [period, setPeriod] = useState<Period>('All Data');
  const [search, setSearch] = useState('');

  // Asked once typing pauses; the newest answer wins (the store's Resource drops a late one).
  useEffect(() => {
    const timer = setTimeout(() => void invoices.showBills({ period, q: search.trim() }), 250);
    return () => clearTimeout(timer);
  }, [invoices, period, search]);

  const bills = invoices.bills.data ?? null;
  // A lawyer's page speaks of earnings: their clients' payments, never the lawyer's spendings.
  const lawyer = bills?.earnings ?? null;
  const cards: [string, string][] = lawyer
    ? [
        [t('Total earnings'), formatRupees(lawyer.totalEarningsPaise)],
        [t('Pending payments'), String(lawyer.pendingPayments)],
        [t('Amount to be received'), formatRupees(lawyer.amountToBeReceivedPaise)],
        [t('Total clients'), String(lawyer.totalClients)],
      ]
    : bills
      ? [
          [t('Total spendings'), formatRupees(bills.summary.totalSpendingsPaise)],
          [t('Pending payments'), String(bills.summary.pendingPayments)],
          [t('Amount to be paid'), formatRupees(bills.summary.amountToBePaidPaise)],
          [t('Total experts'), String(bills.summary.totalExperts)],
        ]
      : [];

  return (
    <Page
      heading={t('Bills & Payments')}
      description={
        bills?.view === 'lawyer'
          ? t('Your earnings, payments to be received and engagements.')
          : t('Your spendings, pending payments and engagements.')
      }
    >
      <div className="list-toolbar">
        <ChoiceSelect
          aria-label={t('Period')}
          value={period}
          onChange={setPeriod}
          options={periods.map((p) => ({ value: p, label: t(p) }))}
          className="list-toolbar-select"
        />
        <SearchInput
          aria-label={t('Search engagements')}
          placeholder={t('Search')}
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="list-toolbar-search"
        />
      </div>
      <Loaded resource={invoices.bills} rows={6}>
        {(shown) => (
          <>
            <StatCards label={t('Summary')} items={cards} />
            <h2 className="section-heading">{lawyer ? t('Earnings by month') : t('Spending by month')}</h2>
            <SpendingChart monthly={shown.monthly} what={lawyer ? 'earnings' : 'spending'} />
            <h2 className="section-heading">{t('Engagements')}</h2>
            <LazyTable<Engagement>
              rowKey="_id"
              dataSource={shown.engagements}
              pagination={false}
              locale={{ emptyText: t('No engagements in this period.') }}
              scroll={{ x: true }}
              columns={[
                { title: lawyer ? t('Client') : t('Expert'), dataIndex: 'expert' },
                { title: t('Date'), dataIndex: 'date', render: (date: string) => formatDate(date) },
                {
                  title: t('Duration'),
                  dataIndex: 'duration',
                  render: (d: string) => engagementDuration(d, t),
                },
                { title: t('Type'), dataIndex: 'type', render: (type: string) => t(type) },
                { title: t('Mentioned'), dataIndex: 'mentioned' },
                {
                  title: t('Budget'),
                  dataIndex: 'budgetPaise',
                  render: (p: number | null) => (p === null ? '—' : formatRupees(p)),
                },
                {
                  title: t('Status'),
                  dataIndex: 'status',
                  fixed: 'right',
                  render: (status: string, row) => (
                    <span className="status-with-action">
                      <Tag
                        color={
                          status === 'Paid' ? 'green' : status === 'Pending payment' ? 'orange' : undefined
                        }
                      >
                        {engagementStatus(status, t)}
                      </Tag>
                      {row.payable && (
                        <Button
                          size="small"
                          type="primary"
                          aria-label={
                            row.kind === 'document'
                              ? t('Pay {amount} for the document order on {date}', {
                                  amount: formatRupees(row.budgetPaise ?? 0),
                                  date: formatDate(row.date),
                                })
                              : t('Pay {amount} for the consultation on {date}', {
                                  amount: formatRupees(row.budgetPaise ?? 0),
                                  date: formatDate(row.date),
                                })
                          }
                          onClick={() =>
                            navigate(
                              row.kind === 'document'
                                ? `/payment?serviceOrder=${encodeURIComponent(row._id)}`
                                : `/payment?booking=${encodeURIComponent(row._id)}`,
                            )
                          }
                        >
                          {t('Pay')}
                        </Button>
                      )}
                    </span>
                  ),
                },
              ]}
            />
            <LoadMore more={invoices.moreBills} />
          </>
        )}
      </Loaded>
    </Page>
  );
}

export default observer(BillsPaymentsPage);
