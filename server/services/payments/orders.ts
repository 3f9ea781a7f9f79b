// Payment orders as the buyer sees them: their own order by its gateway id, and its checkout (UPI link and QR).
import QRCode from 'qrcode';
import type { PaymentOrder } from '@contract';
import type { Db } from '../../db/connection';
import type { PaymentOrderRow } from '../../db/schema';
import { notFound } from '../../errors';
import type { PaymentGateway } from './gateway';

const upiPayee = 'lexsetu@upi';

export async function findOrder(db: Db, userId: string, gatewayOrderId: string) {
  const row = await db
    .selectFrom('payment_orders')
    .selectAll()
    .where('gateway_order_id', '=', gatewayOrderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  // Someone else's order answers like a missing one.
  if (!row) throw notFound('payment_order_not_found');
  return row;
}

export async function presentOrder(row: PaymentOrderRow, gateway: PaymentGateway): Promise<PaymentOrder> {
  const rupees = (row.amount_paise / 100).toFixed(2);
  const upiLink = `upi://pay?pa=${upiPayee}&pn=LexSetu&am=${rupees}&cu=INR&tr=${encodeURIComponent(row.gateway_order_id)}`;
  // Orders paid from the wallet (Consult now) are recorded paid at once, never handed to a payment window.
  if (row.gateway === 'wallet') throw new Error(`Order ${row.id} was paid from the wallet.`);
  return {
    _id: row.id,
    gateway: row.gateway,
    orderId: row.gateway_order_id,
    keyId: gateway.keyId,
    amountPaise: row.amount_paise,
    currency: 'INR',
    description: row.description,
    status: row.status,
    upiLink,
    upiQrSvg: await QRCode.toString(upiLink, { type: 'svg', margin: 1, width: 200 }),
  };
}
