// Mobile numbers (#58): users.phone in E.164 (+919876543210), unique across accounts, null until proven by an
// SMS code; phone_codes are those codes (HMAC only, like otp_codes, but naming the number they prove); demo_sms
// is the offline demo SMS inbox (GET /api/demo/sms), as demo_mails is for mail.
import type { Migration } from './types';

export const phonesMigration: Migration = {
  version: 38,
  name: 'phones',
  async up(trx) {
    await trx.schema.alterTable('users').addColumn('phone', 'text').execute();
    // NULLs never collide, so accounts without a number are unaffected on SQLite and PostgreSQL alike.
    await trx.schema.createIndex('users_phone_unique').on('users').column('phone').unique().execute();

    await trx.schema
      .createTable('phone_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('consumed_at', 'text')
      .execute();
    // The limits count recent codes per account and per number.
    await trx.schema
      .createIndex('phone_codes_user_created_idx')
      .on('phone_codes')
      .columns(['user_id', 'created_at'])
      .execute();
    await trx.schema
      .createIndex('phone_codes_phone_created_idx')
      .on('phone_codes')
      .columns(['phone', 'created_at'])
      .execute();

    await trx.schema
      .createTable('demo_sms')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('to_phone', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('template_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema
      .createIndex('demo_sms_to_created_idx')
      .on('demo_sms')
      .columns(['to_phone', 'created_at'])
      .execute();
  },
};
