import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase } from '../testDb';
import { migrations } from '.';
import { documentNumbersMigration } from './023_document_numbers';

let db: Db;
afterEach(() => closeDatabase(db));

// Documents as of migration 22 (no `number`); the references are not what this migration is about.
const invoice = (id: string, seq: number, issuedAt: string) => ({
  id,
  seq,
  user_id: 'U1',
  payment_id: `P${seq}`,
  kind: 'plan',
  issuer_name: 'LexSetu',
  issuer_gstin: 'G',
  client_name: 'A',
  client_email: 'a@b.in',
  client_gstin: null,
  description: 'Premium monthly',
  taxable_paise: 8390,
  gst_paise: 1510,
  total_paise: 9900,
  reverse_charge: 0,
  status: 'paid',
  issued_at: issuedAt,
});

describe('023_document_numbers', () => {
  it('numbers existing invoices and credit notes per financial year in issue order, and keeps numbers unique', async () => {
    expect(migrations.at(22)).toBe(documentNumbersMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 22));
    await sql`PRAGMA foreign_keys = OFF`.execute(db);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const raw = db as any;
    await raw
      .insertInto('invoices')
      .values([
        invoice('I1', 1, '2027-03-31T18:29:59.000Z'), // 31 March, 23:59:59 IST: FY 2026-27
        invoice('I2', 2, '2027-03-31T18:30:00.000Z'), // 1 April, 00:00 IST: FY 2027-28
        invoice('I3', 3, '2027-04-02T10:00:00.000Z'),
        invoice('I0', 0, '2026-11-01T10:00:00.000Z'),
      ])
      .execute();
    await raw
      .insertInto('credit_notes')
      .values({
        id: 'C1',
        seq: 1,
        refund_id: 'R1',
        invoice_id: 'I3',
        user_id: 'U1',
        taxable_paise: 1,
        gst_paise: 0,
        total_paise: 1,
        issued_at: '2027-04-03T10:00:00.000Z',
      })
      .execute();
    expect((await migrateToLatest(db, migrations.slice(0, 23))).applied).toEqual([23]);

    const numbers = await db.selectFrom('invoices').select(['id', 'number']).orderBy('seq').execute();
    expect(numbers).toEqual([
      { id: 'I0', number: 'INV/26-27/000001' },
      { id: 'I1', number: 'INV/26-27/000002' },
      { id: 'I2', number: 'INV/27-28/000001' },
      { id: 'I3', number: 'INV/27-28/000002' },
    ]);
    expect(await db.selectFrom('credit_notes').select('number').execute()).toEqual([
      { number: 'CN/27-28/000001' },
    ]);
    await expect(
      raw
        .insertInto('invoices')
        .values({ ...invoice('I4', 4, '2027-04-04T10:00:00.000Z'), number: 'INV/27-28/000002' })
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
  });
});
