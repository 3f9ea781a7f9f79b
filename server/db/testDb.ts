// A fresh database file in a temp folder, for database-level tests.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Db } from './connection';

export function tempDatabaseFile(): string {
  return join(mkdtempSync(join(tmpdir(), 'lexsetu-db-')), 'test.sqlite');
}

export function openTempDatabase() {
  const file = tempDatabaseFile();
  return { file, db: openDatabase(file) };
}

/** name → sorted column names of every table, for migration tests. */
export async function tableColumns(db: Db): Promise<(table: string) => string[] | undefined> {
  const tables = await db.introspection.getTables();
  return (table) =>
    tables
      .find((t) => t.name === table)
      ?.columns.map((c) => c.name)
      .sort();
}

/** A minimal valid users row for migration tests that need one. */
export const sampleUserRow = {
  id: 'U1',
  email: 'a@b.in',
  name: 'A',
  role: 'consumer' as const,
  password_hash: 'h',
  consultation_types: '[]',
  created_at: 'now',
  updated_at: 'now',
};
