import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, sampleUserRow, tableColumns } from '../testDb';
import { migrations } from '.';
import { bookingsMigration } from './006_bookings';

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

async function withUsers() {
  ({ db } = openTempDatabase());
  await migrateToLatest(db, migrations.slice(0, 6));
  await db
    .insertInto('users')
    .values([sampleUserRow, { ...sampleUserRow, id: 'U2', email: 'l@b.in', role: 'professional' }])
    .execute();
}

describe('006_bookings', () => {
  it('is registered as version 6 and applies on top of the earlier ones with the agreed columns', async () => {
    expect(migrations.at(5)).toBe(bookingsMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 5));
    expect((await migrateToLatest(db, migrations.slice(0, 6))).applied).toEqual([6]);
    const columns = await tableColumns(db);
    expect(columns('bookings')).toEqual(
      [
        'id',
        'client_id',
        'lawyer_id',
        'date',
        'slot',
        'start_at',
        'end_at',
        'minutes',
        'mode',
        'topic',
        'price_paise',
        'status',
        'paid_at',
        'created_at',
        'updated_at',
      ].sort(),
    );
    expect(columns('availability')).toEqual(['days', 'lawyer_id', 'slots', 'updated_at']);
    expect(columns('booking_reschedules')).toContain('proposed_by');
    expect(columns('booking_documents')).toContain('stored_name');
  });

  it('allows one live booking per lawyer and start, again once the first is cancelled', async () => {
    await withUsers();
    await db.insertInto('bookings').values(booking).execute();
    await expect(
      db
        .insertInto('bookings')
        .values({ ...booking, id: 'B2' })
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
    await db.updateTable('bookings').set({ status: 'cancelled' }).where('id', '=', 'B1').execute();
    await db
      .insertInto('bookings')
      .values({ ...booking, id: 'B3' })
      .execute();
    await expect(
      db
        .insertInto('bookings')
        .values({ ...booking, id: 'B4', start_at: 'x', mode: 'fax' as 'video' })
        .execute(),
    ).rejects.toThrow(/CHECK/);
    await expect(
      db
        .insertInto('bookings')
        .values({ ...booking, id: 'B5', start_at: 'y', status: 'paid' as 'confirmed' })
        .execute(),
    ).rejects.toThrow(/CHECK/);
  });

  it('removes bookings, proposals and documents with their users', async () => {
    await withUsers();
    await db.insertInto('bookings').values(booking).execute();
    await db
      .insertInto('booking_reschedules')
      .values({
        id: 'R1',
        booking_id: 'B1',
        proposed_by: 'U1',
        date: '2030-01-08',
        slot: '11:00',
        status: 'pending',
        created_at: 'now',
        decided_at: null,
      })
      .execute();
    await db
      .insertInto('booking_documents')
      .values({
        id: 'D1',
        booking_id: 'B1',
        uploaded_by: 'U1',
        original_name: 'a.pdf',
        stored_name: 'x.pdf',
        mime: 'application/pdf',
        size: 1,
        created_at: 'now',
      })
      .execute();
    await db.deleteFrom('users').where('id', '=', 'U2').execute();
    expect(await db.selectFrom('bookings').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('booking_reschedules').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('booking_documents').select('id').execute()).toEqual([]);
  });
});
