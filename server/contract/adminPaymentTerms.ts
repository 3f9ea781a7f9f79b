// The admins' payments console in plain values (no zod), for screens: what a payment, refund and webhook
// delivery can be, and the limits of an exception refund.
export const paymentPurposes = ['plan', 'booking', 'service_order', 'wallet_topup'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

/** paid: nothing given back; partly_refunded: some; refunded: all of it. */
export const adminPaymentStatuses = ['paid', 'partly_refunded', 'refunded'] as const;
export type AdminPaymentStatus = (typeof adminPaymentStatuses)[number];

export const refundKinds = ['policy', 'exception'] as const;
export type RefundKindName = (typeof refundKinds)[number];
export const adminRefundStatuses = ['pending', 'processed', 'failed'] as const;
export type RefundStatusName = (typeof adminRefundStatuses)[number];

/** What a verified webhook event came to: it did its work, it was not ours to act on, or it was done already. */
export const webhookOutcomes = ['processed', 'ignored', 'duplicate'] as const;
export type WebhookOutcomeName = (typeof webhookOutcomes)[number];
/** Why, stored with the outcome (services/payments/webhook.ts). */
export const webhookDetails = [
  'payment_recorded',
  'payment_already_recorded',
  'refund_processed',
  'refund_failed',
  'refund_already_settled',
  'not_our_refund',
  'unknown_order',
  'amount_differs',
  'not_a_payment_event',
] as const;
export type WebhookDetail = (typeof webhookDetails)[number];

/** An exception refund's reason, in the admin's words (kept with the refund and in the audit log). */
export const exceptionReasonLimits = { min: 5, max: 500 } as const;
/** Lookups answer at most this many payments (a user's newest). */
export const paymentLookupMax = 50;
