// Whether a migration has been applied: code that migrations also run (the search index rebuild) reads a
// column only once the migration that added it is there.
import type { Kysely } from 'kysely';

// Untyped on purpose: called inside migrations' own transactions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Versions known applied, per handle (once applied, always applied). */
const applied = new WeakMap<AnyDb, Set<number>>();

export async function hasMigration(db: AnyDb, version: number): Promise<boolean> {
  if (applied.get(db)?.has(version)) return true;
  const row = await db
    .selectFrom('schema_migrations')
    .select('version')
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) return false;
  applied.set(db, (applied.get(db) ?? new Set()).add(version));
  return true;
}
