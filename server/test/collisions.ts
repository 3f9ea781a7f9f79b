// A writer on another instance taking the same unique row first, made on SQLite (whose writers never race): the
// first `times` inserts into `table` through the returned database fail with `error`.
import {
  InsertQueryNode,
  sql,
  TableNode,
  UpdateQueryNode,
  WhereNode,
  type Kysely,
  type KyselyPlugin,
} from 'kysely';

export function collidingInserts<DB>(db: Kysely<DB>, table: string, times: number, error: Error) {
  let attempts = 0;
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (InsertQueryNode.is(node) && node.into?.table.identifier.name === table) {
        attempts += 1;
        if (attempts <= times) throw error;
      }
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), attempts: () => attempts };
}

/**
 * A writer on another instance changing the same rows first, between our read and our update: the first `times`
 * updates of `table` through the returned database match no row, as they would after the other commit.
 */
export function lostUpdates<DB>(db: Kysely<DB>, table: string, times: number) {
  let attempts = 0;
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      if (UpdateQueryNode.is(node) && node.table && TableNode.is(node.table)) {
        if (node.table.table.identifier.name === table && ++attempts <= times)
          return { ...node, where: WhereNode.create(sql`1 = 0`.toOperationNode()) };
      }
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), attempts: () => attempts };
}

/** The error SQLite throws on a unique violation (what `isUniqueViolation` recognises). */
export const uniqueViolation = (column: string): Error =>
  Object.assign(new Error(`UNIQUE constraint failed: ${column}`), { code: 'SQLITE_CONSTRAINT_UNIQUE' });
