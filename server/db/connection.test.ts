import { CompiledQuery } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, type Db } from './connection';
import { migrateToLatest } from './migrate';
import { openTempDatabase } from './testDb';

let db: Db;
afterEach(() => closeDatabase(db));

const plan = async (text: string, parameters: readonly unknown[]) =>
  (
    await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${text}`, [...parameters]),
    )
  ).rows
    .map((r) => r.detail)
    .join(' | ');

describe('SQLite statements', () => {
  it('carry their parameters as +?, whose values the planner does not read, so a statement is not compiled again on every run', async () => {
    ({ db } = openTempDatabase());
    await migrateToLatest(db);
    // A lawyer's live slot bookings, a page of them: `status <> ?` with 'cancelled' and `kind = ?` with 'slot' match
    // the partial unique index (status <> 'cancelled' and kind = 'slot') only when the planner reads the bound value, and then SQLite compiles the statement
    // again whenever the value is bound anew, which better-sqlite3 does on every run.
    const query = db
      .selectFrom('bookings')
      .selectAll()
      .where('lawyer_id', '=', 'L1')
      .where('status', '<>', 'cancelled')
      .where('kind', '=', 'slot')
      .where('start_at', '>', '2026-01-01T00:00:00.000Z')
      .orderBy('start_at')
      .limit(20)
      .compile();
    expect(query.sql).toBe(
      'select * from "bookings" where "lawyer_id" = +? and "status" <> +? and "kind" = +? and "start_at" > +? order by "start_at" limit +?',
    );
    expect(await plan(query.sql, query.parameters)).not.toContain('bookings_live_slot_uq');
    // The same text with bare parameters: the planner reads 'cancelled' and 'slot' and picks the partial index.
    expect(await plan(query.sql.replaceAll('+?', '?'), query.parameters)).toContain('bookings_live_slot_uq');
    // Same rows either way.
    expect((await db.executeQuery(query)).rows).toEqual([]);
  });
});
