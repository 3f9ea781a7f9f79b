import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, sampleUserRow } from '../testDb';
import { migrations } from '.';
import { instantConsultationsMigration } from './041_instant_consultations';

let db: Db;
afterEach(() => closeDatabase(db));

const booking = {
  id: 'B1',
  client_id: 'U1',
  lawyer_id: 'U2',
  date: '2030-01-07',
  slot: '10:00',
  start_at: '2030-01-07T04:30:00.000Z',
  end_at: '2030-01-07T05:00:00.000Z',
  minutes: 30,
  mode: 'video' as const,
  topic: 'T',
  price_paise: 0,
  status: 'confirmed' as const,
  paid_at: null,
  created_at: 'now',
  updated_at: 'now',
};

describe('041_instant_consultations', () => {
  it('keeps old bookings as slot bookings and the slot index for them only', async () => {
    expect(migrations.at(40)).toBe(instantConsultationsMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 40));
    // Rows of the schema being built, not of the current types.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const raw = db as any;
    await raw
      .insertInto('users')
      .values([sampleUserRow, { ...sampleUserRow, id: 'U2', email: 'l@b.in', role: 'professional' }])
      .execute();
    await raw.insertInto('bookings').values(booking).execute();
    await migrateToLatest(db, migrations.slice(0, 41));

    expect(await db.selectFrom('bookings').select(['id', 'kind']).execute()).toEqual([
      { id: 'B1', kind: 'slot' },
    ]);
    // A second live slot booking at the same start is still refused...
    await expect(
      db
        .insertInto('bookings')
        .values({ ...booking, id: 'B2' })
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
    // ...while an instant consultation holds no slot, even at that very instant.
    await db
      .insertInto('bookings')
      .values({ ...booking, id: 'B3', kind: 'instant' })
      .execute();
    await expect(
      db
        .insertInto('bookings')
        .values({ ...booking, id: 'B4', start_at: 'x', kind: 'other' as 'slot' })
        .execute(),
    ).rejects.toThrow(/CHECK/);
  });

  it('creates the availability and consultation tables, removed with their users', async () => {
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 41));
    await db
      .insertInto('users')
      .values([sampleUserRow, { ...sampleUserRow, id: 'U2', email: 'l@b.in', role: 'professional' }])
      .execute();
    await db
      .insertInto('available_now')
      .values({ lawyer_id: 'U2', turned_on_at: null, last_active_at: null })
      .execute();
    expect(await db.selectFrom('available_now').select(['is_on', 'cap']).execute()).toEqual([
      { is_on: 0, cap: 1 },
    ]);
    const instant = {
      id: 'I1',
      client_id: 'U1',
      lawyer_id: 'U2',
      topic: '',
      rate_paise: 4000,
      state: 'ringing' as const,
      ringing_until: 'later',
      created_at: 'now',
      updated_at: 'now',
    };
    await db.insertInto('instant_consultations').values(instant).execute();
    await expect(
      db
        .insertInto('instant_consultations')
        .values({ ...instant, id: 'I2', state: 'paused' as 'ringing' })
        .execute(),
    ).rejects.toThrow(/CHECK/);
    await db.deleteFrom('users').where('id', '=', 'U2').execute();
    expect(await db.selectFrom('instant_consultations').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('available_now').select('lawyer_id').execute()).toEqual([]);
  });
});
