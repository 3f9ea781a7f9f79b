// What the product's policy gives back for a payment now, by what it paid for: the same rules the cancel,
// metering and premium cancel apply (contract/bookingTerms.ts, services/payments/subscriptions.ts). Nothing is
// due while the thing paid for is still on, or once the policy's one refund of the payment exists.
import { cancellationRefundPaise } from '@contract';
import type { Db, Trx } from '../../db/connection';
import type { RefundReason } from '../../db/schema';
import { unusedPlanPaise } from '../payments/subscriptions';

export interface PolicyRefund {
  amountPaise: number;
  reason: RefundReason;
  bookingId: string | null;
  serviceOrderId: string | null;
}

export async function policyRefundOf(db: Db | Trx, paymentId: string): Promise<PolicyRefund | null> {
  const payment = await db
    .selectFrom('payments')
    .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
    .select([
      'payments.id',
      'payments.amount_paise',
      'payment_orders.purpose',
      'payment_orders.booking_id',
      'payment_orders.service_order_id',
    ])
    .where('payments.id', '=', paymentId)
    .executeTakeFirst();
  if (!payment) return null;
  const given = await db
    .selectFrom('refunds')
    .select('id')
    .where('payment_id', '=', paymentId)
    .where('kind', '=', 'policy')
    .executeTakeFirst();
  if (given) return null;
  const paid = payment.amount_paise;
  if (payment.purpose === 'booking' && payment.booking_id) {
    const booking = await db
      .selectFrom('bookings')
      .select(['id', 'status', 'cancel_reason', 'start_at', 'updated_at', 'refund_due_paise'])
      .where('id', '=', payment.booking_id)
      .executeTakeFirst();
    if (!booking) return null;
    const of = (amountPaise: number, reason: RefundReason) =>
      amountPaise > 0 ? { amountPaise, reason, bookingId: booking.id, serviceOrderId: null } : null;
    if (booking.status === 'completed') return of(booking.refund_due_paise, 'unused_minutes');
    if (booking.status !== 'cancelled') return null;
    const reason = booking.cancel_reason ?? 'client';
    // Money that came after the hold lapsed goes back whole, as recording it would have queued.
    if (reason === 'unpaid') return of(paid, 'unpaid');
    // Cancelled when it was last changed; the policy as for a booking the lawyer had committed to.
    const at = new Date(booking.updated_at);
    return of(cancellationRefundPaise(paid, reason, new Date(booking.start_at), at, 'confirmed'), reason);
  }
  if (payment.purpose === 'service_order' && payment.service_order_id) {
    const order = await db
      .selectFrom('service_orders')
      .select(['id', 'status'])
      .where('id', '=', payment.service_order_id)
      .executeTakeFirst();
    if (order?.status !== 'cancelled') return null;
    return {
      amountPaise: paid,
      reason: 'service_order_cancelled',
      bookingId: null,
      serviceOrderId: order.id,
    };
  }
  if (payment.purpose === 'plan') {
    const sub = await db
      .selectFrom('subscriptions')
      .select(['plan', 'period_end', 'cancelled_at'])
      .where('payment_id', '=', paymentId)
      .executeTakeFirst();
    if (!sub?.cancelled_at) return null;
    const amountPaise = unusedPlanPaise(sub, paid, new Date(sub.cancelled_at));
    return amountPaise > 0
      ? { amountPaise, reason: 'plan_cancelled', bookingId: null, serviceOrderId: null }
      : null;
  }
  return null;
}
