// Admins: the console overview and the support inbox (contact messages and tickets, replies by e-mail).
// Ids of inbox messages are the rows' own ULIDs: unique across both tables, and each item says its `kind`.
import { z } from 'zod';
import { supportReplySchema, supportStatusSchema } from './account';
import { idSchema, isoDateTimeSchema, listPageOf, listPageQuerySchema } from './common';
import { endpoint } from './endpoint';

export const supportKinds = ['contact', 'ticket'] as const;
export const supportKindSchema = z.enum(supportKinds);
export type SupportKind = z.infer<typeof supportKindSchema>;

/** The inbox, all or one status, newest first. */
export const supportInboxQuerySchema = listPageQuerySchema.extend({
  status: supportStatusSchema.optional(),
});

export const supportSenderSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** The sender's account: always for a ticket, for a contact message sent while signed in. */
  userId: idSchema.nullable(),
});

/** How many characters of a message the inbox shows. */
export const supportPreviewLength = 160;

export const supportInboxItemSchema = z.object({
  _id: idSchema,
  kind: supportKindSchema,
  sender: supportSenderSchema,
  /** A ticket's subject, or the contact form's topic. */
  subject: z.string(),
  preview: z.string(),
  status: supportStatusSchema,
  replyCount: z.number().int().nonnegative(),
  createdAt: isoDateTimeSchema,
});
export type SupportInboxItem = z.infer<typeof supportInboxItemSchema>;
export const supportInboxSchema = listPageOf(supportInboxItemSchema);
export type SupportInbox = z.infer<typeof supportInboxSchema>;

export const adminSupportReplySchema = supportReplySchema.extend({
  /** The admin who wrote it (null once that account is gone). */
  authorName: z.string().nullable(),
});
export const supportMessageSchema = supportInboxItemSchema.omit({ preview: true }).extend({
  message: z.string(),
  /** Oldest first. */
  replies: z.array(adminSupportReplySchema),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportReplyInputSchema = z.object({
  body: z
    .string({ error: 'Reply is required.' })
    .trim()
    .min(2, { error: 'Reply is required.' })
    .max(5000, { error: 'Reply must be at most 5000 characters.' }),
});

/** The console's front page: what needs an admin today, each figure linking to its list. */
export const overviewFigureNames = [
  'signUps',
  'bookings',
  'payments',
  'refunds',
  'openSupport',
  'pendingVerifications',
  'stuckOrders',
  'failedPayouts',
] as const;
export type OverviewFigureName = (typeof overviewFigureNames)[number];
export const overviewFigureSchema = z.object({
  name: z.enum(overviewFigureNames),
  count: z.number().int().nonnegative(),
  /** The console path listing them. */
  path: z.string(),
});
export const adminOverviewSchema = z.object({
  /** The IST day the 'today' figures count (YYYY-MM-DD). */
  day: z.string(),
  figures: z.array(overviewFigureSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

const byId = z.object({ id: idSchema });
const tag = 'Admin console';

/** Admins only (declared access 'admin': anyone else 403). */
export const adminSupportEndpoints = {
  overview: endpoint({
    method: 'GET',
    path: '/api/admin/overview',
    access: 'admin',
    tag,
    summary:
      "Admins: today's (IST) sign-ups, bookings, payments and refunds, and what waits: open support messages, pending verifications, stuck document orders, failed payouts",
    input: {},
    reply: adminOverviewSchema,
  }),
  inbox: endpoint({
    method: 'GET',
    path: '/api/admin/support',
    access: 'admin',
    tag,
    summary:
      'Admins: contact-form messages and support tickets in one inbox, newest first, a keyset page at a time',
    input: { query: supportInboxQuerySchema },
    reply: supportInboxSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/support/:id',
    access: 'admin',
    tag,
    summary: 'Admins: one contact message or ticket with its replies',
    input: { params: byId },
    reply: supportMessageSchema,
  }),
  reply: endpoint({
    method: 'POST',
    path: '/api/admin/support/:id/reply',
    access: 'admin',
    tag,
    summary:
      'Admins: answer a message (mailed to the sender, shown in their Help Center); a closed one is refused (409)',
    input: { params: byId, body: supportReplyInputSchema },
    reply: supportMessageSchema,
    status: 201,
  }),
  close: endpoint({
    method: 'POST',
    path: '/api/admin/support/:id/close',
    access: 'admin',
    tag,
    summary: 'Admins: close a message (closing a closed one changes nothing)',
    input: { params: byId },
    reply: supportMessageSchema,
  }),
} as const;
