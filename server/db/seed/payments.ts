// A demo payment made the way the live flow makes one: an order through the demo gateway, recorded by the
// payment service (payment, sequential invoice, notices, and what the payment causes: a booking paid, a
// document order handed to the lawyers). Fixed ids, so the seed stays deterministic.
import type { Trx } from '../connection';
import type { PaymentOrderRow } from '../schema';
import { recordPayment } from '../../services/payments/recordPayment';

export const seededPaymentOrderId = (key: string) => `01HZ0000000000000000Q${key.padStart(5, '0')}`;

export async function seedPayment(
  trx: Trx,
  payment: {
    key: string;
    userId: string;
    for: { bookingId: string } | { serviceOrderId: string };
    amountPaise: number;
    description: string;
    at: string;
  },
): Promise<void> {
  const order: PaymentOrderRow = {
    id: seededPaymentOrderId(payment.key),
    user_id: payment.userId,
    gateway: 'demo',
    gateway_order_id: `order_demo_seed_${payment.key}`,
    purpose: 'bookingId' in payment.for ? 'booking' : 'service_order',
    plan: null,
    booking_id: 'bookingId' in payment.for ? payment.for.bookingId : null,
    service_order_id: 'serviceOrderId' in payment.for ? payment.for.serviceOrderId : null,
    amount_paise: payment.amountPaise,
    description: payment.description,
    status: 'created',
    created_at: payment.at,
    paid_at: null,
  };
  await trx.insertInto('payment_orders').values(order).execute();
  const paidByUpi = {
    gatewayPaymentId: `pay_demo_seed_${payment.key}`,
    method: 'scanPay' as const,
    last4: null,
    addressLine1: 'MG Road',
    addressLine2: 'Bengaluru 560001',
    clientGstin: null,
  };
  await recordPayment(trx, order, paidByUpi, new Date(payment.at));
}
