import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase } from '../testDb';
import { migrations } from '.';
import { bookedPriceMigration } from './018_booked_price';

let db: Db;
afterEach(() => closeDatabase(db));

describe('018_booked_price', () => {
  it('is registered as version 18 and gives old bookings the rate they were priced at', async () => {
    expect(migrations.at(17)).toBe(bookedPriceMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 17));
    const now = new Date().toISOString();
    for (const [id, name] of [
      ['U1', 'client'],
      ['U2', 'lawyer'],
    ])
      await db
        .insertInto('users')
        .values({
          id,
          email: `${name}@example.in`,
          name,
          role: id === 'U2' ? 'professional' : 'consumer',
          password_hash: 'x',
          consultation_types: '[]',
          created_at: now,
          updated_at: now,
        })
        .execute();
    const booking = (id: string, slot: string, price: number, free: number) => ({
      id,
      client_id: 'U1',
      lawyer_id: 'U2',
      date: '2030-01-07',
      slot,
      start_at: `2030-01-07T${slot}:00.000Z`,
      end_at: `2030-01-07T${slot}:30.000Z`,
      minutes: 30,
      mode: 'video' as const,
      topic: 'Advice',
      price_paise: price,
      free_first: free,
      status: 'confirmed' as const,
      paid_at: null,
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto('bookings')
      .values([booking('B1', '10:00', 0, 1), booking('B2', '10:30', 120_000, 0)])
      .execute();
    expect((await migrateToLatest(db, migrations.slice(0, 18))).applied).toEqual([18]);
    const rows = await db
      .selectFrom('bookings')
      .select(['id', 'rate_paise', 'refund_due_paise'])
      .orderBy('id')
      .execute();
    // B1: free first, and the lawyer has no profile here: rate 0; B2: 120000 / 30.
    expect(rows).toEqual([
      { id: 'B1', rate_paise: 0, refund_due_paise: 0 },
      { id: 'B2', rate_paise: 4000, refund_due_paise: 0 },
    ]);
  });
});
