import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase } from '../testDb';
import { migrations } from '.';
import { listIndexesMigration } from './028_list_indexes';

let db: Db;
afterEach(() => closeDatabase(db));

const indexes = async (table: string) =>
  (
    await sql<{
      name: string;
    }>`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ${table} AND sql IS NOT NULL ORDER BY name`.execute(
      db,
    )
  ).rows.map((r) => r.name);

describe('028_list_indexes', () => {
  it('is registered as version 28: each list query has an index with its filter and then (date, id); their prefixes go', async () => {
    expect(migrations.at(27)).toBe(listIndexesMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 27));
    expect((await migrateToLatest(db, migrations.slice(0, 28))).applied).toEqual([28]);
    expect(await indexes('notifications')).toEqual([
      'notifications_unread_idx',
      'notifications_user_created_idx',
    ]);
    expect(await indexes('requests')).toEqual([
      'requests_assigned_updated_idx',
      'requests_lawyer_updated_idx',
      'requests_owner_updated_idx',
    ]);
    const bookings = await indexes('bookings');
    expect(bookings).toEqual(
      expect.arrayContaining(['bookings_client_start_id_idx', 'bookings_lawyer_start_id_idx']),
    );
    expect(bookings).not.toContain('bookings_client_start_idx');
  });
});
