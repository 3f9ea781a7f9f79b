import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, sampleUserRow } from '../testDb';
import { migrations } from '.';
import { missedMigration } from './030_missed';

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
  price_paise: 0,
  status,
  paid_at: null,
  created_at: start,
  updated_at: start,
});

describe('030_missed', () => {
  it('keeps every booking and lets one be missed; other statuses are still refused', async () => {
    expect(migrations.at(29)).toBe(missedMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 29));
    await db.insertInto('users').values(sampleUserRow).execute();
    // Rows of the schema being built, not of the current types.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const raw = db as any;
    await raw
      .insertInto('bookings')
      .values(booking('B1', 'awaiting_payment', '2026-12-01T04:30:00.000Z'))
      .execute();
    expect((await migrateToLatest(db, migrations.slice(0, 30))).applied).toEqual([30]);

    await raw
      .insertInto('bookings')
      .values(booking('B2', 'missed', '2026-12-01T05:00:00.000Z'))
      .execute();
    expect(await db.selectFrom('bookings').select(['id', 'status']).orderBy('id').execute()).toEqual([
      { id: 'B1', status: 'awaiting_payment' },
      { id: 'B2', status: 'missed' },
    ]);
    await expect(
      raw
        .insertInto('bookings')
        .values(booking('B3', 'maybe', '2026-12-01T05:30:00.000Z'))
        .execute(),
    ).rejects.toThrow(/CHECK/i);
  });
});
