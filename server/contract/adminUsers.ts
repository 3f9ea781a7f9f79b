// Admins: users — search, a user's page, suspend and reinstate, admins' notes.
import { z } from 'zod';
import { adminNoteLimits, adminUserRoles, adminUserStatuses, suspensionReasonLimits } from './adminUserTerms';
import { idSchema, isoDateTimeSchema, listPageOf, listPageQuerySchema, paiseSchema } from './common';
import { endpoint } from './endpoint';
import { verificationStatusSchema } from './verification';
export * from './adminUserTerms';

export const adminUserRoleSchema = z.enum(adminUserRoles);
export const adminUserStatusSchema = z.enum(adminUserStatuses);

/** ?q= (part of a name or e-mail), &role=, &status=, and the keyset page (newest sign-ups first). */
export const adminUserListQuerySchema = listPageQuerySchema.extend({
  q: z.string().trim().max(100, { error: 'Search text must be at most 100 characters.' }).optional(),
  role: adminUserRoleSchema.optional(),
  status: adminUserStatusSchema.optional(),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

export const adminUserItemSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  role: adminUserRoleSchema,
  status: adminUserStatusSchema,
  joinedAt: isoDateTimeSchema,
  suspendedAt: isoDateTimeSchema.nullable(),
});
export type AdminUserItem = z.infer<typeof adminUserItemSchema>;
export const adminUserListSchema = listPageOf(adminUserItemSchema);
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** A few of the newest rows of a kind, and how many there are in all. */
const recent = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int().nonnegative(), items: z.array(item) });

export const adminNoteSchema = z.object({
  _id: idSchema,
  text: z.string(),
  /** The admin who wrote it; null once that account is gone. */
  author: z.object({ _id: idSchema, name: z.string() }).nullable(),
  createdAt: isoDateTimeSchema,
});
export type AdminNote = z.infer<typeof adminNoteSchema>;

export const adminUserDetailSchema = adminUserItemSchema.extend({
  suspendedReason: z.string().nullable(),
  /** A lawyer's verification status; null for anyone without a lawyer profile. */
  verification: verificationStatusSchema.nullable(),
  /** What the user's wallet holds now (#58; 0 without one). */
  walletBalancePaise: paiseSchema,
  bookings: recent(
    z.object({
      _id: idSchema,
      topic: z.string(),
      /** Which side of the booking this user is. */
      as: z.enum(['client', 'lawyer']),
      status: z.string(),
      startAt: isoDateTimeSchema,
      pricePaise: paiseSchema,
    }),
  ),
  requests: recent(
    z.object({ _id: idSchema, title: z.string(), status: z.string(), createdAt: isoDateTimeSchema }),
  ),
  documentOrders: recent(
    z.object({
      _id: idSchema,
      title: z.string(),
      as: z.enum(['client', 'lawyer']),
      status: z.string(),
      pricePaise: paiseSchema,
      createdAt: isoDateTimeSchema,
    }),
  ),
  payments: recent(
    z.object({
      _id: idSchema,
      description: z.string(),
      amountPaise: paiseSchema,
      method: z.string(),
      createdAt: isoDateTimeSchema,
    }),
  ),
  sessions: recent(
    z.object({
      _id: idSchema,
      device: z.string(),
      createdAt: isoDateTimeSchema,
      lastSeenAt: isoDateTimeSchema,
      /** null while the session is live. */
      endedAt: isoDateTimeSchema.nullable(),
    }),
  ),
  notes: recent(adminNoteSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

const reasonSchema = z
  .string({ error: 'A reason is required.' })
  .trim()
  .min(suspensionReasonLimits.min, {
    error: `Please give a reason (at least ${suspensionReasonLimits.min} characters).`,
  })
  .max(suspensionReasonLimits.max, {
    error: `Reason must be at most ${suspensionReasonLimits.max} characters.`,
  });
export const suspensionBodySchema = z.object({ reason: reasonSchema });
export type SuspensionBody = z.infer<typeof suspensionBodySchema>;

export const adminNoteBodySchema = z.object({
  text: z
    .string({ error: 'A note is required.' })
    .trim()
    .min(adminNoteLimits.min, { error: 'A note is required.' })
    .max(adminNoteLimits.max, { error: `A note must be at most ${adminNoteLimits.max} characters.` }),
});
export type AdminNoteBody = z.infer<typeof adminNoteBodySchema>;

const tag = 'Admin: users';
const byId = z.object({ id: idSchema });

/** Admins only (declared access 'admin': anyone else 403). */
export const adminUserEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    tag,
    summary:
      'Admins: users by part of their name or e-mail, role (client, lawyer, admin) and status, newest first, a keyset page at a time',
    input: { query: adminUserListQuerySchema },
    reply: adminUserListSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/users/:id',
    access: 'admin',
    tag,
    summary:
      "Admins: a user's page: status, suspension reason, verification, and their recent bookings, requests, document orders, payments, sessions and the admins' notes, each with its total",
    input: { params: byId },
    reply: adminUserDetailSchema,
  }),
  suspend: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/suspend',
    access: 'admin',
    tag,
    summary:
      'Admins: suspend a client or lawyer with a reason: their sessions end everywhere, sign-in is refused, a lawyer leaves search, upcoming bookings are cancelled and refunded in full, and they are mailed the reason (409 when already suspended; admins cannot be suspended)',
    input: { params: byId, body: suspensionBodySchema },
    reply: adminUserDetailSchema,
  }),
  reinstate: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/reinstate',
    access: 'admin',
    tag,
    summary:
      'Admins: lift a suspension with a reason: the user may sign in again, a lawyer still verified is listed again, and they are mailed (409 when not suspended)',
    input: { params: byId, body: suspensionBodySchema },
    reply: adminUserDetailSchema,
  }),
  addNote: endpoint({
    method: 'POST',
    path: '/api/admin/users/:id/notes',
    access: 'admin',
    tag,
    summary: "Admins: add a note to a user's page, seen by admins only",
    input: { params: byId, body: adminNoteBodySchema },
    reply: adminNoteSchema,
    status: 201,
  }),
} as const;
