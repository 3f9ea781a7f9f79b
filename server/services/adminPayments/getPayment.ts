// One payment as the console shows it: what it paid for, payer, invoices, refunds with their credit notes, the
// webhook deliveries about it, and what the policy would give back now.
import type { AdminPaymentDetail, adminPaymentEndpoints, InputOf } from '@contract';
import type { Db, Trx } from '../../db/connection';
import { notFound } from '../../errors';
import { presentWebhookDelivery } from '../../presenters/adminPayment';
import { policyRefundOf } from './policy';
import { paymentSummaries, refundsOfPayment } from './queries';

/** The latest deliveries a payment's page lists. */
const deliveriesShown = 50;

export async function paymentDetail(db: Db | Trx, paymentId: string): Promise<AdminPaymentDetail> {
  const [summary] = await paymentSummaries(db, [paymentId]);
  if (!summary) throw notFound('payment_not_found');
  const order = await db
    .selectFrom('payments')
    .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
    .leftJoin('subscriptions', 'subscriptions.payment_id', 'payments.id')
    .select([
      'payment_orders.booking_id',
      'payment_orders.service_order_id',
      'payment_orders.description',
      'subscriptions.id as subscription_id',
    ])
    .where('payments.id', '=', paymentId)
    .executeTakeFirstOrThrow();
  const invoices = await db
    .selectFrom('invoices')
    .select(['id', 'number', 'total_paise', 'issued_at'])
    .where('payment_id', '=', paymentId)
    .orderBy('seq')
    .execute();
  const webhooks = await db
    .selectFrom('webhook_events')
    .selectAll()
    .where('gateway_payment_id', '=', summary.gatewayPaymentId)
    .orderBy('received_at', 'desc')
    .orderBy('id', 'desc')
    .limit(deliveriesShown)
    .execute();
  const policy = await policyRefundOf(db, paymentId);
  const purposeId = {
    booking: order.booking_id,
    service_order: order.service_order_id,
    plan: order.subscription_id,
    wallet_topup: null,
  }[summary.purpose];
  return {
    ...summary,
    paidFor: { kind: summary.purpose, _id: purposeId ?? null, label: order.description },
    invoices: invoices.map((i) => ({
      _id: i.id,
      number: i.number,
      totalPaise: i.total_paise,
      issuedAt: i.issued_at,
    })),
    refunds: await refundsOfPayment(db, paymentId),
    webhooks: webhooks.map(presentWebhookDelivery),
    policyRefundPaise: Math.min(policy?.amountPaise ?? 0, summary.refundablePaise),
  };
}

export async function getPayment(
  deps: { db: Db },
  { params }: InputOf<typeof adminPaymentEndpoints.payment>,
): Promise<AdminPaymentDetail> {
  return paymentDetail(deps.db, params.id);
}
