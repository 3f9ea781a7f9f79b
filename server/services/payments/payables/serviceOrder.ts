// A legal-document order as a payable: the client's own order awaiting payment, sold by the platform (GST
// included) and handed to the lawyers once paid; money for an order cancelled meanwhile goes straight back.
import type { Trx } from '../../../db/connection';
import { updatedAny } from '../../../db/updated';
import { conflict, notFound } from '../../../errors';
import type { PaymentKey, Said } from '../../../i18n';
import { queueRefund } from '../../refunds';
import { addServiceOrderEvent } from '../../serviceOrderEvents';
import { platformIssuer } from '../invoices';
import { targetOf, type Payable } from './payable';

/** The invoice line of a legal-document package. */
export const serviceOrderAbout = (title: string): Said<PaymentKey> => ({
  id: 'payment_for_document_package',
  values: { title },
});

/**
 * An order awaiting payment is now paid and waits for its details and a lawyer. False when it was not
 * awaiting payment (cancelled meanwhile, or paid by another order): the caller refunds this payment.
 */
async function markServiceOrderPaid(trx: Trx, id: string, clientId: string, at: string): Promise<boolean> {
  const changed = await trx
    .updateTable('service_orders')
    .set({ status: 'awaiting_lawyer', paid_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'awaiting_payment')
    .executeTakeFirst();
  if (!updatedAny(changed)) return false;
  await addServiceOrderEvent(trx, id, 'paid', clientId, at);
  return true;
}

export const serviceOrderPayable: Payable<string> = {
  async quote(db, userId, id) {
    const order = await db
      .selectFrom('service_orders')
      .select(['id', 'status', 'price_paise', 'title'])
      .where('id', '=', id)
      .where('client_id', '=', userId)
      .executeTakeFirst();
    if (!order) throw notFound('order_not_found');
    if (order.status === 'cancelled') throw conflict('order_cancelled');
    if (order.status !== 'awaiting_payment') throw conflict('order_already_paid');
    return {
      purpose: 'service_order',
      amountPaise: order.price_paise,
      about: serviceOrderAbout(order.title),
      target: { plan: null, booking_id: null, service_order_id: order.id },
      note: `service_order:${order.id}`,
    };
  },

  async currentPrice(db, order) {
    const serviceOrder = await db
      .selectFrom('service_orders')
      .select(['status', 'price_paise'])
      .where('id', '=', targetOf(order, 'service_order_id'))
      .executeTakeFirst();
    if (serviceOrder?.status === 'cancelled') throw conflict('order_cancelled_nothing_to_pay');
    return serviceOrder?.price_paise;
  },

  async markPaid(trx, { order, paymentId, now }) {
    const id = targetOf(order, 'service_order_id');
    const paid = await markServiceOrderPaid(trx, id, order.user_id, now.toISOString());
    return {
      invoiceKind: 'document',
      // A legal-document package is sold by the platform; the lawyer who takes it is paid out.
      issuer: platformIssuer,
      link: `/dashboard/service-orders/${id}`,
      giveBack: paid
        ? undefined
        : (t) =>
            queueRefund(
              t,
              {
                paymentId,
                bookingId: null,
                serviceOrderId: id,
                reason: 'service_order_cancelled',
                amountPaise: order.amount_paise,
              },
              now,
            ),
    };
  },
};
