// Creating a payment order at the gateway for a plan, a booking or a document order; the amount always comes
// from the server (payables/), never from the request.
import type { OrderRequest, PaymentOrder } from '@contract';
import type { Db } from '../../db/connection';
import { newId } from '../../db/ids';
import type { PaymentOrderRow, UserRow } from '../../db/schema';
import { textIn, type Locale } from '../../i18n';
import type { PaymentGateway } from './gateway';
import { presentOrder } from './orders';
import { quoteOrder } from './payables';
import type { Quote } from './payables/payable';

export async function createOrder(
  db: Db,
  gateway: PaymentGateway,
  me: UserRow,
  request: OrderRequest,
  now: Date,
  locale: Locale,
): Promise<PaymentOrder> {
  return placeOrder(db, gateway, me, await quoteOrder(db, me.id, request, now), now, locale);
}

/** An order at the gateway for what `quote` priced (a wallet top-up quotes its own: services/wallet). */
export async function placeOrder(
  db: Db,
  gateway: PaymentGateway,
  me: UserRow,
  quote: Quote,
  now: Date,
  locale: Locale,
): Promise<PaymentOrder> {
  const id = newId();
  const created = await gateway.createOrder({
    amountPaise: quote.amountPaise,
    receipt: id,
    notes: { purpose: quote.note },
  });
  const row: PaymentOrderRow = {
    id,
    user_id: me.id,
    gateway: gateway.name,
    gateway_order_id: created.orderId,
    purpose: quote.purpose,
    ...quote.target,
    amount_paise: quote.amountPaise,
    description: textIn('en', quote.about.id, quote.about.values),
    status: 'created',
    created_at: now.toISOString(),
    paid_at: null,
  };
  await db.insertInto('payment_orders').values(row).execute();
  // The record stays in English; the payer reads what they pay for in their own language.
  const order = await presentOrder(row, gateway);
  return { ...order, description: textIn(locale, quote.about.id, quote.about.values) };
}
