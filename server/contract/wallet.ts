// The client's wallet (#58): balance and entries, top-ups in fixed amounts, refund of unused balance.
// A top-up is an advance, not a supply: it gets a receipt (RCT/…), never a tax invoice.
import { z } from 'zod';
import { idSchema, isoDateTimeSchema, listPageQuerySchema, nextCursorSchema, paiseSchema } from './common';
import { endpoint, type Endpoint } from './endpoint';
import { mediaTypes } from './mediaTypes';
import { orderSchema } from './money';
import { rateLimits } from './rateLimits';
import { walletEntryKinds } from './walletTerms';
export * from './walletTerms';

export const walletEntrySchema = z.object({
  _id: idSchema,
  kind: z.enum(walletEntryKinds),
  /** Signed: a top-up adds, a charge or a refund takes away. */
  amountPaise: z.number().int(),
  balanceAfterPaise: paiseSchema,
  description: z.string(),
  createdAt: isoDateTimeSchema,
  /** A top-up's receipt (PDF at `receiptPdf`), null otherwise. */
  receipt: z.object({ _id: idSchema, number: z.string(), fileName: z.string() }).nullable(),
  /** The instant consultation a charge was for. */
  instantId: z.string().nullable(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

export const walletSchema = z.object({
  balancePaise: paiseSchema,
  /** Newest first, a keyset page at a time. */
  entries: z.array(walletEntrySchema),
  nextCursor: nextCursorSchema,
});
export type Wallet = z.infer<typeof walletSchema>;

export const walletTopUpSchema = z.object({
  amountPaise: z
    .number({ error: 'Amount must be a whole number of paise.' })
    .int({ error: 'Amount must be a whole number of paise.' }),
});

export const walletRefundSchema = z.object({
  /** What went back, to how many top-up payments. */
  refundedPaise: paiseSchema,
  refunds: z.number().int(),
  balancePaise: paiseSchema,
});
export type WalletRefund = z.infer<typeof walletRefundSchema>;

const tag = 'Wallet';

export const walletEndpoints = {
  wallet: endpoint({
    method: 'GET',
    path: '/api/wallet',
    access: 'signedIn',
    tag,
    summary: "The client's wallet: balance and entries (newest first, a page at a time)",
    input: { query: listPageQuerySchema },
    reply: walletSchema,
  }),
  topUp: endpoint({
    method: 'POST',
    path: '/api/wallet/top-ups',
    access: 'signedIn',
    limits: [rateLimits.payments],
    tag,
    summary:
      'A payment order topping the wallet up by ₹200, ₹500, ₹1,000 or ₹2,000 (paid as any other order)',
    input: { body: walletTopUpSchema },
    reply: orderSchema,
    status: 201,
  }),
  refund: endpoint({
    method: 'POST',
    path: '/api/wallet/refund',
    access: 'signedIn',
    limits: [rateLimits.payments],
    tag,
    summary: 'Refunds the whole unused balance to the top-ups it came from, newest first',
    input: {},
    reply: walletRefundSchema,
  }),
  receiptPdf: endpoint({
    method: 'GET',
    path: '/api/wallet/receipts/:id/pdf',
    access: 'signedIn',
    tag,
    summary: "One of the caller's top-up receipts as a PDF file",
    input: { params: z.object({ id: idSchema }) },
    reply: z.unknown(),
    replyTypes: [mediaTypes.pdf],
  }),
} satisfies Record<string, Endpoint>;
