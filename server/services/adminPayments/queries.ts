// The payments console's reads: payments as summaries (one statement per table, whatever the count) and refunds
// with their credit notes and issuing admins.
import type { AdminPaymentSummary, AdminRefund } from '@contract';
import type { Db, Trx } from '../../db/connection';
import { presentAdminRefund, presentPaymentSummary } from '../../presenters/adminPayment';

/** The payments of `ids`, newest first. */
export async function paymentSummaries(db: Db | Trx, ids: string[]): Promise<AdminPaymentSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('payments')
    .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
    .innerJoin('users', 'users.id', 'payments.user_id')
    .select([
      'payments.id',
      'payments.amount_paise',
      'payments.created_at',
      'payments.gateway_payment_id',
      'payments.user_id',
      'payment_orders.gateway',
      'payment_orders.gateway_order_id',
      'payment_orders.purpose',
      'payment_orders.description',
      'users.name as payer_name',
      'users.email as payer_email',
    ])
    .where('payments.id', 'in', ids)
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id', 'desc')
    .execute();
  const refunded = await db
    .selectFrom('refunds')
    .select(['payment_id', (eb) => eb.fn.sum<number>('amount_paise').as('paise')])
    .where('payment_id', 'in', ids)
    .groupBy('payment_id')
    .execute();
  const invoices = await db
    .selectFrom('invoices')
    .select(['payment_id', 'number'])
    .where('payment_id', 'in', ids)
    .orderBy('seq')
    .execute();
  const refundedOf = new Map(refunded.map((r) => [r.payment_id, Number(r.paise)]));
  return rows.map((row) =>
    presentPaymentSummary(
      row,
      refundedOf.get(row.id) ?? 0,
      invoices.filter((i) => i.payment_id === row.id).map((i) => i.number),
    ),
  );
}

/** Refunds with their credit note and the admin who issued an exception (by payment, id or status). */
export function refundQuery(db: Db | Trx) {
  return db
    .selectFrom('refunds')
    .leftJoin('credit_notes', 'credit_notes.refund_id', 'refunds.id')
    .leftJoin('users as issuers', 'issuers.id', 'refunds.issued_by')
    .select([
      'refunds.id',
      'refunds.payment_id',
      'refunds.user_id',
      'refunds.amount_paise',
      'refunds.status',
      'refunds.kind',
      'refunds.reason',
      'refunds.note',
      'refunds.issued_by',
      'refunds.failure',
      'refunds.created_at',
      'refunds.processed_at',
      'issuers.name as issuer_name',
      'credit_notes.number as credit_note_number',
    ]);
}

export async function refundsOfPayment(db: Db | Trx, paymentId: string): Promise<AdminRefund[]> {
  const rows = await refundQuery(db)
    .where('refunds.payment_id', '=', paymentId)
    .orderBy('refunds.created_at')
    .orderBy('refunds.id')
    .execute();
  return rows.map(presentAdminRefund);
}
