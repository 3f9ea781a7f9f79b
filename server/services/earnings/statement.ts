// A lawyer's statement of one month (IST): its ledger lines and totals, as the PDF file GET
// /api/earnings/statement/:month sends.
import { istDay } from '@contract/istCalendar';
import type { UserRow } from '../../db/schema';
import { badRequest } from '../../errors';
import { getUserSettings } from '../settings';
import { requireLawyer, type EarningsDeps } from './common';
import { ledgerOf, present } from './ledger';
import { sumLines } from './money';
import { statementPdf } from './statementPdf';

/** The lines of one month (IST) for the statement PDF. */
export async function statementLines(deps: EarningsDeps, me: UserRow, month: string) {
  requireLawyer(me);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw badRequest('statement_month_format', 'month');
  const lines = (await ledgerOf(deps.db, me.id, deps.config.platformFeeBasisPoints)).filter(
    (l) => istDay(l.date).slice(0, 7) === month,
  );
  return { lines: lines.map(present), totals: sumLines(lines) };
}

/** The lawyer's own statement of a month ('2026-11', '.pdf' may follow) as a file to send. */
export async function earningsStatementFile(
  deps: EarningsDeps,
  me: UserRow,
  requested: string,
): Promise<{ fileName: string; bytes: Buffer }> {
  const month = requested.replace(/\.pdf$/, '');
  const { lines, totals } = await statementLines(deps, me, month);
  const bytes = await statementPdf({
    month,
    lawyerName: me.name,
    lines,
    totals,
    feeBasisPoints: deps.config.platformFeeBasisPoints,
    // In the lawyer's language (their Settings).
    language: (await getUserSettings(deps.db, me.id)).preferredLanguage,
  });
  return { fileName: `lexsetu-earnings-${month}.pdf`, bytes: Buffer.from(bytes) };
}
