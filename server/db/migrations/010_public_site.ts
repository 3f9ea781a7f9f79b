// Contact messages and consultation leads from the public site (blog stories are static content, no table).
import type { Migration } from './types';

export const publicSiteMigration: Migration = {
  version: 10,
  name: 'public_site',
  async up(trx) {
    await trx.schema
      .createTable('contact_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('topic', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema
      .createTable('consultation_leads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // null: a visitor who was not signed in; kept when the account goes so the lead counts stay true.
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('problem_type', 'text', (c) => c.notNull())
      .addColumn('time', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
};
