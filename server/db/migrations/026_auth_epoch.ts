// A counter that every change to who may do what moves forward: a user row changed or deleted, a session
// revoked or deleted, an admin granted or taken away. The database triggers keep it, so no code path (another
// instance, the admin CLI, a cascade) can forget to. Each instance caches verified sessions and serves them
// only while the counter is where it was when they were read (services/sessions.ts): one tiny read per request
// instead of a join, and a revocation anywhere is seen by the next request everywhere.
import { sql } from 'kysely';
import { dialectOf } from '../connection';
import type { Migration } from './types';

const watched = [
  ['users', 'UPDATE'],
  ['users', 'DELETE'],
  ['sessions', 'UPDATE OF revoked_at'],
  ['sessions', 'DELETE'],
  ['admins', 'INSERT'],
  ['admins', 'DELETE'],
] as const;

const triggerName = (table: string, event: string) =>
  `auth_epoch_${table}_${event.split(' ')[0].toLowerCase()}`;

export const authEpochMigration: Migration = {
  version: 26,
  name: 'auth_epoch',
  async up(trx) {
    await trx.schema
      .createTable('auth_epoch')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('value', 'integer', (c) => c.notNull())
      .execute();
    await trx.insertInto('auth_epoch').values({ id: 1, value: 0 }).execute();
    if (dialectOf(trx) === 'postgres') {
      await sql`CREATE FUNCTION auth_epoch_bump() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN UPDATE auth_epoch SET value = value + 1 WHERE id = 1; RETURN NULL; END $$`.execute(trx);
      for (const [table, event] of watched)
        await sql`CREATE TRIGGER ${sql.ref(triggerName(table, event))} AFTER ${sql.raw(event)} ON ${sql.table(table)}
          FOR EACH STATEMENT EXECUTE FUNCTION auth_epoch_bump()`.execute(trx);
      return;
    }
    for (const [table, event] of watched)
      await sql`CREATE TRIGGER ${sql.ref(triggerName(table, event))} AFTER ${sql.raw(event)} ON ${sql.table(table)}
        BEGIN UPDATE auth_epoch SET value = value + 1 WHERE id = 1; END`.execute(trx);
  },
};
