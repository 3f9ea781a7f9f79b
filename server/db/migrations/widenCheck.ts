// Lets a column's CHECK list accept more values, keeping every row and key as it is.
// PostgreSQL alters the constraint. SQLite cannot alter a CHECK, and rebuilding `bookings` would cascade
// deletes into every table that references it; SQLite documents editing the stored CREATE TABLE text for
// changes that loosen a constraint and leave the stored rows valid (sqlite.org/lang_altertable.html,
// "Making Other Kinds Of Table Schema Changes"). migrateToLatest allows that edit while migrations run.
import { sql } from 'kysely';
import { dialectOf } from '../connection';
import type { MigrationTransaction } from './types';

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

export async function widenCheck(
  trx: MigrationTransaction,
  table: string,
  column: string,
  before: readonly string[],
  after: readonly string[],
): Promise<void> {
  if (dialectOf(trx) === 'postgres') {
    // PostgreSQL names a column's CHECK <table>_<column>_check.
    const name = `${table}_${column}_check`;
    await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.ref(name)}`.execute(trx);
    await sql`ALTER TABLE ${sql.table(table)} ADD CONSTRAINT ${sql.ref(name)} CHECK (${sql.ref(column)} IN (${sql.raw(list(after))}))`.execute(
      trx,
    );
    return;
  }
  const stored = await sql<{
    sql: string;
  }>`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ${table}`.execute(trx);
  const old = `${column} in (${list(before)})`;
  const text = stored.rows[0]?.sql ?? '';
  if (!text.includes(old)) throw new Error(`${table}: CHECK "${old}" not found, nothing was changed`);
  const version = await sql<{ schema_version: number }>`PRAGMA schema_version`.execute(trx);
  await sql`PRAGMA writable_schema = ON`.execute(trx);
  await sql`UPDATE sqlite_master SET sql = ${text.replace(old, `${column} in (${list(after)})`)} WHERE type = 'table' AND name = ${table}`.execute(
    trx,
  );
  await sql`PRAGMA writable_schema = OFF`.execute(trx);
  // A new schema version makes SQLite reread the edited definition.
  await sql.raw(`PRAGMA schema_version = ${Number(version.rows[0]!.schema_version) + 1}`).execute(trx);
}
