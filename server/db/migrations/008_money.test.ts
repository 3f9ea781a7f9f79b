import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, sampleUserRow, tableColumns } from '../testDb';
import { migrations } from '.';
import { moneyMigration } from './008_money';

let db: Db;
afterEach(() => closeDatabase(db));

const order = {
  id: 'O1',
  user_id: 'U1',
  gateway: 'demo' as const,
  gateway_order_id: 'order_demo_1',
  purpose: 'plan' as const,
  plan: 'monthly' as const,
  booking_id: null,
  amount_paise: 9900,
  description: 'Premium monthly',
  status: 'created' as const,
  created_at: 'now',
  paid_at: null,
};
const payment = {
  id: 'P1',
  order_id: 'O1',
  user_id: 'U1',
  gateway_payment_id: 'pay_1',
  method: 'creditCard',
  last4: '1111',
  address_line1: '',
  address_line2: '',
  amount_paise: 9900,
  created_at: 'now',
};

describe('008_money', () => {
  it('is registered as version 8 and applies on top of the earlier ones, with no column for card data', async () => {
    expect(migrations.at(7)).toBe(moneyMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 7));
    expect((await migrateToLatest(db, migrations.slice(0, 8))).applied).toEqual([8]);
    const columns = await tableColumns(db);
    for (const table of [
      'payment_orders',
      'payments',
      'subscriptions',
      'invoices',
      'webhook_events',
      'documents',
    ])
      expect(columns(table), table).toBeDefined();
    const all = ['payment_orders', 'payments', 'invoices'].flatMap((t) => columns(t) ?? []);
    expect(all.filter((c) => /card_number|cvv|expiry/.test(c))).toEqual([]);
    expect(columns('payments')).toContain('last4');
  });

  it('allows one payment per order and one invoice per number', async () => {
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 8));
    await db.insertInto('users').values(sampleUserRow).execute();
    await db.insertInto('payment_orders').values(order).execute();
    await db.insertInto('payments').values(payment).execute();
    await expect(
      db
        .insertInto('payments')
        .values({ ...payment, id: 'P2', gateway_payment_id: 'pay_2' })
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
    // An invoice as of migration 8: `number` came with migration 23.
    const invoice = {
      number: undefined as unknown as string,
      id: 'I1',
      seq: 1,
      user_id: 'U1',
      payment_id: 'P1',
      kind: 'plan' as const,
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
      status: 'paid' as const,
      issued_at: 'now',
    };
    await db.insertInto('invoices').values(invoice).execute();
    await expect(
      db
        .insertInto('invoices')
        .values({ ...invoice, id: 'I2' })
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
    await db.deleteFrom('invoices').execute();
    await db.deleteFrom('payments').execute();
    await db.deleteFrom('users').where('id', '=', 'U1').execute();
    expect(await db.selectFrom('payment_orders').select('id').execute()).toEqual([]);
  });
});
