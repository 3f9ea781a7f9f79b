// Bills & Payments: four summary cards, spending by month, period dropdown and search (both applied by the
// server, GET /api/bills), and the engagements table; an unpaid booking is paid from its row (→ /payment).
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
import { Page } from '@/components/Page';
import { StatCards } from '@/components/StatCards';
import { useStores } from '@/stores/context';
import { formatDate, formatMonth } from '@/i18n/dates';

function SpendingChart({ monthly, what = 'Spending' }: { monthly: Bills['monthly']; what?: string }) {
  if (monthly.every((m) => m.amountPaise <= 0)) return <p>No {what.toLowerCase()} in this period.</p>;
  const max = Math.max(...monthly.map((m) => m.amountPaise));
  const barWidth = 48;
  return (
    <svg
      className="month-chart"
      role="img"
      aria-label={`${what} by month: ${monthly.map((m) => `${formatMonth(m.month)} ${formatRupees(m.amountPaise)}`).join(', ')}`}
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
        ['Total earnings', formatRupees(lawyer.totalEarningsPaise)],
        ['Pending payments', String(lawyer.pendingPayments)],
        ['Amount to be received', formatRupees(lawyer.amountToBeReceivedPaise)],
        ['Total clients', String(lawyer.totalClients)],
      ]
    : bills
      ? [
          ['Total spendings', formatRupees(bills.summary.totalSpendingsPaise)],
          ['Pending payments', String(bills.summary.pendingPayments)],
          ['Amount to be paid', formatRupees(bills.summary.amountToBePaidPaise)],
          ['Total experts', String(bills.summary.totalExperts)],
        ]
      : [];

  return (
    <Page
      heading="Bills & Payments"
      description={
        bills?.view === 'lawyer'
          ? 'Your earnings, payments to be received and engagements.'
          : 'Your spendings, pending payments and engagements.'
      }
    >
      <div className="list-toolbar">
        <ChoiceSelect
          aria-label="Period"
          value={period}
          onChange={setPeriod}
          options={periods.map((p) => ({ value: p, label: p }))}
          className="list-toolbar-select"
        />
        <SearchInput
          aria-label="Search engagements"
          placeholder="Search"
          allowClear
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="list-toolbar-search"
        />
      </div>
      <Loaded resource={invoices.bills} rows={6}>
        {(shown) => (
          <>
            <StatCards label="Summary" items={cards} />
            <h2 className="section-heading">{lawyer ? 'Earnings by month' : 'Spending by month'}</h2>
            <SpendingChart monthly={shown.monthly} what={lawyer ? 'Earnings' : 'Spending'} />
            <h2 className="section-heading">Engagements</h2>
            <LazyTable<Engagement>
              rowKey="_id"
              dataSource={shown.engagements}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              locale={{ emptyText: 'No engagements in this period.' }}
              scroll={{ x: true }}
              columns={[
                { title: lawyer ? 'Client' : 'Expert', dataIndex: 'expert' },
                { title: 'Date', dataIndex: 'date', render: (date: string) => formatDate(date) },
                { title: 'Duration', dataIndex: 'duration', render: (d: string) => d || '—' },
                { title: 'Type', dataIndex: 'type' },
                { title: 'Mentioned', dataIndex: 'mentioned' },
                {
                  title: 'Budget',
                  dataIndex: 'budgetPaise',
                  render: (p: number | null) => (p === null ? '—' : formatRupees(p)),
                },
                {
                  title: 'Status',
                  dataIndex: 'status',
                  fixed: 'right',
                  render: (status: string, row) => (
                    <span className="status-with-action">
                      <Tag
                        color={
                          status === 'Paid' ? 'green' : status === 'Pending payment' ? 'orange' : undefined
                        }
                      >
                        {status}
                      </Tag>
                      {row.payable && (
                        <Button
                          size="small"
                          type="primary"
                          aria-label={`Pay ${formatRupees(row.budgetPaise ?? 0)} for the ${row.kind === 'document' ? 'document order' : 'consultation'} on ${formatDate(row.date)}`}
                          onClick={() =>
                            navigate(
                              row.kind === 'document'
                                ? `/payment?serviceOrder=${encodeURIComponent(row._id)}`
                                : `/payment?booking=${encodeURIComponent(row._id)}`,
                            )
                          }
                        >
                          Pay
                        </Button>
                      )}
                    </span>
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

export default observer(BillsPaymentsPage);
