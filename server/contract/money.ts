// Money: premium plans, gateway orders and payments, subscription, bills, invoices, documents, activities.
// Amounts are integer paise everywhere; the server computes every amount (a client-sent one is ignored).
import { z } from 'zod';
import { idSchema, listPageOf, listPageQuerySchema, nextCursorSchema, paiseSchema } from './common';
import { nextCursorHeader } from './paths';
import { messageResponseSchema } from './auth';
import { endpoint } from './endpoint';
import { rateLimits } from './rateLimits';
import { mediaTypes } from './mediaTypes';
import { basicMonthlyConsultations } from './planLimits';
import { activitySorts, invoiceSorts, periods, planIds } from './moneyTerms';
export * from './moneyTerms';

export const planIdSchema = z.enum(planIds);
export type PlanId = z.infer<typeof planIdSchema>;

export const basicPlanLabel = 'Basic free plan';
/** Consultations a month on the Basic free plan (planLimits.ts). */
export { basicMonthlyConsultations } from './planLimits';
export const consultationLimitMessage = `The Basic free plan includes ${basicMonthlyConsultations} consultations a month and you have booked them all. Go Premium for unlimited consultations.`;

export const paymentMethods = ['creditCard', 'netBanking', 'scanPay'] as const;
export const paymentMethodSchema = z.enum(paymentMethods);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const gatewayNames = ['demo', 'razorpay'] as const;
export type GatewayName = (typeof gatewayNames)[number];

export { demoTestCards, razorpayCheckoutScript, razorpayCspSources } from './gateway';

/** What to pay for: a premium plan, one of the caller's bookings or legal-document orders. Other keys (an amount) are dropped. */
export const orderRequestSchema = z.union([
  z.object({ plan: planIdSchema }),
  z.object({ bookingId: idSchema }),
  z.object({ serviceOrderId: idSchema }),
]);
export type OrderRequest = z.infer<typeof orderRequestSchema>;

export const orderSchema = z.object({
  _id: idSchema,
  gateway: z.enum(gatewayNames),
  /** The gateway's order id (Razorpay 'order_…', or the demo's own). */
  orderId: z.string(),
  /** Razorpay public key id, for its browser checkout; '' with the demo gateway. */
  keyId: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  description: z.string(),
  status: z.enum(['created', 'paid', 'failed']),
  /** UPI deep link with the amount, for Scan & Pay, and its QR as an SVG. */
  upiLink: z.string(),
  upiQrSvg: z.string(),
});
export type PaymentOrder = z.infer<typeof orderSchema>;

export const billingAddressMax = 200;

/** POST /api/payment: no card number, expiry or CVV, only what the gateway handed back. */
export const paymentConfirmSchema = z
  .object({
    orderId: z.string().min(1).max(100),
    paymentId: z.string().min(1).max(100),
    signature: z.string().regex(/^[0-9a-f]{64}$/, { error: 'signature must be 64 hex characters' }),
    method: paymentMethodSchema,
    last4: z
      .string()
      .regex(/^\d{4}$/)
      .optional(),
    addressLine1: z.string().trim().max(billingAddressMax).default(''),
    addressLine2: z.string().trim().max(billingAddressMax).default(''),
    clientGstin: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][A-Z\d]Z[A-Z\d]$/, {
        error: 'GSTIN must be 15 characters like 29ABCDE1234F1Z5',
      })
      .optional(),
  })
  // Unknown keys (cardNumber, cvv, amount…) are dropped before anything reads or stores the body.
  .strip();
export type PaymentConfirm = z.input<typeof paymentConfirmSchema>;

export const paymentResultSchema = z.object({
  _id: idSchema,
  amountPaise: z.number().int(),
  status: z.literal('paid'),
  invoiceId: idSchema,
  invoiceNumber: z.string(),
  /** Where the user goes next (the plan or the paid booking); a wallet top-up's document is its receipt. */
  kind: z.enum(['plan', 'booking', 'service_order', 'wallet_topup']),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

export const subscriptionSchema = z.object({
  premium: z.boolean(),
  plan: planIdSchema.nullable(),
  /** 'Basic free plan' when not premium. */
  label: z.string(),
  periodEnd: z.string().nullable(),
  startedAt: z.string().nullable(),
  /** Cancelling now: the unused part of the paid period(s), refunded pro rata (0 when not premium). */
  refundOnCancelPaise: paiseSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const periodSchema = z.enum(periods);
export type Period = z.infer<typeof periodSchema>;

export const engagementSchema = z.object({
  _id: idSchema,
  kind: z.enum(['booking', 'request', 'document']),
  expert: z.string(),
  date: z.string(),
  /** e.g. '30 min'; '' when unknown. */
  duration: z.string(),
  type: z.string(),
  mentioned: z.string(),
  budgetPaise: z.number().int().nullable(),
  status: z.string(),
  /** A booking with a price, not paid yet, that the caller (its client) can pay. */
  payable: z.boolean(),
});
export type Engagement = z.infer<typeof engagementSchema>;

export const billsSchema = z.object({
  summary: z.object({
    totalSpendingsPaise: z.number().int(),
    pendingPayments: z.number().int(),
    amountToBePaidPaise: z.number().int(),
    totalExperts: z.number().int(),
  }),
  /** Spending per month ('YYYY-MM'), oldest first; a lawyer's net earnings per month. */
  monthly: z.array(z.object({ month: z.string(), amountPaise: z.number().int() })),
  /** A page of the engagements, newest first (the cards and the chart count all of them). */
  engagements: z.array(engagementSchema),
  nextCursor: nextCursorSchema,
  /** Whose side the page speaks of: a lawyer's bills are about earnings (the client in `expert`). */
  view: z.enum(['client', 'lawyer']),
  /** A lawyer's cards: net earnings of the period (services/earnings/), their clients' unpaid bookings. */
  earnings: z
    .object({
      totalEarningsPaise: z.number().int(),
      pendingPayments: z.number().int(),
      amountToBeReceivedPaise: z.number().int(),
      totalClients: z.number().int(),
    })
    .nullable(),
});
export type Bills = z.infer<typeof billsSchema>;

export const invoiceSortSchema = z.enum(invoiceSorts);

export const invoiceSchema = z.object({
  _id: idSchema,
  /** An invoice, or the GST credit note of a refund against one. */
  kind: z.enum(['invoice', 'credit_note']),
  /** The GST number in its financial year's series: INV/26-27/000001, CN/26-27/000001. */
  number: z.string(),
  /** A credit note: the number of the invoice it corrects; null for an invoice. */
  corrects: z.string().nullable(),
  /** The spec's "File name": the PDF's name. */
  fileName: z.string(),
  issuedFrom: z.string(),
  issuedAt: z.string(),
  description: z.string(),
  type: z.enum(['plan', 'consultation', 'document']),
  taxablePaise: z.number().int(),
  gstPaise: z.number().int(),
  totalPaise: z.number().int(),
  reverseCharge: z.boolean(),
  /** An invoice is paid; a credit note records money refunded. */
  status: z.enum(['paid', 'refunded']),
});
export type Invoice = z.infer<typeof invoiceSchema>;
/** A page of the caller's invoices and credit notes in the order asked (more after `nextCursor`). */
export const invoicePageSchema = listPageOf(invoiceSchema);
export type InvoicePage = z.infer<typeof invoicePageSchema>;

export const documentTabs = ['all', 'deleted'] as const;
export const documentUploadLabel = 'PNG, JPG, JPEG, PDF';
export const pinSchema = z.string().regex(/^\d{4,6}$/, { error: 'PIN must be 4 to 6 digits' });

export const documentSchema = z.object({
  _id: idSchema,
  name: z.string(),
  docType: z.string(),
  description: z.string(),
  securedPin: z.boolean(),
  sharedWith: z.string(),
  sharedWithId: z.string().nullable(),
  isOwner: z.boolean(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type DocumentItem = z.infer<typeof documentSchema>;
export const documentListSchema = z.array(documentSchema);

export const shareTargetSchema = z.object({ _id: idSchema, name: z.string() });
export const shareTargetListSchema = z.array(shareTargetSchema);
export type ShareTarget = z.infer<typeof shareTargetSchema>;

export const activitySortSchema = z.enum(activitySorts);

export const activitySchema = z.object({
  _id: z.string(),
  /** The spec's two icons (request or payment), and money going back (refund). */
  type: z.enum(['request', 'payment', 'refund']),
  category: z.string(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  amountPaise: z.number().int().nullable(),
  /** A refund: where it stands at the gateway; null for other rows. */
  status: z.enum(['pending', 'processed', 'failed']).nullable(),
  /** A refund: the payment it returns (its _id in the payment rows is `payment-<id>`); null for other rows. */
  paymentId: z.string().nullable(),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityListSchema = z.array(activitySchema);

// ---- declared endpoints (server/contract/endpoint.ts) ----

const moneyTag = 'Money';
const paymentsTag = 'Payments';

export const demoCheckoutSchema = z.object({
  orderId: z.string().min(1).max(100),
  method: paymentMethodSchema,
  /** Decided in the browser from the demo test card; the card itself never comes here. */
  outcome: z.enum(['success', 'declined']),
});
export const demoAuthorizationSchema = z.object({ paymentId: z.string(), signature: z.string() });
export const webhookOutcomeSchema = z.object({ status: z.enum(['duplicate', 'ignored', 'recorded']) });

/** Orders, payments (never card data), the gateway's webhook, and the premium subscription. */
export const paymentEndpoints = {
  order: endpoint({
    method: 'POST',
    path: '/api/payment/order',
    access: 'signedIn',
    limits: [rateLimits.payments],
    tag: paymentsTag,
    summary: "An order for a plan or one of the caller's bookings (the amount comes from the server)",
    input: { body: orderRequestSchema },
    reply: orderSchema,
    status: 201,
  }),
  demoCheckout: endpoint({
    method: 'POST',
    path: '/api/payment/demo/checkout',
    access: 'signedIn',
    limits: [rateLimits.payments],
    tag: paymentsTag,
    summary: "The demo gateway's checkout (demo only): signs a payment as Razorpay does",
    input: { body: demoCheckoutSchema },
    reply: demoAuthorizationSchema,
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/payment',
    access: 'signedIn',
    limits: [rateLimits.payments],
    tag: paymentsTag,
    summary: 'Confirms a gateway payment: order id, payment id, signature; card fields are refused',
    input: { body: paymentConfirmSchema },
    reply: paymentResultSchema,
  }),
  razorpayWebhook: endpoint({
    method: 'POST',
    path: '/api/payment/webhook/razorpay',
    access: 'public',
    tag: paymentsTag,
    summary: "Razorpay's webhook: payments and refunds (raw-body signature, each event id once)",
    input: {},
    reply: webhookOutcomeSchema,
  }),
  subscription: endpoint({
    method: 'GET',
    path: '/api/subscription',
    access: 'signedIn',
    tag: paymentsTag,
    summary: "The caller's plan, and what cancelling premium now would refund",
    input: {},
    reply: subscriptionSchema,
  }),
  cancelSubscription: endpoint({
    method: 'POST',
    path: '/api/subscription/cancel',
    access: 'signedIn',
    tag: paymentsTag,
    summary: 'Cancels premium now; the unused days are refunded pro rata',
    input: {},
    reply: messageResponseSchema,
  }),
};

export const moneyEndpoints = {
  bills: endpoint({
    method: 'GET',
    path: '/api/bills',
    access: 'signedIn',
    tag: moneyTag,
    summary:
      "Bills & Payments: the caller's engagements with their payment state (a page at a time), summary cards and spending by month over all of them",
    input: {
      query: z.object({
        period: periodSchema.default('All Data'),
        q: z.string().max(100).default(''),
        ...listPageQuerySchema.shape,
      }),
    },
    reply: billsSchema,
  }),
  activities: endpoint({
    method: 'GET',
    path: '/api/transactions',
    access: 'signedIn',
    tag: moneyTag,
    summary:
      "Activities: the caller's requests, bookings, payments, refunds and documents as dated rows, a page at a time",
    input: {
      query: z.object({
        period: periodSchema.default('All Data'),
        sort: activitySortSchema.default('By date'),
        q: z.string().max(100).default(''),
        ...listPageQuerySchema.shape,
      }),
    },
    // The spec's reply is a list: the page stays an array, and the cursor of the next comes as a header.
    reply: activityListSchema,
    replyHeaders: {
      [nextCursorHeader]: 'Where the next page starts (pass it back as `cursor`); absent on the last page',
    },
  }),
  invoices: endpoint({
    method: 'GET',
    path: '/api/invoices',
    access: 'signedIn',
    tag: moneyTag,
    summary: "The caller's invoices and credit notes, searched and sorted, a page at a time (cursor)",
    input: {
      query: z.object({
        sort: invoiceSortSchema.default('sort by date'),
        q: z.string().max(100).default(''),
        ...listPageQuerySchema.shape,
      }),
    },
    reply: invoicePageSchema,
  }),
  invoicePdf: endpoint({
    method: 'GET',
    path: '/api/invoices/:id/pdf',
    access: 'signedIn',
    tag: moneyTag,
    summary: 'One invoice or credit note as a PDF file (its owner, or the lawyer who issued it)',
    input: { params: z.object({ id: idSchema }) },
    reply: z.unknown(),
    replyTypes: [mediaTypes.pdf],
  }),
};
