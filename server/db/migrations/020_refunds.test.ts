import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, sampleUserRow } from '../testDb';
import { migrations } from '.';
import { refundsMigration } from './020_refunds';

let db: Db;
afterEach(() => closeDatabase(db));

const booking = (id: string, status: string, start: string) => ({
  id,
  client_id: 'U1',
  lawyer_id: 'U1',
  date: '2026-12-01',
  slot: '10:00',
  start_at: start,
  end_at: start,
  minutes: 30,
  mode: 'video',
  topic: 'Lease',
  price_paise: 30000,
  status,
  paid_at: null,
  created_at: start,
  updated_at: start,
});

describe('020_refunds', () => {
  it('keeps every booking and lets a booking await payment; other statuses are still refused', async () => {
    expect(migrations.at(19)).toBe(refundsMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 19));
    const raw = db as unknown as Db;
    await raw.insertInto('users').values(sampleUserRow).execute();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await (raw as any)
      .insertInto('bookings')
      .values(booking('B1', 'confirmed', '2026-12-01T04:30:00.000Z'))
      .execute();
    expect((await migrateToLatest(db, migrations.slice(0, 20))).applied).toEqual([20]);

    const kept = await raw.selectFrom('bookings').select(['id', 'status', 'payment_due_at']).execute();
    expect(kept).toEqual([{ id: 'B1', status: 'confirmed', payment_due_at: null }]);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await (raw as any)
      .insertInto('bookings')
      .values(booking('B2', 'awaiting_payment', '2026-12-01T05:00:00.000Z'))
      .execute();
    await expect(
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      (raw as any)
        .insertInto('bookings')
        .values(booking('B3', 'maybe', '2026-12-01T05:30:00.000Z'))
        .execute(),
    ).rejects.toThrow(/CHECK/i);
    // The edited schema is sound and the foreign keys that point at bookings still hold.
    expect((await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db)).rows[0]).toEqual({
      integrity_check: 'ok',
    });
    expect((await sql`PRAGMA foreign_key_check`.execute(db)).rows).toEqual([]);
    // Schema edits are allowed only while migrations run.
    await expect(
      sql`PRAGMA writable_schema = ON; `
        .execute(db)
        .then(() => sql`UPDATE sqlite_master SET sql = sql WHERE name = 'bookings'`.execute(db)),
    ).rejects.toThrow(/may not be modified/);
  });
});
