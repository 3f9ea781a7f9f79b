// Plans/subscriptions, payments, gateway orders, invoices, documents.
// Card data has no column anywhere: only the last four digits and the billing address are kept.
import type { Migration } from './types';

export const moneyMigration: Migration = {
  version: 8,
  name: 'money',
  async up(trx) {
    await trx.schema
      .createTable('payment_orders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('gateway', 'text', (c) => c.notNull())
      // The gateway's own order id; payments are verified against this stored value.
      .addColumn('gateway_order_id', 'text', (c) => c.notNull().unique())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('plan', 'text')
      // No foreign key: bookings belong to another feature; the service checks ownership itself.
      .addColumn('booking_id', 'text')
      .addColumn('amount_paise', 'integer', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('paid_at', 'text')
      .execute();
    await trx.schema
      .createTable('payments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // One payment per order: a repeated confirmation or webhook cannot record a second one.
      .addColumn('order_id', 'text', (c) => c.notNull().unique().references('payment_orders.id'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('gateway_payment_id', 'text', (c) => c.notNull().unique())
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('last4', 'text')
      .addColumn('address_line1', 'text', (c) => c.notNull())
      .addColumn('address_line2', 'text', (c) => c.notNull())
      .addColumn('amount_paise', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema
      .createTable('subscriptions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('plan', 'text', (c) => c.notNull())
      .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id'))
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('period_end', 'text', (c) => c.notNull())
      .addColumn('cancelled_at', 'text')
      .execute();
    await trx.schema.createIndex('subscriptions_user_idx').on('subscriptions').columns(['user_id']).execute();
    await trx.schema
      .createTable('invoices')
      .addColumn('id', 'text', (c) => c.primaryKey())
      // Sequential without gaps: the next number is taken inside the payment's transaction.
      .addColumn('seq', 'integer', (c) => c.notNull().unique())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('payment_id', 'text', (c) => c.notNull().unique().references('payments.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('issuer_name', 'text', (c) => c.notNull())
      .addColumn('issuer_gstin', 'text', (c) => c.notNull())
      .addColumn('client_name', 'text', (c) => c.notNull())
      .addColumn('client_email', 'text', (c) => c.notNull())
      .addColumn('client_gstin', 'text')
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('taxable_paise', 'integer', (c) => c.notNull())
      .addColumn('gst_paise', 'integer', (c) => c.notNull())
      .addColumn('total_paise', 'integer', (c) => c.notNull())
      .addColumn('reverse_charge', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('issued_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema
      .createTable('webhook_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('gateway', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema
      .createTable('documents')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('original_name', 'text', (c) => c.notNull())
      .addColumn('stored_name', 'text', (c) => c.notNull())
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('pin_hash', 'text')
      .addColumn('pin_failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('pin_locked_until', 'text')
      .addColumn('shared_with', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('deleted_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await trx.schema.createIndex('documents_user_idx').on('documents').columns(['user_id']).execute();
  },
};
