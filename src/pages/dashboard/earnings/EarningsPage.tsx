// Earnings (lawyers): this week / this month / all, balances, a chart of the net per day or month (NetChart.tsx),
// the ledger table (each line saying its TDS rate and why) and the
// monthly statement PDF. Reads EarningsStore.
import type { Earnings, EarningsPeriod, LedgerLine } from '@contract';
import { earningsPeriods } from '@contract/earningsTerms';
import { tdsPercent, tdsRateOn, tdsThreshold } from '@contract/tds';
import { Alert, Button, Segmented, Tag } from 'antd';
import { LazyTable } from '@/components/LazyTable';
import { LinkButton } from '@/components/LinkButton';
import { ChoiceSelect } from '@/components/ChoiceSelect';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { saveBlob } from '@/api/download';
import { Loaded } from '@/components/Loaded';
import { Page } from '@/components/Page';
import { StatCards } from '@/components/StatCards';
import { useToast } from '@/components/toast';
import { msg, useT } from '@/i18n';
import { formatDate, formatMonth } from '@/i18n/dates';
import { useStores } from '@/stores/context';
import { EarningsLinks } from './EarningsLinks';
import { istDate, signedRupees } from './money';
import { NetChart } from './NetChart';

const money = (paise: number) => <span className="nowrap">{signedRupees(paise)}</span>;

/** The ledger's amounts, right-aligned so that rupees line up under rupees. */
const amountColumns = (
  [
    [msg('Gross'), 'grossPaise'],
    [msg('Fee'), 'feePaise'],
    [msg('GST'), 'gstPaise'],
    [msg('TDS'), 'tdsPaise'],
    [msg('Net'), 'netPaise'],
  ] as const
).map(([title, dataIndex]) => ({ title, dataIndex, render: money, align: 'right' as const }));

const kindLabel: Record<LedgerLine['kind'], string> = {
  consultation: msg('Consultation'),
  refund: msg('Refund'),
  service_order: msg('Document order'),
};

/** The contract's earningsPeriodLabels, translated where shown. */
const periodLabels: Record<EarningsPeriod, string> = {
  week: msg('This week'),
  month: msg('This month'),
  all: msg('All'),
};

/** Without a PAN every line pays the higher TDS: what a PAN changes, and where to give one. */
function NoPanAlert() {
  const t = useT();
  const rate = tdsRateOn(istDate(new Date().toISOString()));
  return (
    <Alert
      type="warning"
      showIcon
      className="earnings-alert"
      title={t(
        "No PAN given: TDS is {noPan} of your gross. With a PAN, none while this financial year's gross stays within {threshold}, then {withPan}.",
        {
          noPan: tdsPercent(rate.noPanBasisPoints),
          threshold: tdsThreshold(rate),
          withPan: tdsPercent(rate.panBasisPoints),
        },
      )}
      action={
        <LinkButton size="small" to="/dashboard/earnings/payout-settings">
          {t('Add your PAN')}
        </LinkButton>
      }
    />
  );
}

function EarningsPage() {
  const { auth, earnings: store } = useStores();
  const toast = useToast();
  const t = useT();
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
      toast.error(t('The statement could not be downloaded.'));
    }
  }

  if (!lawyer)
    return (
      <Page heading={t('Earnings')}>
        <Alert type="info" showIcon title={t('Earnings are for lawyers only.')} />
      </Page>
    );

  const cardsOf = (data: Earnings): [string, number][] => [
    [t('Balance'), data.balances.balancePaise],
    [t('Net earned'), data.balances.earnedPaise],
    [t('Paid out'), data.balances.paidOutPaise],
    [t('On the way'), data.balances.inTransitPaise],
  ];

  return (
    <Page
      heading={t('Earnings')}
      description={t('What you earned, what LexSetu deducted and what is paid out to you.')}
    >
      <EarningsLinks />
      <Segmented<EarningsPeriod>
        aria-label={t('Period')}
        value={store.period}
        onChange={(p) => void store.load(p)}
        options={earningsPeriods.map((p) => ({ value: p, label: t(periodLabels[p]) }))}
        className="earnings-period"
      />
      {store.earnings.state === 'failed' && data && (
        <Alert type="error" showIcon title={store.earnings.error} className="earnings-alert" />
      )}
      <Loaded resource={store.earnings} rows={6}>
        {(data) => (
          <>
            <StatCards
              label={t('Balances')}
              items={cardsOf(data).map(([label, paise]) => [label, signedRupees(paise)])}
            />
            {data.balances.balancePaise < 0 && (
              <Alert
                type="warning"
                showIcon
                className="earnings-alert"
                title={t(
                  'A refund came after your last payout: the amount is taken from your next earnings.',
                )}
              />
            )}
            {!data.panGiven && <NoPanAlert />}
            <p className="page-description">
              {data.feeBasisPoints === 0
                ? t(
                    'Platform fee {fee} % (launch offer), GST {gst} % on the fee, and TDS (section 194-O) as each line says. Payouts go out weekly to your payout account.',
                    { fee: 0, gst: data.gstBasisPoints / 100 },
                  )
                : t(
                    'Platform fee {fee} %, GST {gst} % on the fee, and TDS (section 194-O) as each line says. Payouts go out weekly to your payout account.',
                    { fee: data.feeBasisPoints / 100, gst: data.gstBasisPoints / 100 },
                  )}
            </p>
            <h2 className="section-heading">
              {t('{period}: net {amount}', {
                period: t(periodLabels[data.period]),
                amount: signedRupees(data.totals.netPaise),
              })}
            </h2>
            <NetChart chart={data.chart} lines={data.lines.length} />
            <h2 className="section-heading">{t('Ledger')}</h2>
            <LazyTable<LedgerLine>
              rowKey="_id"
              dataSource={data.lines}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              locale={{ emptyText: t('No earnings in this period.') }}
              scroll={{ x: 'max-content' }}
              columns={[
                {
                  title: t('Date'),
                  dataIndex: 'date',
                  render: (d: string) => <span className="nowrap">{formatDate(istDate(d))}</span>,
                },
                {
                  title: t('Type'),
                  dataIndex: 'kind',
                  render: (k: LedgerLine['kind']) => (
                    <Tag color={k === 'refund' ? 'red' : 'green'}>{t(kindLabel[k])}</Tag>
                  ),
                },
                // The description wraps at this width and the amounts have short headings (the line above the
                // chart says what the fee and its GST are), so on a 1280 px laptop the Net column shows
                // without scrolling.
                {
                  title: t('Description'),
                  dataIndex: 'description',
                  width: 200,
                  render: (description: string, l) => (
                    <>
                      <div>{description}</div>
                      <div>{l.tdsReason}</div>
                    </>
                  ),
                },
                { title: t('Client'), dataIndex: 'counterpart' },
                ...amountColumns.map((column) => ({ ...column, title: t(column.title) })),
              ]}
            />
            <h2 className="section-heading">{t('Monthly statement')}</h2>
            {months.length === 0 ? (
              <p>{t('No statements yet.')}</p>
            ) : (
              <div className="list-toolbar">
                <ChoiceSelect
                  aria-label={t('Statement month')}
                  value={chosen}
                  onChange={setMonth}
                  options={months.map((m) => ({ value: m, label: formatMonth(m) }))}
                  className="list-toolbar-select"
                />
                <Button onClick={() => void download()}>{t('Download statement (PDF)')}</Button>
              </div>
            )}
          </>
        )}
      </Loaded>
    </Page>
  );
}

export default observer(EarningsPage);
