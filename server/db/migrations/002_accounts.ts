// Password recovery (codes and reset tokens) and the offline demo inbox.
import type { Migration } from './types';

export const accountsMigration: Migration = {
  version: 2,
  name: 'accounts',
  async up(trx) {
    await trx.schema
      .createTable('otp_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('consumed_at', 'text')
      .execute();
    await trx.schema
      .createIndex('otp_codes_user_created_idx')
      .on('otp_codes')
      .columns(['user_id', 'created_at'])
      .execute();

    await trx.schema
      .createTable('reset_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('consumed_at', 'text')
      .execute();
    await trx.schema.createIndex('reset_tokens_user_id_idx').on('reset_tokens').column('user_id').execute();

    await trx.schema
      .createTable('demo_mails')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('to_email', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema
      .createIndex('demo_mails_to_created_idx')
      .on('demo_mails')
      .columns(['to_email', 'created_at'])
      .execute();
  },
};
