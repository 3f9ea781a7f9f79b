// Refunds beyond the policy, and what each webhook delivery came to (the admins' payments console, #57).
// - refunds: several per payment. The rule becomes "refunds never exceed the payment" (services/refunds.ts, under
//   a lock of the payment). `kind` tells the policy's refund (still at most one per payment: a partial unique
//   index) from an admin's exception, which carries the admin's `note` and `issued_by`.
// - webhook_events: the event type, its outcome (processed, ignored, duplicate), a detail code, the gateway's
//   payment id it concerned (the console lists a payment's deliveries) and how many times it was delivered.
// SQLite cannot drop a column's UNIQUE: refunds is rebuilt, and credit_notes (whose key points at it) with it,
// keeping every row and id. PostgreSQL drops the constraint.
import { sql } from 'kysely';
import { dialectOf } from '../connection';
import type { Migration, MigrationTransaction } from './types';

const refundColumns = [
  'id',
  'payment_id',
  'user_id',
  'booking_id',
  'service_order_id',
  'amount_paise',
  'reason',
  'status',
  'gateway',
  'gateway_refund_id',
  'failure',
  'created_at',
  'processed_at',
];
const creditNoteColumns = [
  'id',
  'seq',
  'number',
  'refund_id',
  'invoice_id',
  'user_id',
  'taxable_paise',
  'gst_paise',
  'total_paise',
  'issued_at',
];

async function copyRows(trx: MigrationTransaction, from: string, to: string, columns: string[]) {
  const list = sql.join(columns.map((c) => sql.ref(c)));
  await sql`INSERT INTO ${sql.table(to)} (${list}) SELECT ${list} FROM ${sql.table(from)}`.execute(trx);
}

/** SQLite: refunds and credit_notes built anew under other names, filled, and renamed into place. */
async function rebuildOnSqlite(trx: MigrationTransaction) {
  await trx.schema
    .createTable('refunds_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id'))
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
    .addColumn('service_order_id', 'text')
    .execute();
  await copyRows(trx, 'refunds', 'refunds_next', refundColumns);
  await trx.schema
    .createTable('credit_notes_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('seq', 'integer', (c) => c.notNull().unique())
    // Renaming refunds_next to refunds rewrites this reference to refunds.
    .addColumn('refund_id', 'text', (c) => c.notNull().unique().references('refunds_next.id'))
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoices.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('taxable_paise', 'integer', (c) => c.notNull())
    .addColumn('gst_paise', 'integer', (c) => c.notNull())
    .addColumn('total_paise', 'integer', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('number', 'text')
    .execute();
  await copyRows(trx, 'credit_notes', 'credit_notes_next', creditNoteColumns);
  // Nothing points at credit_notes; once it is gone nothing points at refunds either.
  await trx.schema.dropTable('credit_notes').execute();
  await trx.schema.dropTable('refunds').execute();
  await trx.schema.alterTable('refunds_next').renameTo('refunds').execute();
  await trx.schema.alterTable('credit_notes_next').renameTo('credit_notes').execute();
  await trx.schema.createIndex('refunds_user_idx').on('refunds').columns(['user_id']).execute();
  await trx.schema.createIndex('refunds_booking_idx').on('refunds').columns(['booking_id']).execute();
  await trx.schema.createIndex('credit_notes_user_idx').on('credit_notes').columns(['user_id']).execute();
  await trx.schema
    .createIndex('credit_notes_number_key')
    .on('credit_notes')
    .column('number')
    .unique()
    .execute();
}

export const refundExceptionsMigration: Migration = {
  version: 36,
  name: 'refund_exceptions',
  async up(trx) {
    if (dialectOf(trx) === 'postgres')
      await sql`ALTER TABLE refunds DROP CONSTRAINT refunds_payment_id_key`.execute(trx);
    else await rebuildOnSqlite(trx);
    await trx.schema
      .alterTable('refunds')
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('policy'))
      .execute();
    await trx.schema.alterTable('refunds').addColumn('note', 'text').execute();
    await trx.schema.alterTable('refunds').addColumn('issued_by', 'text').execute();
    // Every refund of a payment (the sum the rule reads), and at most one by the policy.
    await trx.schema.createIndex('refunds_payment_idx').on('refunds').columns(['payment_id']).execute();
    await trx.schema
      .createIndex('refunds_policy_payment_uq')
      .on('refunds')
      .column('payment_id')
      .unique()
      .where(sql.ref('kind'), '=', sql.lit('policy'))
      .execute();
    // The admins' failed refunds, newest first.
    await trx.schema
      .createIndex('refunds_status_created_idx')
      .on('refunds')
      .columns(['status', 'created_at', 'id'])
      .execute();

    await trx.schema.alterTable('webhook_events').addColumn('event_type', 'text').execute();
    await trx.schema.alterTable('webhook_events').addColumn('outcome', 'text').execute();
    await trx.schema.alterTable('webhook_events').addColumn('detail', 'text').execute();
    await trx.schema.alterTable('webhook_events').addColumn('gateway_payment_id', 'text').execute();
    await trx.schema
      .alterTable('webhook_events')
      .addColumn('deliveries', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await trx.schema
      .createIndex('webhook_events_payment_idx')
      .on('webhook_events')
      .columns(['gateway_payment_id', 'received_at'])
      .execute();
  },
};
