// The same migrations build the same schema on SQLite and PostgreSQL: every table with the same columns.
import { afterEach, describe, expect, it } from 'vitest';
import { openTestPostgres, type TestDatabase } from '../test/database';
import { closeDatabase, type Db } from './connection';
import { migrateToLatest } from './migrate';
import { openTempDatabase } from './testDb';

let sqlite: Db | undefined;
let postgres: TestDatabase | undefined;
afterEach(async () => {
  if (sqlite) await closeDatabase(sqlite);
  await postgres?.close();
});

/** table → sorted column names, leaving out each engine's own search-index internals. */
async function schemaOf(db: Db): Promise<Record<string, string[]>> {
  const tables = await db.introspection.getTables();
  return Object.fromEntries(
    tables
      .filter((t) => !/^expert_(search|prefix)/.test(t.name))
      .map((t) => [t.name, t.columns.map((c) => c.name).sort()])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

describe('SQLite and PostgreSQL schemas', () => {
  it('have the same tables and columns after all migrations', async () => {
    ({ db: sqlite } = openTempDatabase());
    postgres = await openTestPostgres();
    await migrateToLatest(sqlite);
    await migrateToLatest(postgres.db);
    const onSqlite = await schemaOf(sqlite);
    expect(Object.keys(onSqlite).length).toBeGreaterThan(10);
    expect(await schemaOf(postgres.db)).toEqual(onSqlite);
  }, 120_000);
});
