// Invoice and credit-note numbers per financial year (GST rule 46): `number` holds the printed number
// (INV/26-27/000001, CN/26-27/000001), unique. Existing documents are numbered in issue order within the
// financial year of their issue date; `seq` stays as the issue order across years.
import { sql } from 'kysely';
import { documentNumber, financialYearOf, type DocumentSeries } from '../../services/documentNumbers';
import type { Migration, MigrationTransaction } from './types';

async function numberSeries(trx: MigrationTransaction, series: DocumentSeries) {
  await trx.schema.alterTable(series).addColumn('number', 'text').execute();
  const rows = await sql<{ id: string; issued_at: string }>`
    select id, issued_at from ${sql.table(series)} order by seq`.execute(trx);
  const counts = new Map<string, number>();
  for (const row of rows.rows) {
    const year = financialYearOf(row.issued_at);
    const n = (counts.get(year) ?? 0) + 1;
    counts.set(year, n);
    await sql`update ${sql.table(series)} set number = ${documentNumber(series, year, n)} where id = ${row.id}`.execute(
      trx,
    );
  }
  await trx.schema.createIndex(`${series}_number_key`).on(series).column('number').unique().execute();
}

export const documentNumbersMigration: Migration = {
  version: 23,
  name: 'document_numbers',
  async up(trx) {
    await numberSeries(trx, 'invoices');
    await numberSeries(trx, 'credit_notes');
  },
};
