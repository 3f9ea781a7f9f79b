// The price is the price at booking: each booking keeps the rate it was made at (metering, invoices and
// refunds use it, never the lawyer's current rate) and what is owed back for unused minutes.
import { sql } from 'kysely';
import type { Migration } from './types';

export const bookedPriceMigration: Migration = {
  version: 18,
  name: 'booked_price',
  async up(trx) {
    await trx.schema
      .alterTable('bookings')
      .addColumn('rate_paise', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await trx.schema
      .alterTable('bookings')
      .addColumn('refund_due_paise', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // Bookings so far were priced 30 minutes × the rate of the day: that rate is their booked rate; a free
    // first consultation (₹0) takes the lawyer's rate as it stands.
    await sql`UPDATE bookings SET rate_paise = COALESCE(
        CASE WHEN price_paise > 0 AND minutes > 0 THEN price_paise / minutes END,
        (SELECT lp.rate_paise FROM lawyer_profiles lp WHERE lp.user_id = bookings.lawyer_id),
        0)`.execute(trx);
  },
};
