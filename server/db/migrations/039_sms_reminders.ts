// Reminders by SMS (#58): the opt-in is the `smsReminders` key of user_settings' JSON (contract/settings.ts, off
// by default). booking_sms_reminders records each reminder texted, per booking, kind and person: the SMS channel
// is claimed apart from the mail and in-app one (booking_reminders), so each goes once; `start_at` is the start it
// reminded of, so a rescheduled booking is texted again of its new time.
import type { Migration } from './types';

export const smsRemindersMigration: Migration = {
  version: 39,
  name: 'sms_reminders',
  async up(trx) {
    await trx.schema
      .createTable('booking_sms_reminders')
      .addColumn('booking_id', 'text', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('start_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('booking_sms_reminders_pk', ['booking_id', 'kind', 'user_id'])
      .execute();
    // Erasure and export find rows by user.
    await trx.schema
      .createIndex('booking_sms_reminders_user_idx')
      .on('booking_sms_reminders')
      .column('user_id')
      .execute();
  },
};
