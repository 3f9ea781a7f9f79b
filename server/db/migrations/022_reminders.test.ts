import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, tableColumns } from '../testDb';
import { migrations } from '.';
import { remindersMigration } from './022_reminders';

let db: Db;
afterEach(() => closeDatabase(db));

describe('022_reminders', () => {
  it('is registered as version 22: invite sequences, reminders claimed once per booking and kind, .ics of demo mails', async () => {
    expect(migrations.at(21)).toBe(remindersMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 21));
    expect((await migrateToLatest(db, migrations.slice(0, 22))).applied).toEqual([22]);
    const columns = await tableColumns(db);
    expect(columns('calendar_invites')).toEqual([
      'booking_id',
      'cancelled_at',
      'sequence',
      'start_at',
      'updated_at',
    ]);
    expect(columns('booking_reminders')).toEqual(['booking_id', 'kind', 'sent_at', 'start_at']);
    expect(columns('demo_mails')).toContain('ics');
    const now = new Date().toISOString();
    const user = (id: string) => ({
      id,
      email: `${id.toLowerCase()}@example.in`,
      name: id,
      role: 'consumer' as const,
      password_hash: 'x',
      consultation_types: '[]',
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto('users')
      .values([user('C1'), user('L1')])
      .execute();
    await db
      .insertInto('bookings')
      .values({
        id: 'B1',
        client_id: 'C1',
        lawyer_id: 'L1',
        date: '2026-01-05',
        slot: '10:00',
        start_at: '2026-01-05T04:30:00.000Z',
        end_at: '2026-01-05T05:00:00.000Z',
        minutes: 30,
        mode: 'video',
        topic: 'T',
        price_paise: 0,
        rate_paise: 100,
        free_first: 1,
        status: 'confirmed',
        payment_due_at: null,
        paid_at: null,
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
    const reminder = (kind: '24h' | '15m') =>
      db
        .insertInto('booking_reminders')
        .values({ booking_id: 'B1', kind, start_at: now, sent_at: now })
        .execute();
    await reminder('24h');
    await reminder('15m');
    await expect(reminder('24h')).rejects.toThrow();
    // Old demo mails keep no calendar part.
    await db
      .insertInto('demo_mails')
      .values({ id: 'M1', to_email: 'a@example.in', subject: 's', text: 't', created_at: now })
      .execute();
    expect(await db.selectFrom('demo_mails').select('ics').execute()).toEqual([{ ics: null }]);
  });
});
