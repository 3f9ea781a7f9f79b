// TDS under section 194-O (services/earnings/tds.ts):
// - pans: a lawyer's PAN, encrypted with the server secret like the payout account's number (Form 26Q needs it
//   whole); replies show `masked` only. `given_at` is when a PAN was first given: lines from then on have one.
// - payouts.tds: JSON of what a payout paid out by TDS rule ({reason, grossPaise, tdsPaise}[]), fixed when it is
//   made ('[]' for payouts made before).
import type { Migration } from './types';

export const tdsMigration: Migration = {
  version: 29,
  name: 'tds',
  async up(trx) {
    await trx.schema
      .createTable('pans')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('pan_enc', 'text', (c) => c.notNull())
      .addColumn('masked', 'text', (c) => c.notNull())
      .addColumn('given_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema
      .alterTable('payouts')
      .addColumn('tds', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
  },
};
