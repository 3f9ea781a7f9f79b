import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, tableColumns } from '../testDb';
import { migrations } from '.';
import { serviceOrdersMigration } from './024_service_orders';

let db: Db;
afterEach(() => closeDatabase(db));

describe('024_service_orders', () => {
  it('is registered as version 24: the launch catalogue, orders with their timeline and files, money links', async () => {
    expect(migrations.at(23)).toBe(serviceOrdersMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 23));
    expect((await migrateToLatest(db, migrations.slice(0, 24))).applied).toEqual([24]);
    const columns = await tableColumns(db);
    expect(columns('service_orders')).toEqual(
      expect.arrayContaining([
        'client_id',
        'lawyer_id',
        'status',
        'price_paise',
        'answers',
        'call_booking_id',
      ]),
    );
    expect(columns('service_order_events')).toEqual(['actor_id', 'at', 'id', 'kind', 'note', 'order_id']);
    for (const table of ['payment_orders', 'payments', 'refunds', 'reviews'])
      expect(columns(table)).toContain('service_order_id');
    expect(columns('demo_mails')).toContain('attachments');

    const catalogue = await db
      .selectFrom('services')
      .select(['slug', 'title', 'price_paise'])
      .orderBy('position')
      .execute();
    expect(catalogue.length).toBeGreaterThanOrEqual(10);
    expect(catalogue.slice(0, 3)).toEqual([
      {
        slug: 'agreement-to-sale-review',
        title: 'Agreement to Sale or Sale Agreement Review',
        price_paise: 249900,
      },
      { slug: 'agreement-to-sale-drafting', title: 'Agreement to Sale Drafting', price_paise: 349900 },
      { slug: 'trademark', title: 'Trademark', price_paise: 1050000 },
    ]);

    const now = new Date().toISOString();
    await db
      .insertInto('users')
      .values({
        id: 'C1',
        email: 'c1@example.in',
        name: 'C1',
        role: 'consumer',
        password_hash: 'x',
        consultation_types: '[]',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const serviceId = (await db.selectFrom('services').select('id').executeTakeFirstOrThrow()).id;
    const order = (id: string, status: string) =>
      db
        .insertInto('service_orders')
        .values({
          id,
          client_id: 'C1',
          service_id: serviceId,
          status: status as 'awaiting_payment',
          title: 't',
          category: 'review',
          price_paise: 1,
          turnaround_days: 1,
          revisions_allowed: 1,
          questionnaire: '[]',
          answers: '{}',
          revisions_used: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
    await order('O1', 'awaiting_payment');
    await expect(order('O2', 'shipped')).rejects.toThrow();
  });
});
