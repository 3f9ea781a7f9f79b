// Accounts and revocable sessions: what the foundation (login, token validation) needs.
import { sql } from 'kysely';
import type { Migration } from './types';

export const initialMigration: Migration = {
  version: 1,
  name: 'initial',
  async up(trx) {
    await trx.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) =>
        c
          .notNull()
          .unique()
          .check(sql`email = lower(email)`),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('consumer', 'professional')`))
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('consultation_types', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await trx.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_seen_at', 'text', (c) => c.notNull())
      .addColumn('revoked_at', 'text')
      .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
      .execute();

    await trx.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  },
};
