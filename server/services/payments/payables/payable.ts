// What a payment order pays for — a premium plan, a consultation or a legal-document order — as one record
// per kind. Creating, checking and recording an order call only this, chosen once by the order's purpose.
import type { Db, Trx } from '../../../db/connection';
import type { InvoiceRow, PaymentOrderRow, UserRow } from '../../../db/schema';
import type { PaymentKey, Said } from '../../../i18n';

export type PayableKind = PaymentOrderRow['purpose'];

/** What a new order charges (always computed by the server) and the row it pays for. */
export interface Quote {
  purpose: PayableKind;
  amountPaise: number;
  /** What it pays for: recorded in English (order, invoice line), said in the payer's language on screen. */
  about: Said<PaymentKey>;
  target: Pick<PaymentOrderRow, 'plan' | 'booking_id' | 'service_order_id'>;
  /** The order's purpose as the gateway's notes show it. */
  note: string;
}

/** A verified payment being recorded, inside its transaction. */
export interface PaidOrder {
  order: PaymentOrderRow;
  paymentId: string;
  payer: UserRow;
  now: Date;
}

/** What the payment caused, as its invoice and the payer's notice tell it. */
export type Settlement = InvoiceSettlement | ReceiptSettlement;

export interface InvoiceSettlement {
  document?: 'invoice';
  invoiceKind: InvoiceRow['kind'];
  issuer: { name: string; gstin: string };
  /** Where the payer's notice leads. */
  link: string;
  /** Money that cannot be kept (its target cancelled meanwhile, or paid twice): queued back after the invoice. */
  giveBack?: (trx: Trx) => Promise<unknown>;
}

/** An advance (a wallet top-up) is no supply: it gets a receipt, never a tax invoice. */
export interface ReceiptSettlement {
  document: 'receipt';
  link: string;
  giveBack?: undefined;
}

export interface Payable<Ref> {
  /** A new order: the caller's own target, still payable, priced now. */
  quote(db: Db, userId: string, ref: Ref, now: Date): Promise<Quote>;
  /** The price an unpaid order's target has today; refuses one cancelled or past its hold. */
  currentPrice(db: Db, order: PaymentOrderRow, now: Date): Promise<number | undefined>;
  /** Inside the payment's transaction: what the payment causes. */
  markPaid(trx: Trx, paid: PaidOrder): Promise<Settlement>;
}

/** The row an order pays for: createOrder always sets the one its purpose names. */
export function targetOf<K extends keyof Quote['target']>(
  order: PaymentOrderRow,
  key: K,
): NonNullable<PaymentOrderRow[K]> {
  const target = order[key];
  if (target === null) throw new Error(`Payment order ${order.id} names no ${key}.`);
  return target as NonNullable<PaymentOrderRow[K]>;
}
