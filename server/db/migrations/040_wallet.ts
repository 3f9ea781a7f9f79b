// The client's wallet (#58): top-ups, per-minute charges and refunds of unused balance. `wallets` holds the
// balance (a CHECK keeps it >= 0: the last guard behind the services' row lock), `wallet_entries` every change
// with what caused it, `payment_receipts` the numbered receipt of each top-up (an advance: no tax invoice).
import { sql } from 'kysely';
import type { Migration } from './types';

export const walletMigration: Migration = {
  version: 40,
  name: 'wallet',
  async up(trx) {
    await trx.schema
      .createTable('wallets')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('balance_paise', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(0)
          .check(sql`balance_paise >= 0`),
      )
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await trx.schema
      .createTable('wallet_entries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('top_up', 'charge', 'refund')`))
      .addColumn('amount_paise', 'integer', (c) => c.notNull().check(sql`amount_paise <> 0`))
      .addColumn('balance_after_paise', 'integer', (c) => c.notNull().check(sql`balance_after_paise >= 0`))
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('payment_id', 'text', (c) => c.references('payments.id'))
      .addColumn('instant_id', 'text')
      // Erasure deletes a user's refunds before their entries (dataRights.ts): the link goes, not the erasure.
      .addColumn('refund_id', 'text', (c) => c.references('refunds.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    // A top-up's payment credits once and a refund debits once, whoever records them (confirm or webhook).
    await trx.schema
      .createIndex('wallet_entries_payment_unique')
      .on('wallet_entries')
      .column('payment_id')
      .unique()
      .execute();
    await trx.schema
      .createIndex('wallet_entries_refund_unique')
      .on('wallet_entries')
      .column('refund_id')
      .unique()
      .execute();
    // The wallet page: a client's entries newest first, a keyset page at a time.
    await trx.schema
      .createIndex('wallet_entries_user_created_idx')
      .on('wallet_entries')
      .columns(['user_id', 'created_at', 'id'])
      .execute();

    await trx.schema
      .createTable('payment_receipts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('number', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('payment_id', 'text', (c) => c.notNull().unique().references('payments.id'))
      .addColumn('client_name', 'text', (c) => c.notNull())
      .addColumn('client_email', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('amount_paise', 'integer', (c) => c.notNull())
      .addColumn('issued_at', 'text', (c) => c.notNull())
      .execute();
  },
};
