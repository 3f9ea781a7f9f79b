import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase, tableColumns } from '../testDb';
import { migrations } from '.';
import { consultationsMigration } from './012_consultations';

let db: Db;
afterEach(() => closeDatabase(db));

describe('012_consultations', () => {
  it('is registered as version 12, meters bookings and adds the message and session tables', async () => {
    expect(migrations.at(11)).toBe(consultationsMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 11));
    expect((await migrateToLatest(db, migrations.slice(0, 12))).applied).toEqual([12]);
    const columns = await tableColumns(db);
    expect(columns('bookings')).toContain('metered_minutes');
    expect(columns('consultation_messages')).toEqual([
      'attachment_mime',
      'attachment_name',
      'attachment_size',
      'attachment_stored',
      'body',
      'booking_id',
      'client_id',
      'created_at',
      'delivered_at',
      'id',
      'read_at',
      'sender_id',
    ]);
    expect(columns('consultation_sessions')).toEqual([
      'booking_id',
      'connected_at',
      'ended_at',
      'id',
      'kind',
      'started_at',
      'started_by',
    ]);
  });
});
