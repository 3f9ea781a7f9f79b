// Money in integer paise: gateway orders, payments, subscriptions, invoices, refunds, payouts.
import type { ColumnType } from 'kysely';
import type { CancelReason } from '@contract';

export interface PaymentOrdersTable {
  id: string;
  user_id: string;
  /** wallet: an instant consultation's minutes, paid from the client's wallet (services/instant, migration 041). */
  gateway: 'demo' | 'razorpay' | 'wallet';
  gateway_order_id: string;
  /** wallet_topup: an advance into the client's wallet (migration 040), acknowledged by a receipt. */
  purpose: 'plan' | 'booking' | 'service_order' | 'wallet_topup';
  plan: 'monthly' | 'yearly' | null;
  booking_id: string | null;
  /** A legal-document order (migration 024). */
  service_order_id: ColumnType<string | null, string | null | undefined, string | null>;
  amount_paise: number;
  description: string;
  status: 'created' | 'paid' | 'failed';
  created_at: string;
  paid_at: string | null;
}

/** No card number, expiry or CVV: only the last four digits and the billing address. */
export interface PaymentsTable {
  id: string;
  order_id: string;
  user_id: string;
  gateway_payment_id: string;
  method: string;
  last4: string | null;
  address_line1: string;
  address_line2: string;
  amount_paise: number;
  created_at: string;
  /** The legal-document order this pays (migration 024); null for plans and bookings. */
  service_order_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SubscriptionsTable {
  id: string;
  user_id: string;
  plan: 'monthly' | 'yearly';
  payment_id: string;
  started_at: string;
  period_end: string;
  cancelled_at: string | null;
}

export interface InvoicesTable {
  id: string;
  /** Issue order across all years (kept unique); the printed number is `number`. */
  seq: number;
  /** The GST number of its financial year's series, e.g. INV/26-27/000001 (migration 023). */
  number: string;
  user_id: string;
  payment_id: string;
  /** document: a legal-document package sold by the platform (migration 024). */
  kind: 'plan' | 'consultation' | 'document';
  issuer_name: string;
  issuer_gstin: string;
  client_name: string;
  client_email: string;
  client_gstin: string | null;
  description: string;
  taxable_paise: number;
  gst_paise: number;
  total_paise: number;
  /** 0/1: a consultation by an advocate for a business client (GST paid by the client). */
  reverse_charge: number;
  status: 'paid';
  issued_at: string;
}

/**
 * What goes back to the client and where it stands at the gateway (migration 020). Several per payment since
 * migration 036, never more than the payment in all (services/refunds.ts); at most one by the policy.
 */
export interface RefundsTable {
  id: string;
  payment_id: string;
  user_id: string;
  booking_id: string | null;
  service_order_id: ColumnType<string | null, string | null | undefined, string | null>;
  amount_paise: number;
  reason: RefundReason;
  status: 'pending' | 'processed' | 'failed';
  /** wallet: never sent to a gateway (an instant consultation's payment from the wallet; none is queued today). */
  gateway: 'demo' | 'razorpay' | 'wallet';
  gateway_refund_id: string | null;
  failure: string | null;
  created_at: string;
  processed_at: string | null;
  /** policy: the product's rule (a cancel, unused minutes…); exception: an admin's, with `note` and `issued_by`. */
  kind: ColumnType<RefundKind, RefundKind | undefined, RefundKind>;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  issued_by: ColumnType<string | null, string | null | undefined, string | null>;
}
/** wallet: the unused balance of a wallet, refunded on the client's request (services/wallet). */
export type RefundKind = 'policy' | 'exception' | 'wallet';
/**
 * plan_cancelled: the unused part of a premium period, refunded pro rata when premium is cancelled; paid_twice:
 * a booking's second payment (two payment windows open at once), refunded whole; exception: an admin's refund
 * beyond the policy (migration 036).
 */
export type RefundReason =
  | 'unused_minutes'
  | 'plan_cancelled'
  | 'service_order_cancelled'
  | 'paid_twice'
  | 'exception'
  | 'wallet_unused'
  | CancelReason;

/** The GST credit note of a processed refund; names and GSTINs are those of the invoice it corrects. */
export interface CreditNotesTable {
  id: string;
  seq: number;
  /** CN/26-27/000001 (migration 023). */
  number: string;
  refund_id: string;
  invoice_id: string;
  user_id: string;
  taxable_paise: number;
  gst_paise: number;
  total_paise: number;
  issued_at: string;
}

/** A verified webhook event, once per event id; what it came to (migration 036). */
export interface WebhookEventsTable {
  id: string;
  gateway: string;
  received_at: string;
  event_type: ColumnType<string | null, string | null | undefined, string | null>;
  outcome: ColumnType<WebhookOutcome | null, WebhookOutcome | null | undefined, WebhookOutcome | null>;
  /** A stable code saying why (`webhookDetails` in contract/adminPayments.ts). */
  detail: ColumnType<string | null, string | null | undefined, string | null>;
  gateway_payment_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Deliveries of this event id (a redelivery adds one and changes nothing else). */
  deliveries: ColumnType<number, number | undefined, number>;
}
/** processed: it did what it says; ignored: not ours or not a kind we act on; duplicate: done already. */
export type WebhookOutcome = 'processed' | 'ignored' | 'duplicate';

/** A lawyer's payout account (migration 025): the number (or UPI id) only encrypted; replies show `masked`. */
export interface PayoutAccountsTable {
  user_id: string;
  kind: 'bank' | 'upi';
  holder_name: string;
  ifsc: string | null;
  number_enc: string;
  masked: string;
  verified_at: string | null;
  created_at: string;
  updated_at: string;
}

export type PayoutStatus = 'pending' | 'processing' | 'paid' | 'failed';

/** One payout per lawyer and payout week (migration 025): `week` is the Monday (IST) 'YYYY-MM-DD'. */
export interface PayoutsTable {
  id: string;
  lawyer_id: string;
  week: string;
  amount_paise: number;
  status: PayoutStatus;
  gateway: string;
  gateway_payout_id: string | null;
  /** The gateway's idempotency key: kept across retries, renewed only after a definite failure. */
  idempotency_key: string;
  account_masked: string;
  attempts: ColumnType<number, number | undefined, number>;
  failure: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  /** What it paid out by TDS rule, JSON (migration 029): `Payout['tds']`. */
  tds: ColumnType<string, string | undefined, string>;
}

/** A lawyer's PAN for TDS (migration 029): encrypted with the server secret; `given_at` is when first given. */
export interface PansTable {
  user_id: string;
  pan_enc: string;
  masked: string;
  given_at: string;
  updated_at: string;
}
