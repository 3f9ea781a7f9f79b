// Runs pending migrations in ONE transaction at start: either all apply or the file is left as it was.
import { sql, type Kysely } from 'kysely';
import { dialectOf, withSchemaEdits } from './connection';
import { migrations as knownMigrations, type Migration } from './migrations';
import { systemClock } from '../types';

/** The advisory lock of schema changes; the demo seed takes it too, so instances starting together queue. */
export const migrationLockKey = 4242001;

export class DatabaseFromTheFutureError extends Error {
  override name = 'DatabaseFromTheFutureError';
}

export interface MigrationResult {
  /** Versions applied by this run (empty when already up to date). */
  applied: number[];
  version: number;
}

export async function migrateToLatest(
  // Untyped on purpose: the schema being built is not yet the one the current types describe.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  migrations: readonly Migration[] = knownMigrations,
): Promise<MigrationResult> {
  assertOrdered(migrations);
  const latestKnown = migrations.at(-1)?.version ?? 0;
  return withSchemaEdits(db, () =>
    db.transaction().execute(async (trx) => {
      // Hosted instances starting together: the first migrates, the others wait for it and find nothing to do.
      if (dialectOf(trx) === 'postgres')
        await sql`SELECT pg_advisory_xact_lock(${sql.lit(migrationLockKey)})`.execute(trx);
      await trx.schema
        .createTable('schema_migrations')
        .ifNotExists()
        .addColumn('version', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('applied_at', 'text', (c) => c.notNull())
        .execute();

      const rows: { version: number }[] = await trx
        .selectFrom('schema_migrations')
        .select('version')
        .execute();
      const done = new Set(rows.map((r) => Number(r.version)));
      const newest = Math.max(0, ...done);
      if (newest > latestKnown) {
        throw new DatabaseFromTheFutureError(
          `This database was written by a newer version of LexSetu (schema version ${newest}; this version knows up to ${latestKnown}). ` +
            'Update LexSetu or point LEXSETU_DATA_DIR at another folder.',
        );
      }

      const applied: number[] = [];
      for (const migration of migrations) {
        if (done.has(migration.version)) continue;
        await migration.up(trx);
        await trx
          .insertInto('schema_migrations')
          // Wall time of the process applying it, not an app clock: migrations run before any app exists.
          .values({
            version: migration.version,
            name: migration.name,
            applied_at: systemClock.now().toISOString(),
          })
          .execute();
        applied.push(migration.version);
      }
      return { applied, version: latestKnown };
    }),
  );
}

function assertOrdered(migrations: readonly Migration[]): void {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1)
      throw new Error(
        `Migration registry out of order: position ${i + 1} holds version ${m.version} (${m.name})`,
      );
  });
}
