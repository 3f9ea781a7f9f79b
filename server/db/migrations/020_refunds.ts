// Pay at booking and the one refund service.
// - bookings.status gains 'awaiting_payment': a priced booking holds its slot until payment_due_at (the
//   product's one payment hold), then lapses. cancel_reason says why a booking was cancelled (the refund
//   rule depends on who cancelled and when); lawyer_joined_at tells a lawyer's no-show from a consultation.
// - refunds: at most one per payment (a refund never happens twice), never more than was paid (the service).
// - credit_notes: the GST document of a processed refund, numbered in its own series, naming the invoice.
import type { Migration } from './types';
import { widenCheck } from './widenCheck';

const statuses = ['confirmed', 'pending_approval', 'cancelled', 'completed'];

export const refundsMigration: Migration = {
  version: 20,
  name: 'refunds',
  async up(trx) {
    await widenCheck(trx, 'bookings', 'status', statuses, [...statuses, 'awaiting_payment']);
    for (const column of ['payment_due_at', 'cancel_reason', 'lawyer_joined_at'])
      await trx.schema.alterTable('bookings').addColumn(column, 'text').execute();
    // The lapse sweep finds holds by their end.
    await trx.schema
      .createIndex('bookings_payment_due_idx')
      .on('bookings')
      .columns(['payment_due_at'])
      .execute();

    await trx.schema
      .createTable('refunds')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('payment_id', 'text', (c) => c.notNull().unique().references('payments.id'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('booking_id', 'text')
      .addColumn('amount_paise', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('gateway', 'text', (c) => c.notNull())
      .addColumn('gateway_refund_id', 'text', (c) => c.unique())
      .addColumn('failure', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('processed_at', 'text')
      .execute();
    await trx.schema.createIndex('refunds_user_idx').on('refunds').columns(['user_id']).execute();
    await trx.schema.createIndex('refunds_booking_idx').on('refunds').columns(['booking_id']).execute();

    await trx.schema
      .createTable('credit_notes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('seq', 'integer', (c) => c.notNull().unique())
      .addColumn('refund_id', 'text', (c) => c.notNull().unique().references('refunds.id'))
      .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoices.id'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('taxable_paise', 'integer', (c) => c.notNull())
      .addColumn('gst_paise', 'integer', (c) => c.notNull())
      .addColumn('total_paise', 'integer', (c) => c.notNull())
      .addColumn('issued_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema.createIndex('credit_notes_user_idx').on('credit_notes').columns(['user_id']).execute();
  },
};
