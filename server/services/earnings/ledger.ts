// The ledger is read from the payments table, never stored twice: every payment of a ledger source (sources.ts)
// is a line, and every refund of one (failed refunds gave nothing back) a negative line. Each line is split into
// fee, GST on the fee, TDS (tds.ts, with its reason) and net.
import type { LedgerLine } from '@contract';
import type { Db, Trx } from '../../db/connection';
import { splitGross, type LineAmounts } from './money';
import { ledgerSources } from './sources';
import { tdsOfLedger, type Tds, type TdsLine } from './tds';

export interface Line extends LedgerLine {
  lawyerId: string;
}

/** When each lawyer (or the one asked) first gave a PAN. */
export async function panGivenAt(db: Db | Trx, lawyerId: string | null): Promise<Map<string, string>> {
  let query = db.selectFrom('pans').select(['user_id', 'given_at']);
  if (lawyerId) query = query.where('user_id', '=', lawyerId);
  return new Map((await query.execute()).map((r) => [r.user_id, r.given_at]));
}

/** Every ledger line of one lawyer (or of every lawyer), oldest first. */
export async function ledgerOf(
  db: Db | Trx,
  lawyerId: string | null,
  feeBasisPoints: number,
): Promise<Line[]> {
  const payments = (await Promise.all(ledgerSources.map((source) => source(db, lawyerId)))).flat();
  const byId = new Map(payments.map((p) => [p.paymentId, p]));
  const refunds = [];
  const ids = [...byId.keys()];
  for (let i = 0; i < ids.length; i += 500)
    refunds.push(
      ...(await db
        .selectFrom('refunds')
        .select(['id', 'payment_id', 'amount_paise', 'created_at', 'status'])
        .where('payment_id', 'in', ids.slice(i, i + 500))
        .where('status', '<>', 'failed')
        .execute()),
    );
  type Unsplit = Omit<Line, keyof LineAmounts | 'tdsBasisPoints' | 'tdsReason'> & TdsLine;
  const unsplit: Unsplit[] = [
    ...payments.map((p) => ({
      _id: `payment-${p.paymentId}`,
      lawyerId: p.lawyerId,
      kind: p.kind,
      date: p.at,
      description: p.description,
      counterpart: p.counterpart,
      grossPaise: p.amountPaise,
    })),
    ...refunds.map((r) => {
      const paid = byId.get(r.payment_id)!;
      return {
        _id: `refund-${r.id}`,
        lawyerId: paid.lawyerId,
        kind: 'refund' as const,
        date: r.created_at,
        description: `Refund: ${paid.description}`,
        counterpart: paid.counterpart,
        grossPaise: -r.amount_paise,
        refundOf: `payment-${r.payment_id}`,
      };
    }),
  ].sort((a, b) => a.date.localeCompare(b.date) || a._id.localeCompare(b._id));
  // TDS follows each lawyer's own year (threshold, PAN): the lines are taken lawyer by lawyer.
  const byLawyer = new Map<string, Unsplit[]>();
  for (const line of unsplit) {
    const own = byLawyer.get(line.lawyerId);
    if (own) own.push(line);
    else byLawyer.set(line.lawyerId, [line]);
  }
  const pans = await panGivenAt(db, lawyerId);
  const tds = new Map<string, Tds>();
  for (const [lawyer, own] of byLawyer)
    for (const [id, t] of tdsOfLedger(own, pans.get(lawyer) ?? null)) tds.set(id, t);
  return unsplit.map(({ refundOf: _, ...line }) => {
    const { basisPoints, reason } = tds.get(line._id)!;
    return {
      ...line,
      ...splitGross(line.grossPaise, feeBasisPoints, basisPoints),
      tdsBasisPoints: basisPoints,
      tdsReason: reason,
    };
  });
}

/** A line as the lawyer sees it. */
export const present = ({ lawyerId: _, ...line }: Line): LedgerLine => line;
