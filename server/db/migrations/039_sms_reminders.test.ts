import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, sampleUserRow } from '../testDb';
import { migrations } from '.';
import { smsRemindersMigration } from './039_sms_reminders';

let db: Db;
afterEach(() => closeDatabase(db));

describe('039_sms_reminders', () => {
  it('records one text per booking, kind and person, gone with the booking or the person', async () => {
    expect(migrations.at(38)).toBe(smsRemindersMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 39));
    // Rows of the schema being built, not of the current types.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const raw = db as any;
    await raw.insertInto('users').values(sampleUserRow).execute();
    const columns = (await db.introspection.getTables()).find(
      (t) => t.name === 'booking_sms_reminders',
    )!.columns;
    expect(columns.map((c) => c.name).sort()).toEqual([
      'booking_id',
      'kind',
      'sent_at',
      'start_at',
      'user_id',
    ]);
    // The primary key refuses a second row of one reminder for one person.
    await raw
      .insertInto('bookings')
      .values(await bookingRow(raw))
      .execute();
    const row = { booking_id: 'B1', kind: '24h', user_id: 'U1', start_at: 's', sent_at: 'now' };
    await raw.insertInto('booking_sms_reminders').values(row).execute();
    await expect(raw.insertInto('booking_sms_reminders').values(row).execute()).rejects.toThrow();
    await raw
      .insertInto('booking_sms_reminders')
      .values({ ...row, kind: '15m' })
      .execute();
    await raw.deleteFrom('users').where('id', '=', 'U1').execute();
    expect(await raw.selectFrom('booking_sms_reminders').selectAll().execute()).toEqual([]);
  });
});

/** A booking of U1 with itself: every NOT NULL column of the table as it stands, filled. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function bookingRow(raw: any) {
  const table = (await (raw as Db).introspection.getTables()).find((t) => t.name === 'bookings')!;
  const row: Record<string, unknown> = {};
  for (const c of table.columns)
    if (!c.isNullable && !c.hasDefaultValue) row[c.name] = c.dataType.match(/int/i) ? 0 : 'x';
  return { ...row, id: 'B1', client_id: 'U1', lawyer_id: 'U1', mode: 'video', status: 'confirmed' };
}
