// Lawyer onboarding and verification: certificates, decisions with reasons, the admin role.
// users.role has a CHECK (001) that SQLite cannot widen without rebuilding the table (which would cascade
// deletes through every foreign key), so admins are a separate table that grants the role.
import { sql } from 'kysely';
import type { Migration } from './types';

export const verificationMigration: Migration = {
  version: 7,
  name: 'verification',
  async up(trx) {
    await trx.schema
      .createTable('admins')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    // One current Bar Council certificate per professional; a new upload replaces it.
    await trx.schema
      .createTable('lawyer_certificates')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('original_name', 'text', (c) => c.notNull())
      .addColumn('stored_name', 'text', (c) => c.notNull())
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    // Every admin decision, kept as history; the latest one explains the current status to the lawyer.
    await trx.schema
      .createTable('verification_decisions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('admin_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('decision', 'text', (c) => c.notNull().check(sql`decision in ('verified', 'rejected')`))
      .addColumn('reason', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema
      .createIndex('verification_decisions_user_idx')
      .on('verification_decisions')
      .columns(['user_id', 'created_at'])
      .execute();

    // Name order without a sort. (This version also built a word-prefix search table; the search index is
    // derived data, and 016 now drops whatever earlier versions built and builds the current one.)
    await trx.schema.createIndex('users_name_idx').on('users').columns(['name', 'id']).execute();
  },
};
