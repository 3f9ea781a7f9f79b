// GET /api/earnings: a lawyer's ledger of the period, its totals and chart, the balances and the statement months.
import { gstOnFeeBasisPoints, type Earnings, type InputOf, type earningsEndpoints } from '@contract';
import { istDay } from '@contract/istCalendar';
import type { UserRow } from '../../db/schema';
import { payoutTotals } from './balance';
import { requireLawyer, type EarningsDeps } from './common';
import { ledgerOf, panGivenAt, present } from './ledger';
import { sumLines } from './money';
import { chartOf, periodStart } from './periods';

/** GET /api/earnings: the period's ledger, totals and chart, and the balances (lawyers only). */
export async function earningsOf(
  deps: EarningsDeps,
  me: UserRow,
  { query }: InputOf<typeof earningsEndpoints.earnings>,
): Promise<Earnings> {
  requireLawyer(me);
  const now = deps.clock.now();
  const fee = deps.config.platformFeeBasisPoints;
  const all = await ledgerOf(deps.db, me.id, fee);
  const from = periodStart(query.period, now);
  const lines = from ? all.filter((l) => l.date >= from) : all;
  const { paidOut, inTransit } = await payoutTotals(deps.db, me.id);
  const earned = sumLines(all).netPaise;
  return {
    period: query.period,
    feeBasisPoints: fee,
    gstBasisPoints: gstOnFeeBasisPoints,
    panGiven: (await panGivenAt(deps.db, me.id)).has(me.id),
    lines: lines.map(present).reverse(),
    totals: sumLines(lines),
    chart: chartOf(query.period, lines, now),
    balances: {
      earnedPaise: earned,
      paidOutPaise: paidOut,
      inTransitPaise: inTransit,
      balancePaise: earned - paidOut - inTransit,
    },
    statementMonths: [...new Set(all.map((l) => istDay(l.date).slice(0, 7)))].sort().reverse(),
  };
}
