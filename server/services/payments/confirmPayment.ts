// The browser's side of a payment: confirming it with the gateway's signature, or marking the order failed.
import { paymentHoldMinutes } from '../bookingMoney';
import type { Db } from '../../db/connection';
import type { PaymentOrderRow, UserRow } from '../../db/schema';
import { badRequest, conflict, said } from '../../errors';
import type { PaymentGateway } from './gateway';
import { findOrder } from './orders';
import { payableOf } from './payables';
import { recordPayment, type PaymentDetails, type RecordedPayment } from './recordPayment';

/** Confirms a browser-side payment: the signature must match the order we stored for this caller. */
export async function confirmPayment(
  db: Db,
  gateway: PaymentGateway,
  me: UserRow,
  input: Omit<PaymentDetails, 'gatewayPaymentId'> & { orderId: string; paymentId: string; signature: string },
  now: Date,
): Promise<RecordedPayment> {
  const order = await findOrder(db, me.id, input.orderId);
  if (order.gateway !== gateway.name) throw conflict('payment_other_gateway');
  await assertOrderStillValid(db, order, now);
  if (!gateway.verifyPayment(order.gateway_order_id, input.paymentId, input.signature))
    throw badRequest('payment_signature_mismatch', 'signature');
  return recordPayment(
    db,
    order,
    {
      gatewayPaymentId: input.paymentId,
      method: input.method,
      last4: input.method === 'creditCard' ? (input.last4 ?? null) : null,
      addressLine1: input.addressLine1,
      addressLine2: input.addressLine2,
      clientGstin: input.clientGstin,
    },
    now,
  );
}

/**
 * An order pays what it was created for, within the product's one payment hold: an expired order, or one
 * whose price has changed since (a paid plan repriced, a booking rescheduled to another price), is refused
 * before anything is recorded; the client starts again and gets a fresh order at today's price.
 */
async function assertOrderStillValid(db: Db, order: PaymentOrderRow, now: Date): Promise<void> {
  if (order.status !== 'created') return; // paid already: recordPayment answers with that payment
  if (now.getTime() > Date.parse(order.created_at) + paymentHoldMinutes * 60_000)
    throw conflict(said('payment_order_expired', { minutes: paymentHoldMinutes }));
  if ((await payableOf(order).currentPrice(db, order, now)) !== order.amount_paise)
    throw conflict('payment_price_changed');
}

/** The browser reports a payment that did not go through: an unpaid order is marked failed. */
export async function markOrderFailed(db: Db, userId: string, gatewayOrderId: string): Promise<void> {
  const order = await findOrder(db, userId, gatewayOrderId);
  if (order.status === 'created')
    await db.updateTable('payment_orders').set({ status: 'failed' }).where('id', '=', order.id).execute();
}
