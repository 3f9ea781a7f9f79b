// Payments, refunds and webhook deliveries as the admins' console shows them: `_id`, ISO dates, paise.
import type {
  AdminPaymentStatus,
  AdminPaymentSummary,
  AdminRefund,
  WebhookDelivery,
  WebhookOutcomeName,
} from '@contract';
import type { RefundsTable, WebhookEventsTable } from '../db/schema';

export interface PaymentSummaryRow {
  id: string;
  amount_paise: number;
  created_at: string;
  gateway_payment_id: string;
  gateway: string;
  gateway_order_id: string;
  purpose: AdminPaymentSummary['purpose'];
  description: string;
  user_id: string;
  payer_name: string;
  payer_email: string;
}

function statusOf(amountPaise: number, refundedPaise: number): AdminPaymentStatus {
  if (refundedPaise <= 0) return 'paid';
  return refundedPaise >= amountPaise ? 'refunded' : 'partly_refunded';
}

export function presentPaymentSummary(
  row: PaymentSummaryRow,
  refundedPaise: number,
  invoiceNumbers: string[],
): AdminPaymentSummary {
  return {
    _id: row.id,
    amountPaise: row.amount_paise,
    refundedPaise,
    refundablePaise: Math.max(0, row.amount_paise - refundedPaise),
    status: statusOf(row.amount_paise, refundedPaise),
    purpose: row.purpose,
    description: row.description,
    payer: { _id: row.user_id, name: row.payer_name, email: row.payer_email },
    invoiceNumbers,
    gateway: row.gateway,
    gatewayOrderId: row.gateway_order_id,
    gatewayPaymentId: row.gateway_payment_id,
    paidAt: row.created_at,
  };
}

export type AdminRefundRow = Pick<
  RefundsTable,
  'id' | 'payment_id' | 'amount_paise' | 'status' | 'reason' | 'failure' | 'created_at' | 'processed_at'
> & {
  kind: string;
  note: string | null;
  issued_by: string | null;
  issuer_name: string | null;
  credit_note_number: string | null;
};

export function presentAdminRefund(row: AdminRefundRow): AdminRefund {
  return {
    _id: row.id,
    paymentId: row.payment_id,
    amountPaise: row.amount_paise,
    status: row.status,
    kind: row.kind === 'exception' ? 'exception' : 'policy',
    reason: row.reason,
    note: row.note,
    issuedBy: row.issued_by ? { _id: row.issued_by, name: row.issuer_name ?? '' } : null,
    failure: row.failure,
    creditNoteNumber: row.credit_note_number,
    createdAt: row.created_at,
    processedAt: row.processed_at,
  };
}

export function presentWebhookDelivery(
  row: Pick<WebhookEventsTable, 'id' | 'received_at'> & {
    event_type: string | null;
    outcome: WebhookOutcomeName | null;
    detail: string | null;
    deliveries: number;
  },
): WebhookDelivery {
  return {
    _id: row.id,
    eventType: row.event_type,
    outcome: row.outcome,
    detail: row.detail,
    receivedAt: row.received_at,
    deliveries: Math.max(1, Number(row.deliveries)),
  };
}
