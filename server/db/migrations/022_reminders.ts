// Calendar invites and consultation reminders.
// - calendar_invites: one row per booking whose invite went out, claimed by the instance that sends it (the
//   sweep compares it with the booking: a confirmed booking without one is invited, a start_at that differs is
//   an update, a cancelled booking with cancelled_at null a cancellation). `sequence` is the iCalendar SEQUENCE
//   of the last invite sent (0 for the first REQUEST, one more on every update, the CANCEL included).
// - booking_reminders: a reminder (kind '24h' or '15m') of a booking is claimed by inserting its row, in the
//   same transaction as its in-app notifications: the unique (booking_id, kind) lets exactly one instance send
//   it. `start_at` is the start it reminded of: a rescheduled booking is reminded again of its new time.
// - demo_mails.ics: the calendar part of a mail caught by the demo inbox (null for plain mails).
import type { Migration } from './types';

export const remindersMigration: Migration = {
  version: 22,
  name: 'reminders',
  async up(trx) {
    await trx.schema
      .createTable('calendar_invites')
      .addColumn('booking_id', 'text', (c) => c.primaryKey().references('bookings.id').onDelete('cascade'))
      .addColumn('sequence', 'integer', (c) => c.notNull())
      .addColumn('start_at', 'text', (c) => c.notNull())
      .addColumn('cancelled_at', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema
      .createIndex('calendar_invites_open_idx')
      .on('calendar_invites')
      .columns(['cancelled_at', 'start_at'])
      .execute();
    // The sweeps look for confirmed bookings starting soon.
    await trx.schema
      .createIndex('bookings_status_start_idx')
      .on('bookings')
      .columns(['status', 'start_at'])
      .execute();
    await trx.schema
      .createTable('booking_reminders')
      .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('start_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('booking_reminders_pk', ['booking_id', 'kind'])
      .execute();
    await trx.schema.alterTable('demo_mails').addColumn('ics', 'text').execute();
  },
};
