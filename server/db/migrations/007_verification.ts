// Lawyer onboarding and verification: certificates, decisions with reasons, the admin role.
// users.role has a CHECK (001) that SQLite cannot widen without rebuilding the table (which would cascade
// deletes through every foreign key), so admins are a separate table that grants the role.
import { sql } from 'kysely';
import { ensureExpertSearchIndex, rebuildExpertSearchIndex } from '../search';
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

    // Search: name order without a sort (short-term prefix search pages walk this index), and the
    // word-prefix FTS table for 1-2 character terms, filled here for databases that applied 003 before it existed.
    await trx.schema.createIndex('users_name_idx').on('users').columns(['name', 'id']).execute();
    await ensureExpertSearchIndex(trx);
    await rebuildExpertSearchIndex(trx);
  },
};
