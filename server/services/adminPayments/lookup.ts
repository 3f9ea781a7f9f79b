// Finds payments by what an admin has in hand: an invoice or credit-note number, the gateway's order or payment
// id, our payment id, or the payer (e-mail or user id). Each is one indexed lookup; a user gives their newest.
import {
  paymentLookupMax,
  type AdminPaymentLookup,
  type adminPaymentEndpoints,
  type InputOf,
} from '@contract';
import type { Db } from '../../db/connection';
import { paymentSummaries } from './queries';

async function paymentIdsFor(db: Db, q: string): Promise<string[]> {
  const upper = q.toUpperCase();
  if (upper.startsWith('INV/'))
    return (
      await db.selectFrom('invoices').select('payment_id as id').where('number', '=', upper).execute()
    ).map((r) => r.id);
  if (upper.startsWith('CN/'))
    return (
      await db
        .selectFrom('credit_notes')
        .innerJoin('refunds', 'refunds.id', 'credit_notes.refund_id')
        .select('refunds.payment_id as id')
        .where('credit_notes.number', '=', upper)
        .execute()
    ).map((r) => r.id);
  const user = await db
    .selectFrom('users')
    .select('id')
    .where(q.includes('@') ? 'email' : 'id', '=', q.includes('@') ? q.toLowerCase() : q)
    .executeTakeFirst();
  if (user)
    return (
      await db
        .selectFrom('payments')
        .select('id')
        .where('user_id', '=', user.id)
        .orderBy('created_at', 'desc')
        .limit(paymentLookupMax)
        .execute()
    ).map((r) => r.id);
  const byPayment = await db
    .selectFrom('payments')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', q), eb('gateway_payment_id', '=', q)]))
    .execute();
  const byOrder = await db
    .selectFrom('payments')
    .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
    .select('payments.id')
    .where('payment_orders.gateway_order_id', '=', q)
    .execute();
  return [...new Set([...byPayment, ...byOrder].map((r) => r.id))];
}

export async function lookupPayments(
  deps: { db: Db },
  { query }: InputOf<typeof adminPaymentEndpoints.lookup>,
): Promise<AdminPaymentLookup> {
  return { items: await paymentSummaries(deps.db, await paymentIdsFor(deps.db, query.q)) };
}
