// A lawyer's monthly earnings statement as an A4 PDF (pdf-lib, standard fonts, as invoices are made): every ledger
// line of the month with gross, platform fee, GST on the fee, TDS (194-O) and net, then the month's totals.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { legalEntity, type LedgerLine } from '@contract';
import type { UserRow } from '../db/schema';
import { statementLines, type EarningsDeps, type LineAmounts } from './earnings';

/** Standard PDF fonts have no ₹ glyph: amounts read "INR 99.00" (a minus sign for refunds). */
const inr = (paise: number) => `${paise < 0 ? '-' : ''}INR ${(Math.abs(paise) / 100).toFixed(2)}`;
const safe = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

export async function statementPdf(input: {
  month: string;
  lawyerName: string;
  lines: LedgerLine[];
  totals: LineAmounts;
  feeBasisPoints: number;
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Earnings statement ${input.month}`);
  pdf.setProducer('LexSetu');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = pdf.addPage([842, 595]);
  let y = 550;
  const text = (value: string, x: number, options: { f?: PDFFont; size?: number } = {}) =>
    page.drawText(safe(value), {
      x,
      y,
      size: options.size ?? 9,
      font: options.f ?? font,
      color: rgb(0.1, 0.1, 0.1),
    });
  const columns = [40, 110, 330, 450, 530, 600, 670, 740];
  const row = (cells: string[], f?: PDFFont) => {
    if (y < 50) {
      page = pdf.addPage([842, 595]);
      y = 550;
    }
    cells.forEach((cell, i) => text(cell, columns[i]!, { f }));
    y -= 16;
  };
  text('EARNINGS STATEMENT', 40, { f: bold, size: 18 });
  y -= 24;
  text(`${input.lawyerName} - ${input.month}`, 40, { size: 11 });
  y -= 16;
  text(
    `Issued by ${legalEntity.name}. Platform fee ${(input.feeBasisPoints / 100).toFixed(2)} %, GST 18 % on the fee, TDS u/s 194-O 1 % of gross (deducted).`,
    40,
  );
  y -= 24;
  row(['Date', 'Description', 'Client', 'Gross', 'Fee', 'GST', 'TDS', 'Net'], bold);
  for (const l of input.lines)
    row([
      new Date(Date.parse(l.date) + 330 * 60_000).toISOString().slice(0, 10), // the day in India
      l.description.slice(0, 42),
      l.counterpart.slice(0, 22),
      inr(l.grossPaise),
      inr(l.feePaise),
      inr(l.gstPaise),
      inr(l.tdsPaise),
      inr(l.netPaise),
    ]);
  if (input.lines.length === 0) row(['', 'No earnings this month.']);
  y -= 6;
  const t = input.totals;
  row(
    ['Total', '', '', inr(t.grossPaise), inr(t.feePaise), inr(t.gstPaise), inr(t.tdsPaise), inr(t.netPaise)],
    bold,
  );
  return pdf.save();
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
  });
  return { fileName: `lexsetu-earnings-${month}.pdf`, bytes: Buffer.from(bytes) };
}
