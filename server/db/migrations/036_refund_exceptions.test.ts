import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestPostgres, type TestDatabase } from '../../test/database';
import { closeDatabase, dialectOf, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, sampleUserRow } from '../testDb';
import { migrations } from '.';
import { refundExceptionsMigration } from './036_refund_exceptions';

let sqlite: Db | undefined;
let postgres: TestDatabase | undefined;
afterEach(async () => {
  if (sqlite) await closeDatabase(sqlite);
  await postgres?.close();
  sqlite = postgres = undefined;
});

const at = '2026-12-07T10:00:00.000Z';
const refund = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  payment_id: 'P1',
  user_id: 'U1',
  booking_id: null,
  amount_paise: 1000,
  reason: 'client',
  status: 'processed',
  gateway: 'demo',
  gateway_refund_id: `rfnd_${id}`,
  failure: null,
  created_at: at,
  processed_at: at,
  ...extra,
});

/** Before 036: a paid plan with its invoice, one refund and its credit note. */
async function paidAndRefunded(db: Db) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const raw = db as any;
  await raw.insertInto('users').values(sampleUserRow).execute();
  await raw
    .insertInto('payment_orders')
    .values({
      id: 'O1',
      user_id: 'U1',
      gateway: 'demo',
      gateway_order_id: 'order_1',
      purpose: 'plan',
      plan: 'monthly',
      booking_id: null,
      amount_paise: 9900,
      description: 'Premium',
      status: 'paid',
      created_at: at,
      paid_at: at,
    })
    .execute();
  await raw
    .insertInto('payments')
    .values({
      id: 'P1',
      order_id: 'O1',
      user_id: 'U1',
      gateway_payment_id: 'pay_1',
      method: 'creditCard',
      last4: null,
      address_line1: '',
      address_line2: '',
      amount_paise: 9900,
      created_at: at,
    })
    .execute();
  await raw
    .insertInto('invoices')
    .values({
      id: 'I1',
      seq: 1,
      number: 'INV/26-27/000001',
      user_id: 'U1',
      payment_id: 'P1',
      kind: 'plan',
      issuer_name: 'LexSetu',
      issuer_gstin: '',
      client_name: 'A',
      client_email: 'a@b.in',
      client_gstin: null,
      description: 'Premium',
      taxable_paise: 8390,
      gst_paise: 1510,
      total_paise: 9900,
      reverse_charge: 0,
      status: 'paid',
      issued_at: at,
    })
    .execute();
  await raw.insertInto('refunds').values(refund('R1')).execute();
  await raw
    .insertInto('credit_notes')
    .values({
      id: 'C1',
      seq: 1,
      number: 'CN/26-27/000001',
      refund_id: 'R1',
      invoice_id: 'I1',
      user_id: 'U1',
      taxable_paise: 847,
      gst_paise: 153,
      total_paise: 1000,
      issued_at: at,
    })
    .execute();
  await raw.insertInto('webhook_events').values({ id: 'evt_1', gateway: 'demo', received_at: at }).execute();
}

async function check(typed: Db) {
  // Rows as the migrations of their time knew them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = typed as any;
  expect(migrations.at(35)).toBe(refundExceptionsMigration);
  await migrateToLatest(typed, migrations.slice(0, 35));
  await paidAndRefunded(typed);
  expect((await migrateToLatest(typed, migrations.slice(0, 36))).applied).toEqual([36]);

  // Every row kept, the old refund a policy one, its credit note still pointing at it.
  expect(await db.selectFrom('refunds').select(['id', 'kind', 'note', 'issued_by']).execute()).toEqual([
    { id: 'R1', kind: 'policy', note: null, issued_by: null },
  ]);
  expect(await db.selectFrom('credit_notes').select(['id', 'refund_id', 'number']).execute()).toEqual([
    { id: 'C1', refund_id: 'R1', number: 'CN/26-27/000001' },
  ]);
  expect(await db.selectFrom('webhook_events').selectAll().execute()).toEqual([
    {
      id: 'evt_1',
      gateway: 'demo',
      received_at: at,
      event_type: null,
      outcome: null,
      detail: null,
      gateway_payment_id: null,
      deliveries: 1,
    },
  ]);
  // Exceptions: several for one payment; a second refund by the policy is still refused.
  const exception = { kind: 'exception', note: 'Goodwill', issued_by: 'U1' };
  await db.insertInto('refunds').values(refund('R2', exception)).execute();
  await db.insertInto('refunds').values(refund('R3', exception)).execute();
  await expect(
    db
      .insertInto('refunds')
      .values(refund('R4', { kind: 'policy' }))
      .execute(),
  ).rejects.toThrow(/unique/i);
  // The keys still hold: a credit note of no refund, a refund of no payment, are refused.
  await expect(
    db
      .insertInto('credit_notes')
      .values({
        id: 'C2',
        seq: 2,
        number: 'CN/26-27/000002',
        refund_id: 'NO-SUCH',
        invoice_id: 'I1',
        user_id: 'U1',
        taxable_paise: 1,
        gst_paise: 0,
        total_paise: 1,
        issued_at: at,
      })
      .execute(),
  ).rejects.toThrow(/foreign key/i);
  await expect(
    db
      .insertInto('refunds')
      .values(refund('R5', { payment_id: 'NO-SUCH', kind: 'exception' }))
      .execute(),
  ).rejects.toThrow(/foreign key/i);
  if (dialectOf(typed) === 'sqlite')
    expect((await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(typed)).rows[0]).toEqual({
      integrity_check: 'ok',
    });
}

describe('036_refund_exceptions', () => {
  it('lets a payment have several refunds, one by the policy, keeping every row (SQLite)', async () => {
    ({ db: sqlite } = openTempDatabase());
    await check(sqlite);
  });

  it('does the same on PostgreSQL', async () => {
    postgres = await openTestPostgres();
    await check(postgres.db);
  }, 120_000);
});
