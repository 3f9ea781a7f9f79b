import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { generateLawyer } from '../seed/lawyers';
import { openTempDatabase, sampleUserRow, tableColumns } from '../testDb';
import { migrations } from '.';
import { requestChatMigration } from './014_request_chat';

let db: Db;
afterEach(() => closeDatabase(db));

const booking = (
  id: string,
  slot: string,
  pricePaise: number,
  createdAt: string,
  metered: number | null,
) => ({
  id,
  client_id: sampleUserRow.id,
  lawyer_id: generateLawyer(0).user.id,
  date: '2030-01-07',
  slot,
  start_at: `2030-01-07T${slot}:00.000Z`,
  end_at: `2030-01-07T${slot}:30.000Z`,
  minutes: 30,
  mode: 'video' as const,
  topic: 'Lease',
  price_paise: pricePaise,
  status: 'confirmed' as const,
  paid_at: null,
  created_at: createdAt,
  updated_at: createdAt,
  metered_minutes: metered,
});

const message = (id: string, room: { booking_id?: string; request_id?: string }) => ({
  id,
  ...room,
  sender_id: sampleUserRow.id,
  client_id: `c-${id}`,
  body: 'Hello',
  created_at: '2030-01-07T10:01:00.000Z',
});

describe('014_request_chat', () => {
  it('is registered as version 14, keeps the messages and lets one belong to a booking or a request', async () => {
    expect(migrations.at(13)).toBe(requestChatMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 13));
    const { user, profile } = generateLawyer(0);
    await db.insertInto('users').values([sampleUserRow, user]).execute();
    await db.insertInto('lawyer_profiles').values(profile).execute();
    // The free first one (metered 4 min, still ₹0), then a paid one metered at 0 minutes (₹0 as well).
    await db
      .insertInto('bookings')
      .values([
        booking('B1', '10:00', 0, '2030-01-01T00:00:00.000Z', 4),
        booking('B2', '11:00', 0, '2030-01-02T00:00:00.000Z', 0),
      ])
      .execute();
    await db
      .insertInto('consultation_messages')
      .values(message('M1', { booking_id: 'B1' }))
      .execute();

    expect((await migrateToLatest(db, migrations.slice(0, 14))).applied).toEqual([14]);
    const columns = await tableColumns(db);
    expect(columns('bookings')).toContain('free_first');
    expect(columns('consultation_messages')).toContain('request_id');
    const flags = await db.selectFrom('bookings').select(['id', 'free_first']).orderBy('id').execute();
    expect(flags).toEqual([
      { id: 'B1', free_first: 1 },
      { id: 'B2', free_first: 0 },
    ]);
    expect(await db.selectFrom('consultation_messages').selectAll().execute()).toEqual([
      expect.objectContaining({ id: 'M1', booking_id: 'B1', request_id: null, body: 'Hello' }),
    ]);

    await db
      .insertInto('requests')
      .values({
        id: 'R1',
        owner_id: sampleUserRow.id,
        title: 'Tenant',
        description: 'd',
        budget_paise: null,
        consultation_type: 'Online',
        date: '2030-01-07',
        timing: '10:30 AM',
        mention: user.email,
        lawyer_id: user.id,
        assigned_lawyer_id: user.id,
        status: 'on-going',
        created_at: 'now',
        updated_at: 'now',
      })
      .execute();
    await db
      .insertInto('consultation_messages')
      .values(message('M2', { request_id: 'R1' }))
      .execute();
    // The same client id in another room is another message; twice in one room it is refused.
    await db
      .insertInto('consultation_messages')
      .values({ ...message('M3', { booking_id: 'B1' }), client_id: 'c-M2' })
      .execute();
    await expect(
      db
        .insertInto('consultation_messages')
        .values({ ...message('M4', { request_id: 'R1' }), client_id: 'c-M2' })
        .execute(),
    ).rejects.toThrow(/UNIQUE/);
    // Exactly one room: neither or both is refused.
    await expect(db.insertInto('consultation_messages').values(message('M5', {})).execute()).rejects.toThrow(
      /CHECK/,
    );
    await expect(
      db
        .insertInto('consultation_messages')
        .values(message('M6', { booking_id: 'B1', request_id: 'R1' }))
        .execute(),
    ).rejects.toThrow(/CHECK/);
    // Deleting the request takes its chat with it.
    await db.deleteFrom('requests').where('id', '=', 'R1').execute();
    expect(
      (await db.selectFrom('consultation_messages').select('id').orderBy('id').execute()).map((r) => r.id),
    ).toEqual(['M1', 'M3']);
  });
});
