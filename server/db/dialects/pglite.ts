// A Kysely dialect for PGlite (PostgreSQL compiled to WebAssembly, in-process), so a machine without a
// PostgreSQL server still runs the API suite on PostgreSQL. It reuses Kysely's own Postgres driver by
// presenting PGlite as a one-connection `pg` pool: a transaction holds the connection until it releases it.
import type { PGlite } from '@electric-sql/pglite';
import { PostgresDialect } from 'kysely';

/** The `command` pg reports (INSERT/UPDATE/...), which Kysely reads to count affected rows. */
const commandOf = (sql: string) => /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase() ?? '';

/** The tail of each PGlite's wait line: shared by every dialect over that instance (two "API instances"). */
const queues = new WeakMap<PGlite, Promise<void>>();

export function pgliteDialect(pglite: PGlite): PostgresDialect {
  return new PostgresDialect({
    pool: {
      async connect() {
        let release!: () => void;
        const previous = queues.get(pglite) ?? Promise.resolve();
        queues.set(pglite, new Promise<void>((done) => (release = done)));
        await previous; // one connection: wait for the current holder to release it
        return {
          async query(sql: string, parameters: readonly unknown[]) {
            const result = await pglite.query<Record<string, unknown>>(sql, parameters as unknown[]);
            return {
              command: commandOf(sql),
              rowCount: result.affectedRows ?? result.rows.length,
              rows: result.rows,
            };
          },
          release: () => release(),
        };
      },
      // Closing is the owner's job: several Kysely instances may share one PGlite.
      end: async () => {},
    } as never,
  });
}
