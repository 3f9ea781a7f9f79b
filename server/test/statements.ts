// Counts the SQL statements run through a database handle: a list must cost the same for 1 row as for 100.
import type { KyselyPlugin } from 'kysely';
import type { Db } from '../db/connection';

/** `db` with a counter of the statements run through it (read `statements` after the call). */
export function countingDb(db: Db): { db: Db; readonly statements: number } {
  let statements = 0;
  const counter: KyselyPlugin = {
    transformQuery: ({ node }) => {
      statements += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return {
    db: db.withPlugin(counter),
    get statements() {
      return statements;
    },
  };
}
