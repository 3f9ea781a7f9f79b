// Chooses what an order pays for, once: by the request when creating it, by its purpose afterwards.
import type { OrderRequest } from '@contract';
import type { Db } from '../../../db/connection';
import type { PaymentOrderRow } from '../../../db/schema';
import { bookingPayable } from './booking';
import type { Payable, PayableKind, Quote } from './payable';
import { planPayable } from './plan';
import { serviceOrderPayable } from './serviceOrder';
import { walletTopUpPayable } from './walletTopUp';

const payables: Record<PayableKind, Payable<never>> = {
  plan: planPayable,
  booking: bookingPayable,
  service_order: serviceOrderPayable,
  wallet_topup: walletTopUpPayable,
};

/** The payable of a stored order. */
export const payableOf = (order: Pick<PaymentOrderRow, 'purpose'>) => payables[order.purpose];

/** Prices a new order for what the request names; refuses a target the caller may not pay. */
export function quoteOrder(db: Db, userId: string, request: OrderRequest, now: Date): Promise<Quote> {
  if ('plan' in request) return planPayable.quote(db, userId, request.plan, now);
  if ('serviceOrderId' in request) return serviceOrderPayable.quote(db, userId, request.serviceOrderId, now);
  return bookingPayable.quote(db, userId, request.bookingId, now);
}
