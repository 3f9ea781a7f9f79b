// GST document numbers (CGST rule 46): one consecutive series per financial year (1 April – 31 March, IST),
// at most 16 characters of letters, digits, '-' and '/'. Invoices read `INV/26-27/000001`, credit notes
// `CN/26-27/000001`. The number is stored on the row when the document is issued, inside the transaction
// that issues it; the unique index on `number` makes a concurrent issuer retry instead of reusing a number.
import { financialYearOf } from '@contract/istCalendar';
import type { Db } from '../db/connection';

// The series runs per financial year (migration 023 reads it from here).
export { financialYearOf };

/** payment_receipts: a wallet top-up's receipt, RCT/26-27/000001 (an advance, not a supply). */
export type DocumentSeries = 'invoices' | 'credit_notes' | 'payment_receipts';

const prefixOf: Record<DocumentSeries, string> = {
  invoices: 'INV',
  credit_notes: 'CN',
  payment_receipts: 'RCT',
};
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
