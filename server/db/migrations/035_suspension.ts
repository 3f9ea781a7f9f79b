// Suspending an account (services/adminUsers): the user row says since when and why, so sign-in, every token
// check (the session join reads the user row) and search all see it; suspend and reinstate themselves are in
// the audit log (034), so no history table here. Admins' notes about a user sit in admin_notes; its user_id
// is an owner column, so erasing the user deletes the notes about them (services/dataRights.ts).
import type { Migration } from './types';

export const suspensionMigration: Migration = {
  version: 35,
  name: 'suspension',
  async up(trx) {
    await trx.schema.alterTable('users').addColumn('suspended_at', 'text').execute();
    await trx.schema.alterTable('users').addColumn('suspended_reason', 'text').execute();
    // The admins' user list: newest first, a keyset page at a time (filters narrow it further).
    await trx.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'id']).execute();
    await trx.schema
      .createTable('admin_notes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // the user the note is about
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      // the admin who wrote it (kept when that admin is erased: a note is about its user, not its author)
      .addColumn('author_ref', 'text')
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema
      .createIndex('admin_notes_user_idx')
      .on('admin_notes')
      .columns(['user_id', 'created_at', 'id'])
      .execute();
  },
};
