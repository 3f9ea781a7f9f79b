// Admins: payments looked up by number or gateway id, their refunds (in policy or exception), failed refunds and retry.
import { z } from 'zod';
import {
  adminPaymentStatuses,
  exceptionReasonLimits,
  paymentPurposes,
  refundKinds,
  adminRefundStatuses,
  webhookOutcomes,
} from './adminPaymentTerms';
import { idSchema, isoDateTimeSchema, listPageOf, listPageQuerySchema, paiseSchema } from './common';
import { endpoint } from './endpoint';
export * from './adminPaymentTerms';

const lookupMessage =
  'Enter an invoice or credit-note number, a gateway order or payment id, or a user (e-mail or id).';

/** ?q=: INV/26-27/000001, CN/26-27/000001, order_…, pay_…, a payment id, a user's e-mail or id. */
export const adminPaymentLookupQuerySchema = z.object({
  q: z
    .string({ error: lookupMessage })
    .trim()
    .min(1, { error: lookupMessage })
    .max(200, { error: 'Search text must be at most 200 characters.' }),
});
export type AdminPaymentLookupQuery = z.input<typeof adminPaymentLookupQuerySchema>;

export const adminPaymentSummarySchema = z.object({
  _id: idSchema,
  amountPaise: paiseSchema,
  /** Every refund of it, whatever its state (a failed one is retried, not replaced). */
  refundedPaise: paiseSchema,
  /** What is left to give back: the most an exception refund may be. */
  refundablePaise: paiseSchema,
  status: z.enum(adminPaymentStatuses),
  purpose: z.enum(paymentPurposes),
  description: z.string(),
  payer: z.object({ _id: idSchema, name: z.string(), email: z.string() }),
  invoiceNumbers: z.array(z.string()),
  gateway: z.string(),
  gatewayOrderId: z.string(),
  gatewayPaymentId: z.string(),
  paidAt: isoDateTimeSchema,
});
export type AdminPaymentSummary = z.infer<typeof adminPaymentSummarySchema>;

export const adminPaymentLookupSchema = z.object({ items: z.array(adminPaymentSummarySchema) });
export type AdminPaymentLookup = z.infer<typeof adminPaymentLookupSchema>;

export const adminRefundSchema = z.object({
  _id: idSchema,
  paymentId: idSchema,
  amountPaise: paiseSchema,
  status: z.enum(adminRefundStatuses),
  kind: z.enum(refundKinds),
  /** Why the policy gave it ('client', 'unused_minutes'…), or 'exception'. */
  reason: z.string(),
  /** An exception's reason in the admin's words. */
  note: z.string().nullable(),
  issuedBy: z.object({ _id: idSchema, name: z.string() }).nullable(),
  /** The gateway's word when it refused it. */
  failure: z.string().nullable(),
  creditNoteNumber: z.string().nullable(),
  createdAt: isoDateTimeSchema,
  processedAt: isoDateTimeSchema.nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const webhookDeliverySchema = z.object({
  /** The gateway's event id. */
  _id: z.string(),
  eventType: z.string().nullable(),
  outcome: z.enum(webhookOutcomes).nullable(),
  detail: z.string().nullable(),
  receivedAt: isoDateTimeSchema,
  deliveries: z.number().int().positive(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const adminPaymentDetailSchema = adminPaymentSummarySchema.extend({
  /** What it paid for: the booking, document order or plan (null when gone). */
  paidFor: z.object({ kind: z.enum(paymentPurposes), _id: z.string().nullable(), label: z.string() }),
  invoices: z.array(
    z.object({ _id: idSchema, number: z.string(), totalPaise: paiseSchema, issuedAt: z.string() }),
  ),
  refunds: z.array(adminRefundSchema),
  webhooks: z.array(webhookDeliverySchema),
  /** What the product's policy gives back for it now (0: nothing due, or given already). */
  policyRefundPaise: paiseSchema,
});
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetailSchema>;

export const adminRefundInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('policy') }),
    z.object({
      kind: z.literal('exception'),
      amountPaise: z
        .number({ error: 'Amount must be a whole number of paise.' })
        .int({ error: 'Amount must be a whole number of paise.' })
        .positive({ error: 'Amount must be more than ₹0.' }),
      reason: z
        .string({ error: 'Give the reason for this refund.' })
        .trim()
        .min(exceptionReasonLimits.min, {
          error: `Reason needs at least ${exceptionReasonLimits.min} characters.`,
        })
        .max(exceptionReasonLimits.max, {
          error: `Reason must be at most ${exceptionReasonLimits.max} characters.`,
        }),
    }),
  ],
  { error: "Kind must be 'policy' or 'exception'." },
);
export type AdminRefundInput = z.input<typeof adminRefundInputSchema>;

/** A failed refund as the admins' list shows it, with whom it was for. */
export const failedRefundSchema = adminRefundSchema.extend({
  payer: z.object({ _id: idSchema, name: z.string() }),
  description: z.string(),
});
export type FailedRefund = z.infer<typeof failedRefundSchema>;
export const failedRefundPageSchema = listPageOf(failedRefundSchema);
export type FailedRefundPage = z.infer<typeof failedRefundPageSchema>;

const tag = 'Admin payments';
const idParams = z.object({ id: idSchema });

/** Admins only (declared access 'admin': anyone else 403). */
export const adminPaymentEndpoints = {
  lookup: endpoint({
    method: 'GET',
    path: '/api/admin/payments',
    access: 'admin',
    tag,
    summary:
      'Admins: payments found by invoice or credit-note number, gateway order or payment id, payment id, or user',
    input: { query: adminPaymentLookupQuerySchema },
    reply: adminPaymentLookupSchema,
  }),
  payment: endpoint({
    method: 'GET',
    path: '/api/admin/payments/:id',
    access: 'admin',
    tag,
    summary: 'Admins: a payment with what it paid for, payer, invoices, refunds, webhook deliveries',
    input: { params: idParams },
    reply: adminPaymentDetailSchema,
  }),
  refund: endpoint({
    method: 'POST',
    path: '/api/admin/payments/:id/refunds',
    access: 'admin',
    tag,
    summary:
      "Admins: refunds what the policy gives now (kind 'policy'), or an exception up to what is left, with a reason",
    input: { params: idParams, body: adminRefundInputSchema },
    reply: adminPaymentDetailSchema,
    status: 201,
  }),
  failedRefunds: endpoint({
    method: 'GET',
    path: '/api/admin/refunds/failed',
    access: 'admin',
    tag,
    summary: 'Admins: refunds the gateway refused, newest first, a page at a time (cursor)',
    input: { query: listPageQuerySchema },
    reply: failedRefundPageSchema,
  }),
  retryRefund: endpoint({
    method: 'POST',
    path: '/api/admin/refunds/:id/retry',
    access: 'admin',
    tag,
    summary: 'Admins: sends a failed refund to the gateway again',
    input: { params: idParams },
    reply: adminRefundSchema,
  }),
};
