// The audit log: who did what to whom, and when (admin actions and security events). Append-only: a trigger
// refuses UPDATE and DELETE on both engines, so no endpoint, job or script can rewrite history. People are named
// by their user id only (no names or addresses in a row): when a user is erased their id no longer leads
// anywhere, so the log is kept, pseudonymised. Its id columns are deliberately not named like owner columns
// (user_id, …), which erasure deletes by.
import { sql } from 'kysely';
import { dialectOf } from '../connection';
import type { Migration } from './types';

const refused = 'audit_log is append-only';

export const auditLogMigration: Migration = {
  version: 34,
  name: 'audit_log',
  async up(trx) {
    await trx.schema
      .createTable('audit_log')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('at', 'text', (c) => c.notNull())
      // null: the system (a job), not a person
      .addColumn('actor_ref', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('subject_type', 'text')
      .addColumn('subject_ref', 'text')
      // JSON: the reason, amounts, ids; never a name, e-mail or secret
      .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
    for (const [name, columns] of [
      ['audit_log_at_idx', ['at', 'id']],
      ['audit_log_actor_idx', ['actor_ref', 'at', 'id']],
      ['audit_log_subject_idx', ['subject_ref', 'at', 'id']],
      ['audit_log_action_idx', ['action', 'at', 'id']],
    ] as const)
      await trx.schema
        .createIndex(name)
        .on('audit_log')
        .columns([...columns])
        .execute();
    if (dialectOf(trx) === 'postgres') {
      await sql`CREATE FUNCTION audit_log_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION ${sql.lit(refused)}; END $$`.execute(trx);
      await sql`CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_refuse()`.execute(trx);
      await sql`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse()`.execute(trx);
      return;
    }
    for (const event of ['UPDATE', 'DELETE'])
      await sql`CREATE TRIGGER ${sql.ref(`audit_log_no_${event.toLowerCase()}`)} BEFORE ${sql.raw(event)}
        ON audit_log BEGIN SELECT RAISE(ABORT, ${sql.lit(refused)}); END`.execute(trx);
  },
};
