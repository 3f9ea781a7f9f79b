// Bookings, weekly availability, reschedule proposals and schedule attachments.
// No double booking: a partial unique index on (lawyer_id, start_at) over live (not cancelled) bookings.
import { sql } from 'kysely';
import type { Migration } from './types';

export const bookingsMigration: Migration = {
  version: 6,
  name: 'bookings',
  async up(trx) {
    // One row per lawyer who changed the default pattern (Mon–Sat, 10:00–17:30); the rate stays on the profile.
    await trx.schema
      .createTable('availability')
      .addColumn('lawyer_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('days', 'text', (c) => c.notNull())
      .addColumn('slots', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await trx.schema
      .createTable('bookings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('client_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('lawyer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('slot', 'text', (c) => c.notNull())
      .addColumn('start_at', 'text', (c) => c.notNull())
      .addColumn('end_at', 'text', (c) => c.notNull())
      .addColumn('minutes', 'integer', (c) => c.notNull().defaultTo(30))
      .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('video', 'phone', 'onsite')`))
      .addColumn('topic', 'text', (c) => c.notNull())
      .addColumn('price_paise', 'integer', (c) => c.notNull().check(sql`price_paise >= 0`))
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('confirmed', 'pending_approval', 'cancelled', 'completed')`),
      )
      .addColumn('paid_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema
      .createIndex('bookings_live_slot_uq')
      .on('bookings')
      .columns(['lawyer_id', 'start_at'])
      .unique()
      .where(sql.ref('status'), '<>', 'cancelled')
      .execute();
    await trx.schema
      .createIndex('bookings_client_start_idx')
      .on('bookings')
      .columns(['client_id', 'start_at'])
      .execute();

    await trx.schema
      .createTable('booking_reschedules')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
      .addColumn('proposed_by', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('slot', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) =>
        c.notNull().check(sql`status in ('pending', 'accepted', 'declined', 'withdrawn')`),
      )
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('decided_at', 'text')
      .execute();
    await trx.schema
      .createIndex('booking_reschedules_booking_idx')
      .on('booking_reschedules')
      .columns(['booking_id', 'status'])
      .execute();

    await trx.schema
      .createTable('booking_documents')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
      .addColumn('uploaded_by', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('original_name', 'text', (c) => c.notNull())
      .addColumn('stored_name', 'text', (c) => c.notNull())
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema
      .createIndex('booking_documents_booking_idx')
      .on('booking_documents')
      .column('booking_id')
      .execute();
  },
};
