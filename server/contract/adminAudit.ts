// Admins: the audit log (GET /api/admin/audit, its CSV export). Who did what to whom and when; people by user
// id, their names looked up live (an erased user has none: the line stays, pseudonymised).
import { z } from 'zod';
import { auditActions, auditSubjects } from './audit';
import { idSchema, isoDateTimeSchema, listPageOf, listPageQuerySchema } from './common';
import { endpoint } from './endpoint';
import { mediaTypes } from './mediaTypes';

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;
/** India keeps one offset all year: a day given without a time is the Indian day. */
const indianOffset = '+05:30';

/**
 * A bound of the time filter: a day (2026-04-01, the Indian day) or an instant (ISO 8601 with offset), as the
 * stored form (UTC ISO). `from` starts at it; `to` ends with its day, or at the instant itself.
 */
const instantBound = (field: 'from' | 'to') =>
  z
    .union([z.iso.date(), isoDateTimeSchema], {
      error: `${field === 'from' ? 'From' : 'To'} must be a date (2026-04-01) or a date and time (ISO 8601 with offset).`,
    })
    .transform((text, ctx) => {
      const day = dateOnly.test(text);
      const at = new Date(day ? `${text}T00:00:00${indianOffset}` : text);
      // A day that does not exist (2026-02-30) would otherwise roll over into the next month.
      const real =
        !Number.isNaN(at.getTime()) &&
        (!day || new Date(at.getTime() + 19_800_000).toISOString().slice(0, 10) === text);
      if (!real) {
        ctx.addIssue({ code: 'custom', message: `${field === 'from' ? 'From' : 'To'} is not a real date.` });
        return z.NEVER;
      }
      // `to` as an exclusive end: the next day's start, or a millisecond after the instant (stored to the ms).
      if (field === 'to') at.setTime(at.getTime() + (day ? 86_400_000 : 1));
      return at.toISOString();
    })
    .optional();

/** A person: their user id, or their e-mail address (the account it belongs to now). */
const personFilter = (field: string) =>
  z
    .string()
    .min(1, { error: `${field} must be a user id or an e-mail address.` })
    .max(254, { error: `${field} must be at most 254 characters.` })
    .optional();

const auditFilterFields = {
  /** Who did it. */
  actor: personFilter('Actor'),
  /** Whom or what it was done to: a user (id or e-mail) or a payment, review… by its id. */
  subject: personFilter('Subject'),
  action: z.enum(auditActions, { error: 'Action is not one the audit log records.' }).optional(),
  from: instantBound('from'),
  to: instantBound('to'),
};

// A `to` before `from` selects nothing (not refused: the API document cannot say so, and it harms no one).
export const auditFilterSchema = z.object(auditFilterFields);
export type AuditFilter = z.output<typeof auditFilterSchema>;
export type AuditFilterInput = z.input<typeof auditFilterSchema>;

export const auditListQuerySchema = listPageQuerySchema.extend(auditFilterFields);

export const auditLineSchema = z.object({
  _id: idSchema,
  at: isoDateTimeSchema,
  action: z.enum(auditActions),
  /** null: the system (a job). name null when the account was erased (erased true) or is gone. */
  actor: z.object({ _id: idSchema, name: z.string().nullable(), erased: z.boolean() }).nullable(),
  /** name: a user's, looked up live (null once erased); other things by id only. */
  subject: z.object({ type: z.enum(auditSubjects), _id: idSchema, name: z.string().nullable() }).nullable(),
  /** Reason, amounts, ids: never a name, e-mail address or secret. */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AuditLine = z.infer<typeof auditLineSchema>;
export const auditListSchema = listPageOf(auditLineSchema);
export type AuditList = z.infer<typeof auditListSchema>;

const tag = 'Admin: audit log';

/** Admins only (declared access 'admin': anyone else 403). */
export const adminAuditEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/audit',
    access: 'admin',
    tag,
    summary:
      'Admins: the audit log, newest first, a keyset page at a time, filtered by actor, subject, action and time',
    input: { query: auditListQuerySchema },
    reply: auditListSchema,
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/admin/audit/export.csv',
    access: 'admin',
    tag,
    summary: 'Admins: the lines the same filters select, newest first, as CSV (the export itself is audited)',
    input: { query: auditFilterSchema },
    reply: z.unknown(),
    replyTypes: [mediaTypes.csv],
  }),
} as const;
