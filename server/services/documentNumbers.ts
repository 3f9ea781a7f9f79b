// GST document numbers (CGST rule 46): one consecutive series per financial year (1 April – 31 March, IST),
// at most 16 characters of letters, digits, '-' and '/'. Invoices read `INV/26-27/000001`, credit notes
// `CN/26-27/000001`. The number is stored on the row when the document is issued, inside the transaction
// that issues it; the unique index on `number` makes a concurrent issuer retry instead of reusing a number.
import type { Db } from '../db/connection';

export type DocumentSeries = 'invoices' | 'credit_notes';

const prefixOf: Record<DocumentSeries, string> = { invoices: 'INV', credit_notes: 'CN' };
const istOffsetMs = 330 * 60_000;

/** '26-27' for any instant from 1 April 2026 00:00 IST to 31 March 2027 23:59:59 IST. */
export function financialYearOf(at: string): string {
  const ist = new Date(Date.parse(at) + istOffsetMs);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  const yy = (year: number) => String(year % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

export const documentNumber = (series: DocumentSeries, financialYear: string, n: number) =>
  `${prefixOf[series]}/${financialYear}/${String(n).padStart(6, '0')}`;

/** The next number of the series in the financial year of `at` (zero-padded, so the text maximum is the last). */
export async function nextDocumentNumber(trx: Db, series: DocumentSeries, at: string): Promise<string> {
  const year = financialYearOf(at);
  const head = documentNumber(series, year, 0).slice(0, -6);
  const last = await trx
    .selectFrom(series)
    .select((eb) => eb.fn.max('number').as('number'))
    .where('number', 'like', `${head}%`)
    .executeTakeFirst();
  const n = last?.number ? Number(last.number.slice(head.length)) + 1 : 1;
  return documentNumber(series, year, n);
}

/** A file name for a document number ('/' is not allowed in file names). */
export const documentFileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;
