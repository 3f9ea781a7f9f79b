import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from '../connection';
import { migrateToLatest } from '../migrate';
import { openTempDatabase } from '../testDb';
import { migrations } from '.';
import { moreListIndexesMigration } from './033_more_list_indexes';

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

/** The index SQLite picks for a query (its plan's words). */
const plan = async (query: string) =>
  (await sql<{ detail: string }>`EXPLAIN QUERY PLAN ${sql.raw(query)}`.execute(db)).rows
    .map((r) => r.detail)
    .join('; ');

describe('033_more_list_indexes', () => {
  it('is registered as version 33: each remaining list has an index with its filter and then (date, id)', async () => {
    expect(migrations.at(32)).toBe(moreListIndexesMigration);
    ({ db } = openTempDatabase());
    await migrateToLatest(db, migrations.slice(0, 32));
    expect((await migrateToLatest(db, migrations.slice(0, 33))).applied).toEqual([33]);
    expect(await indexes('documents')).toEqual([
      'documents_shared_created_idx',
      'documents_user_created_idx',
    ]);
    expect(await indexes('support_tickets')).toEqual(['support_tickets_user_created_idx']);
    expect(await indexes('sessions')).toEqual(['sessions_user_seen_idx']);
    expect(await indexes('referrals')).toEqual(expect.arrayContaining(['referrals_referrer_created_idx']));
    expect(await indexes('referrals')).not.toContain('referrals_referrer_idx');
    expect(await indexes('lawyer_profiles')).toContain('lawyer_profiles_status_created_idx');
    expect(await indexes('reviews')).toContain('reviews_hidden_idx');
    // A page of tickets is read from the index in order: no sort step.
    const tickets = await plan(
      "SELECT * FROM support_tickets WHERE user_id = 'u' AND (created_at, id) < ('2030', 'x') ORDER BY created_at DESC, id DESC LIMIT 21",
    );
    expect(tickets).toContain('support_tickets_user_created_idx');
    expect(tickets).not.toContain('TEMP B-TREE');
  });
});
