// Verified reviews: a client reviews a completed engagement once (1–5 stars, optional text and 'recommend'), the
// lawyer may reply once, anyone signed in may report one, an admin hides or restores it with a reason.
// - reviews.booking_id is nullable and unique: a document order (order_id, a later migration) will be the other
//   kind of engagement a review can belong to, each review belonging to exactly one of them.
// - Indexes for the lookups done: a lawyer's visible reviews newest first, a booking's review, open reports,
//   distinct clients with completed bookings and real follows per lawyer (the profile's figures).
import { sql } from 'kysely';
import type { Migration } from './types';

export const reviewsMigration: Migration = {
  version: 21,
  name: 'reviews',
  async up(trx) {
    await trx.schema
      .createTable('reviews')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('booking_id', 'text', (c) => c.references('bookings.id').onDelete('cascade'))
      .addColumn('lawyer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('client_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('stars', 'integer', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
      /** 0/1; null when the client did not say. */
      .addColumn('recommend', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('reply_text', 'text')
      .addColumn('reply_at', 'text')
      .addColumn('hidden_at', 'text')
      /** The admin's reason for the latest decision (hide or restore). */
      .addColumn('moderation_reason', 'text')
      .addColumn('moderated_at', 'text')
      .addColumn('moderated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addCheckConstraint('reviews_stars_ck', sql`stars between 1 and 5`)
      .execute();
    await trx.schema.createIndex('reviews_booking_uq').on('reviews').column('booking_id').unique().execute();
    await trx.schema
      .createIndex('reviews_lawyer_created_idx')
      .on('reviews')
      .columns(['lawyer_id', 'created_at'])
      .execute();

    await trx.schema
      .createTable('review_reports')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('review_id', 'text', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
      .addColumn('reporter_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      /** Set when an admin decided on the review (hidden or restored). */
      .addColumn('resolved_at', 'text')
      .execute();
    await trx.schema
      .createIndex('review_reports_review_reporter_uq')
      .on('review_reports')
      .columns(['review_id', 'reporter_id'])
      .unique()
      .execute();
    await trx.schema
      .createIndex('review_reports_resolved_idx')
      .on('review_reports')
      .columns(['resolved_at', 'review_id'])
      .execute();

    // The profile's figures: clients served (distinct clients of completed bookings) and followers.
    await trx.schema
      .createIndex('bookings_lawyer_status_client_idx')
      .on('bookings')
      .columns(['lawyer_id', 'status', 'client_id'])
      .execute();
    await trx.schema.createIndex('follows_lawyer_idx').on('follows').column('lawyer_id').execute();
  },
};
