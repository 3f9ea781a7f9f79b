// The payments console's words for the values the API sends (statuses, kinds, webhook outcomes and details).
import type {
  AdminPaymentStatus,
  PaymentPurpose,
  RefundKindName,
  RefundStatusName,
  WebhookDetail,
  WebhookOutcomeName,
} from '@contract/adminPaymentTerms';
import { msg } from '@/i18n';

export const paymentStatusWords: Record<AdminPaymentStatus, string> = {
  paid: msg('Paid'),
  partly_refunded: msg('Partly refunded'),
  refunded: msg('Refunded'),
};
export const paymentStatusColors: Record<AdminPaymentStatus, string> = {
  paid: 'green',
  partly_refunded: 'gold',
  refunded: 'default',
};

export const purposeWords: Record<PaymentPurpose, string> = {
  plan: msg('Premium plan'),
  booking: msg('Consultation'),
  service_order: msg('Document order'),
  wallet_topup: msg('Wallet top-up'),
};

export const refundStatusWords: Record<RefundStatusName, string> = {
  pending: msg('Pending'),
  processed: msg('Processed'),
  failed: msg('Failed'),
};
export const refundStatusColors: Record<RefundStatusName, string> = {
  pending: 'blue',
  processed: 'green',
  failed: 'red',
};

export const refundKindWords: Record<RefundKindName, string> = {
  policy: msg('Policy'),
  exception: msg('Exception'),
};

/** Why the policy gave a refund (the server's reason codes). */
export const refundReasonWords: Record<string, string> = {
  client: msg('Cancelled by the client'),
  lawyer: msg('Cancelled by the lawyer'),
  declined: msg('Declined by the lawyer'),
  unpaid: msg('Paid after the hold lapsed'),
  lawyer_no_show: msg('The lawyer did not join'),
  suspended: msg('An account was suspended'),
  unused_minutes: msg('Unused minutes'),
  plan_cancelled: msg('Premium cancelled'),
  service_order_cancelled: msg('Document order cancelled'),
  paid_twice: msg('Paid twice'),
  exception: msg('Exception'),
};

export const outcomeWords: Record<WebhookOutcomeName, string> = {
  processed: msg('Processed'),
  ignored: msg('Ignored'),
  duplicate: msg('Duplicate'),
};
export const outcomeColors: Record<WebhookOutcomeName, string> = {
  processed: 'green',
  ignored: 'default',
  duplicate: 'gold',
};

export const webhookDetailWords: Record<WebhookDetail, string> = {
  payment_recorded: msg('Payment recorded'),
  payment_already_recorded: msg('Payment was already recorded'),
  refund_processed: msg('Refund processed'),
  refund_failed: msg('Refund refused by the bank'),
  refund_already_settled: msg('Refund was already settled'),
  not_our_refund: msg('Not a refund of ours'),
  unknown_order: msg('No such order'),
  amount_differs: msg('Amount differs from the order'),
  not_a_payment_event: msg('Not a captured payment'),
};
