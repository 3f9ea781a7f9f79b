// Recording a verified payment once per order (repeats return the first), with all it causes in one
// transaction: the payable marked paid, a sequential invoice, the payer's notice, and any money going back.
import { formatRupees, type PaymentMethod } from '@contract';
import { inTransaction, type Db, type Trx } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../db/ids';
import type { PaymentOrderRow } from '../../db/schema';
import { notice, notify } from '../notifications';
import { issueReceipt } from '../wallet/receipts';
import { issueInvoice } from './invoices';
import { payableOf } from './payables';

export interface PaymentDetails {
  gatewayPaymentId: string;
  method: PaymentMethod;
  last4: string | null;
  addressLine1: string;
  addressLine2: string;
  clientGstin: string | null;
}

export interface RecordedPayment {
  paymentId: string;
  /** The invoice, or a wallet top-up's receipt. */
  invoiceId: string;
  invoiceNumber: string;
  amountPaise: number;
  kind: PaymentOrderRow['purpose'];
  /** false when this order was already paid (a repeat): nothing new was recorded. */
  created: boolean;
}

/**
 * `claim` runs first inside the payment's transaction (the webhook stores its event id there): false means
 * someone already handled it, and nothing is recorded. Claim and payment commit or fail together.
 */
export type Claim = (trx: Trx) => Promise<boolean>;

/**
 * Records a verified payment of `order` once; call only after the gateway signature was checked. Two writers
 * racing (the browser's confirmation and the webhook, or two payments taking the next invoice number on
 * PostgreSQL) meet a unique constraint: the loser retries and then finds the payment or the next free number.
 */
export async function recordPayment(
  db: Db | Trx,
  order: PaymentOrderRow,
  details: PaymentDetails,
  now: Date,
): Promise<RecordedPayment> {
  return (await recordWithRetry(db, order, details, now)) as RecordedPayment;
}

export async function recordWithRetry(
  db: Db | Trx,
  order: PaymentOrderRow,
  details: PaymentDetails,
  now: Date,
  claim?: Claim,
): Promise<RecordedPayment | 'claimed'> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await recordOnce(db, order, details, now, claim);
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

async function existingPayment(db: Db | Trx, order: PaymentOrderRow): Promise<RecordedPayment | null> {
  const found = await db
    .selectFrom('payments')
    // Its invoice, or a top-up's receipt.
    .leftJoin('invoices', 'invoices.payment_id', 'payments.id')
    .leftJoin('payment_receipts', 'payment_receipts.payment_id', 'payments.id')
    .select(['payments.id', 'payments.amount_paise', 'invoices.id as invoice_id', 'invoices.number'])
    .select(['payment_receipts.id as receipt_id', 'payment_receipts.number as receipt_number'])
    .where('payments.order_id', '=', order.id)
    .executeTakeFirst();
  const documentId = found?.invoice_id ?? found?.receipt_id;
  const number = found?.number ?? found?.receipt_number;
  if (!found || !documentId || !number) return null;
  return {
    paymentId: found.id,
    invoiceId: documentId,
    invoiceNumber: number,
    amountPaise: found.amount_paise,
    kind: order.purpose,
    created: false,
  };
}

async function recordOnce(
  db: Db | Trx,
  order: PaymentOrderRow,
  details: PaymentDetails,
  now: Date,
  claim?: Claim,
): Promise<RecordedPayment | 'claimed'> {
  // Its own transaction, or the caller's (the demo seed records its payments inside the seed's).
  return inTransaction(db, async (trx) => {
    if (claim && !(await claim(trx))) return 'claimed' as const;
    const already = await existingPayment(trx, order);
    if (already) return already;
    const at = now.toISOString();
    const payer = await trx
      .selectFrom('users')
      .selectAll()
      .where('id', '=', order.user_id)
      .executeTakeFirstOrThrow();
    const paymentId = newId();
    await trx
      .insertInto('payments')
      .values({
        id: paymentId,
        order_id: order.id,
        user_id: order.user_id,
        gateway_payment_id: details.gatewayPaymentId,
        method: details.method,
        last4: details.last4,
        address_line1: details.addressLine1,
        address_line2: details.addressLine2,
        amount_paise: order.amount_paise,
        created_at: at,
        service_order_id: order.service_order_id,
      })
      .execute();
    await trx
      .updateTable('payment_orders')
      .set({ status: 'paid', paid_at: at })
      .where('id', '=', order.id)
      .execute();
    const settlement = await payableOf(order).markPaid(trx, { order, paymentId, payer, now });
    const { invoiceId, number } =
      settlement.document === 'receipt'
        ? await issueReceipt(trx, { order, paymentId, payer, at })
        : await issueInvoice(trx, {
            order,
            paymentId,
            payer,
            clientGstin: details.clientGstin,
            settlement,
            at,
          });
    await notify(trx, now, {
      userId: order.user_id,
      kind: 'payment',
      says: notice(settlement.document === 'receipt' ? 'notice_topup_received' : 'notice_payment_received', {
        amount: formatRupees(order.amount_paise),
        description: order.description,
        number,
      }),
      link: settlement.link,
    });
    await settlement.giveBack?.(trx);
    return {
      paymentId,
      invoiceId,
      invoiceNumber: number,
      amountPaise: order.amount_paise,
      kind: order.purpose,
      created: true,
    };
  });
}
