// Earnings (lawyers): this week / this month / all, balances, a chart of the net per day or month (a plain SVG
// bar chart: no chart library is installed), the ledger table and the monthly statement PDF. Reads EarningsStore.
import type { Earnings, EarningsPeriod, LedgerLine } from '@contract';
import { earningsPeriodLabels, earningsPeriods } from '@contract/earningsTerms';
import { Alert, Button, Segmented, Tag } from 'antd';
import { LazyTable } from '@/components/LazyTable';
import { ChoiceSelect } from '@/components/ChoiceSelect';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { saveBlob } from '@/api/download';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { StatCards } from '@/components/StatCards';
import { useToast } from '@/components/toast';
import { formatDate, formatMonth } from '@/i18n/dates';
import { useStores } from '@/stores/context';
import { EarningsLinks } from './EarningsLinks';
import { istDate, signedRupees } from './money';

const money = (paise: number) => <span className="nowrap">{signedRupees(paise)}</span>;

function NetChart({ chart, lines }: { chart: Earnings['chart']; lines: number }) {
  if (chart.every((c) => c.netPaise === 0))
    return (
      <p>
        {lines === 0
          ? 'Nothing earned in this period yet.'
          : 'Nothing left to you in this period: refunds took back what was earned.'}
      </p>
    );
  const values = chart.map((c) => c.netPaise);
  const max = Math.max(1, ...values.map(Math.abs));
  const bar = chart.length > 12 ? 14 : 40;
  const gap = chart.length > 12 ? 6 : 14;
  // A net above the axis, a loss refunds made below it; room on a side only when a bar goes there. A bar's
  // label sits across the axis from it; its amount at its end, when the bars are wide enough to hold it.
  const zero = values.some((v) => v > 0) ? 120 : 24;
  const height = zero + (values.some((v) => v < 0) ? 120 : 24);
  const nameOf = (label: string) =>
    label.length === 7 ? formatMonth(label) : label.length === 10 ? label.slice(8) : label;
  return (
    <svg
      role="img"
      aria-label={`Net earnings: ${chart.map((c) => `${nameOf(c.label)} ${signedRupees(c.netPaise)}`).join(', ')}`}
      width={chart.length * (bar + gap) + gap}
      height={height}
      className="earnings-chart"
    >
      <line
        x1={0}
        x2={chart.length * (bar + gap) + gap}
        y1={zero}
        y2={zero}
        stroke="currentColor"
        opacity={0.3}
      />
      {chart.map((c, i) => {
        const h = Math.round((Math.abs(c.netPaise) / max) * 100);
        const x = gap + i * (bar + gap);
        const up = c.netPaise >= 0;
        return (
          <g key={c.label}>
            <rect
              x={x}
              y={up ? zero - h : zero}
              width={bar}
              height={Math.max(h, c.netPaise === 0 ? 0 : 2)}
              rx={3}
              fill={up ? '#1f7a4d' : '#b83232'}
            />
            <text
              x={x + bar / 2}
              y={up ? zero + 14 : zero - 6}
              textAnchor="middle"
              fontSize={10}
              fill="currentColor"
            >
              {nameOf(c.label)}
            </text>
            {chart.length <= 12 && c.netPaise !== 0 && (
              <text
                x={x + bar / 2}
                y={up ? zero - h - 6 : zero + h + 14}
                textAnchor="middle"
                fontSize={10}
                fill="currentColor"
              >
                {signedRupees(c.netPaise)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** The ledger's amounts, right-aligned so that rupees line up under rupees. */
const amountColumns = (
  [
    ['Gross', 'grossPaise'],
    ['Fee', 'feePaise'],
    ['GST', 'gstPaise'],
    ['TDS', 'tdsPaise'],
    ['Net', 'netPaise'],
  ] as const
).map(([title, dataIndex]) => ({ title, dataIndex, render: money, align: 'right' as const }));

const kindLabel: Record<LedgerLine['kind'], string> = {
  consultation: 'Consultation',
  refund: 'Refund',
  service_order: 'Document order',
};

function EarningsPage() {
  const { auth, earnings: store } = useStores();
  const toast = useToast();
  const [month, setMonth] = useState<string | undefined>();
  const lawyer = auth.user?.role === 'professional';

  useEffect(() => {
    if (lawyer) void store.load();
  }, [lawyer, store]);

  const data = store.earnings.data;
  const months = data?.statementMonths ?? [];
  const chosen = month ?? months[0];

  async function download() {
    if (!chosen) return;
    try {
      saveBlob(await store.statement(chosen), `lexsetu-earnings-${chosen}.pdf`);
    } catch {
      toast.error('The statement could not be downloaded.');
    }
  }

  if (!lawyer)
    return (
      <Page heading="Earnings">
        <Alert type="info" showIcon title="Earnings are for lawyers only." />
      </Page>
    );

  const cardsOf = (data: Earnings): [string, number][] => [
    ['Balance', data.balances.balancePaise],
    ['Net earned', data.balances.earnedPaise],
    ['Paid out', data.balances.paidOutPaise],
    ['On the way', data.balances.inTransitPaise],
  ];

  return (
    <Page
      heading="Earnings"
      description="What you earned, what LexSetu deducted and what is paid out to you."
    >
      <EarningsLinks />
      <Segmented<EarningsPeriod>
        aria-label="Period"
        value={store.period}
        onChange={(p) => void store.load(p)}
        options={earningsPeriods.map((p) => ({ value: p, label: earningsPeriodLabels[p] }))}
        className="earnings-period"
      />
      {store.earnings.state === 'failed' && data && (
        <Alert type="error" showIcon title={store.earnings.error} className="earnings-alert" />
      )}
      <Loaded resource={store.earnings} rows={6}>
        {(data) => (
          <>
            <StatCards
              label="Balances"
              items={cardsOf(data).map(([label, paise]) => [label, signedRupees(paise)])}
            />
            {data.balances.balancePaise < 0 && (
              <Alert
                type="warning"
                showIcon
                className="earnings-alert"
                title="A refund came after your last payout: the amount is taken from your next earnings."
              />
            )}
            <p className="page-description">
              Platform fee {data.feeBasisPoints / 100} %{data.feeBasisPoints === 0 ? ' (launch offer)' : ''},
              GST {data.gstBasisPoints / 100} % on the fee, TDS (section 194-O) {data.tdsBasisPoints / 100} %
              of gross. Payouts go out weekly to your payout account.
            </p>
            <h2 className="section-heading">
              {earningsPeriodLabels[data.period]}: net {signedRupees(data.totals.netPaise)}
            </h2>
            <NetChart chart={data.chart} lines={data.lines.length} />
            <h2 className="section-heading">Ledger</h2>
            <LazyTable<LedgerLine>
              rowKey="_id"
              dataSource={data.lines}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              locale={{ emptyText: 'No earnings in this period.' }}
              scroll={{ x: 'max-content' }}
              columns={[
                {
                  title: 'Date',
                  dataIndex: 'date',
                  render: (d: string) => <span className="nowrap">{formatDate(istDate(d))}</span>,
                },
                {
                  title: 'Type',
                  dataIndex: 'kind',
                  render: (k: LedgerLine['kind']) => (
                    <Tag color={k === 'refund' ? 'red' : 'green'}>{kindLabel[k]}</Tag>
                  ),
                },
                // The description wraps at this width and the amounts have short headings (the line above the
                // chart says what the fee and its GST are), so on a 1280 px laptop the Net column shows
                // without scrolling.
                { title: 'Description', dataIndex: 'description', width: 200 },
                { title: 'Client', dataIndex: 'counterpart' },
                ...amountColumns,
              ]}
            />
            <h2 className="section-heading">Monthly statement</h2>
            {months.length === 0 ? (
              <p>No statements yet.</p>
            ) : (
              <div className="list-toolbar">
                <ChoiceSelect
                  aria-label="Statement month"
                  value={chosen}
                  onChange={setMonth}
                  options={months.map((m) => ({ value: m, label: formatMonth(m) }))}
                  className="list-toolbar-select"
                />
                <Button onClick={() => void download()}>Download statement (PDF)</Button>
              </div>
            )}
          </>
        )}
      </Loaded>
    </Page>
  );
}

export default observer(EarningsPage);
