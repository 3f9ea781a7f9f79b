// A lawyer's monthly earnings statement as an A4 PDF (printed as invoices are, services/pdf/, in the lawyer's
// language): every ledger line of the month with gross, platform fee, GST on the fee, TDS (194-O) and net, the
// TDS rate applied and why under it, then the month's totals.
import { legalEntity, tdsPercent, tdsRateOn, tdsReasons, tdsThreshold, type LedgerLine } from '@contract';
import { istDay } from '@contract/istCalendar';
import {
  documentDay,
  documentMonth,
  documentRupees,
  pdfTranslator,
  type PdfText,
  type UiLanguage,
} from '../pdf/labels';
import { PdfWriter, type TextOptions } from '../pdf/writer';
import type { LineAmounts } from './money';

type Translate = ReturnType<typeof pdfTranslator>;

const letters = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** At most `count` letters (grapheme clusters: a Devanagari or Tamil letter keeps its signs). */
const graphemes = (text: string) => Array.from(letters.segment(text), (s) => s.segment);
const clip = (text: string, count: number) => graphemes(text).slice(0, count).join('').trimEnd();

/** Why a line's TDS is what it is, in the reader's words: the reason is one of tdsReasons for its date's rate. */
function tdsReason(line: LedgerLine, t: Translate): string {
  const rate = tdsRateOn(istDay(line.date));
  const values = {
    percent: tdsPercent(rate.panBasisPoints),
    threshold: tdsThreshold(rate),
  };
  const known: [string, PdfText, Record<string, string>][] = [
    [tdsReasons.exempt(rate), 'No TDS: gross this financial year within {threshold}', values],
    [tdsReasons.panGiven(rate), 'TDS {percent} (section 194-O, PAN given)', values],
    [
      tdsReasons.crossed(rate),
      "TDS {percent} (section 194-O, PAN given): this line took the year's gross past {threshold}",
      values,
    ],
    [tdsReasons.noPan(rate), 'TDS {percent}: no PAN given', { percent: tdsPercent(rate.noPanBasisPoints) }],
  ];
  const found = known.find(([english]) => english === line.tdsReason);
  return found ? t(found[1], found[2]) : line.tdsReason;
}

export async function statementPdf(input: {
  month: string;
  lawyerName: string;
  lines: LedgerLine[];
  totals: LineAmounts;
  feeBasisPoints: number;
  language?: UiLanguage;
}): Promise<Uint8Array> {
  const language = input.language ?? 'English';
  const t = pdfTranslator(language);
  const month = documentMonth(input.month, language);
  const pdf = await PdfWriter.create(language, t('Earnings statement {month}', { month }));
  pdf.addPage([842, 595]);
  let y = 550;
  const text = (value: string, x: number, options: TextOptions = {}) =>
    pdf.text(value, x, y, { size: 9, ...options });
  const columns = [40, 110, 330, 450, 530, 600, 670, 740];
  /** A row of cells, on a new page when fewer than `room` points are left. */
  const row = async (cells: string[], bold = false, room = 50) => {
    if (y < room) {
      pdf.addPage([842, 595]);
      y = 550;
    }
    for (const [i, cell] of cells.entries()) {
      if (!cell) continue;
      // A cell wider than its column (a long translated heading, a long name) is printed smaller, down to 7
      // points, and then cut short with '…'.
      const room = (columns[i + 1] ?? 802) - columns[i]! - 6;
      const size = Math.max(7, Math.min(9, (9 * room) / (await pdf.width(cell, { size: 9, bold }))));
      let shown = cell;
      for (let n = graphemes(cell).length - 1; n > 0; n--) {
        if ((await pdf.width(shown, { size, bold })) <= room) break;
        shown = `${clip(cell, n)}…`;
      }
      await text(shown, columns[i]!, { bold, size });
    }
    y -= 16;
  };
  await text(t('EARNINGS STATEMENT'), 40, { bold: true, size: 18 });
  y -= 24;
  await text(t('{name} - {month}', { name: input.lawyerName, month }), 40, { size: 11 });
  y -= 16;
  const terms = t(
    'Issued by {entity}. Platform fee {fee} %, GST 18 % on the fee, TDS u/s 194-O deducted at the rate under each line.',
    { entity: legalEntity.name, fee: (input.feeBasisPoints / 100).toFixed(2) },
  );
  for (const part of await pdf.wrap(terms, 760, { size: 9 })) {
    await text(part, 40);
    y -= 12;
  }
  y -= 12;
  await row(
    [t('Date'), t('Description'), t('Client'), t('Gross'), t('Fee'), t('GST'), t('TDS'), t('Net')],
    true,
  );
  for (const l of input.lines) {
    await row(
      [
        documentDay(istDay(l.date), language),
        clip(l.description, 42),
        clip(l.counterpart, 22),
        documentRupees(l.grossPaise),
        documentRupees(l.feePaise),
        documentRupees(l.gstPaise),
        documentRupees(l.tdsPaise),
        documentRupees(l.netPaise),
      ],
      false,
      64, // the line and its TDS reason on one page
    );
    y += 4;
    await text(tdsReason(l, t), 110, { size: 8 });
    y -= 14;
  }
  if (input.lines.length === 0) await row(['', t('No earnings this month.')]);
  y -= 6;
  const s = input.totals;
  await row(
    [
      t('Total'),
      '',
      '',
      documentRupees(s.grossPaise),
      documentRupees(s.feePaise),
      documentRupees(s.gstPaise),
      documentRupees(s.tdsPaise),
      documentRupees(s.netPaise),
    ],
    true,
  );
  return pdf.save();
}
