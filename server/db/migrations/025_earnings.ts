// Earnings and payouts of lawyers, and private calendar feeds.
// - payout_accounts: one per lawyer, a bank account (IFSC + number) or a UPI id. `number_enc` is the number (or UPI
//   id) encrypted with the server secret (the payout gateway needs it); every reply shows `masked` only.
// - payouts: one per lawyer and payout week (unique): two payout runs racing insert one row, never two. The row is
//   claimed by a conditional update before it goes to the gateway, with the payout id as idempotency key.
// - calendar_feeds: a user's private .ics feed; the URL secret is found by its hash, shown again from `secret_enc`.
import { sql } from 'kysely';
import type { Migration } from './types';

export const earningsMigration: Migration = {
  version: 25,
  name: 'earnings',
  async up(trx) {
    await trx.schema
      .createTable('payout_accounts')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('bank', 'upi')`))
      .addColumn('holder_name', 'text', (c) => c.notNull())
      .addColumn('ifsc', 'text')
      .addColumn('number_enc', 'text', (c) => c.notNull())
      .addColumn('masked', 'text', (c) => c.notNull())
      .addColumn('verified_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema
      .createTable('payouts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('lawyer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('week', 'text', (c) => c.notNull())
      .addColumn('amount_paise', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('pending', 'processing', 'paid', 'failed')`),
      )
      .addColumn('gateway', 'text', (c) => c.notNull())
      .addColumn('gateway_payout_id', 'text')
      // Sent as the gateway's idempotency key: the same on every retry of an unknown outcome, a new one only
      // after the gateway said the previous attempt failed for good (nothing was paid).
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('account_masked', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('failure', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('paid_at', 'text')
      .addUniqueConstraint('payouts_lawyer_week_unique', ['lawyer_id', 'week'])
      .execute();
    await trx.schema.createIndex('payouts_status_idx').on('payouts').columns(['status']).execute();
    await trx.schema
      .createTable('calendar_feeds')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
      .addColumn('secret_enc', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
};
