// A lawyer's balance: net of every ledger line less every payout not lost (paid, on its way, or failed and to be
// retried). It may be negative (a refund after a payout): carried forward until it is positive again.
import type { LedgerLine, Payout } from '@contract';
import type { Db, Trx } from '../../db/connection';
import { ledgerOf } from './ledger';
import { sumLines } from './money';

/** Payouts that took money off the balance: all of them (a failed one is still owed and retried). */
export async function payoutTotals(db: Db | Trx, lawyerId: string) {
  const rows = await db
    .selectFrom('payouts')
    .select(['status', 'amount_paise', 'tds'])
    .where('lawyer_id', '=', lawyerId)
    .execute();
  const paidOut = rows.filter((r) => r.status === 'paid').reduce((s, r) => s + r.amount_paise, 0);
  const inTransit = rows.filter((r) => r.status !== 'paid').reduce((s, r) => s + r.amount_paise, 0);
  return { paidOut, inTransit, tds: rows.map((r) => JSON.parse(r.tds) as Payout['tds']) };
}

/** The ledger's gross and TDS by rule, less what earlier payouts paid out of each: what the next one pays out. */
function tdsToPayOut(lines: LedgerLine[], earlier: Payout['tds'][]): Payout['tds'] {
  const byReason = new Map<string, { grossPaise: number; tdsPaise: number }>();
  const add = (reason: string, grossPaise: number, tdsPaise: number) => {
    const sum = byReason.get(reason) ?? { grossPaise: 0, tdsPaise: 0 };
    byReason.set(reason, { grossPaise: sum.grossPaise + grossPaise, tdsPaise: sum.tdsPaise + tdsPaise });
  };
  for (const l of lines) add(l.tdsReason, l.grossPaise, l.tdsPaise);
  for (const e of earlier.flat()) add(e.reason, -e.grossPaise, -e.tdsPaise);
  return [...byReason]
    .filter(([, sum]) => sum.grossPaise !== 0 || sum.tdsPaise !== 0)
    .map(([reason, sum]) => ({ reason, ...sum }));
}

/**
 * Every lawyer's balance at once (admins' payouts due): the whole ledger and one sum of payouts per lawyer, so it
 * costs the same statements whatever the number of lawyers.
 */
export async function balancesOf(db: Db | Trx, feeBasisPoints: number): Promise<Map<string, number>> {
  const balances = new Map<string, number>();
  for (const line of await ledgerOf(db, null, feeBasisPoints))
    balances.set(line.lawyerId, (balances.get(line.lawyerId) ?? 0) + line.netPaise);
  const payouts = await db
    .selectFrom('payouts')
    .select(['lawyer_id', (eb) => eb.fn.sum<number>('amount_paise').as('total')])
    .groupBy('lawyer_id')
    .execute();
  for (const p of payouts)
    if (balances.has(p.lawyer_id)) balances.set(p.lawyer_id, balances.get(p.lawyer_id)! - Number(p.total));
  return balances;
}

export async function balanceOf(db: Db | Trx, lawyerId: string, feeBasisPoints: number) {
  const lines = await ledgerOf(db, lawyerId, feeBasisPoints);
  const earned = sumLines(lines).netPaise;
  const { paidOut, inTransit, tds } = await payoutTotals(db, lawyerId);
  return {
    earnedPaise: earned,
    paidOutPaise: paidOut,
    inTransitPaise: inTransit,
    balancePaise: earned - paidOut - inTransit,
    tdsToPayOut: tdsToPayOut(lines, tds),
  };
}
