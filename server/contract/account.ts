// Account centre: profile, two-factor authentication, personal data rights, referrals and help tickets.
import { z } from 'zod';
import {
  errorCodes,
  idSchema,
  isoDateTimeSchema,
  listPageOf,
  listPageQuerySchema,
  paiseSchema,
} from './common';
import { messageResponseSchema } from './auth';
import { endpoint } from './endpoint';
import { rateLimits } from './rateLimits';
import { mediaTypes } from './mediaTypes';
import { roleSchema } from './users';
import { referralRewardStatuses } from './referrals';

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .nullable()
    .optional();

export const basicPlanName = 'Basic free plan';

export const profileSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  dateOfBirth: z.string().nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  about: z.string().nullable(),
  employmentType: z.string().nullable(),
  industryType: z.string().nullable(),
  plan: z.string(),
  /** Path of the profile photo (GET with the bearer token), null when none: initials are shown. */
  photoUrl: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateSchema = z
  .object({
    name: z
      .string({ error: 'Name must be text.' })
      .trim()
      .min(1, { error: 'Name is required.' })
      .max(100, { error: 'Name must be at most 100 characters.' })
      .optional(),
    dateOfBirth: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Date of birth must look like YYYY-MM-DD.' })
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && d >= '1900-01-01', {
        error: 'Date of birth is not a real date.',
      })
      // For the API document: a real date, from 1900 on.
      .meta({ format: 'date', pattern: '^(19|[2-9]\\d)\\d\\d-\\d\\d-\\d\\d$' })
      .nullable()
      .optional(),
    country: optionalText(80, 'Country'),
    region: optionalText(80, 'Region'),
    about: optionalText(1000, 'About'),
    employmentType: optionalText(80, 'Employment type'),
    industryType: optionalText(80, 'Industry type'),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

// Two-factor authentication (TOTP, RFC 6238) with one-use recovery codes.
export const twoFactorStatusSchema = z.object({ enabled: z.boolean() });
export const twoFactorSetupSchema = z.object({
  /** otpauth:// URI and its QR code as a data: URL; shown once, never again after set-up. */
  otpauthUrl: z.string(),
  qrDataUrl: z.string(),
  secret: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
export const twoFactorCodeSchema = z.object({
  code: z
    .string({ error: 'Code is required.' })
    .trim()
    .regex(/^\d{6}$/, { error: 'The code must be 6 digits.' }),
});
export const twoFactorEnabledSchema = z.object({ message: z.string(), recoveryCodes: z.array(z.string()) });
export const passwordConfirmSchema = z.object({
  password: z.string({ error: 'Password is required.' }).min(1, { error: 'Password is required.' }).max(1024),
});
/** The login answer code when the password was right but a second factor is needed. */
export const twoFactorRequiredCode = errorCodes.twoFactorRequired;

// Referrals: reward rule of the spec (paid service within 30 days of registering), credited once that payment
// can no longer be refunded in full (services/referrals.ts).
export * from './referrals';
export const referralRewardPaise = 5000;
export const referralSchema = z.object({
  _id: idSchema,
  name: z.string(),
  joinedAt: isoDateTimeSchema,
  rewardPaise: paiseSchema.nullable(),
  rewardedAt: isoDateTimeSchema.nullable(),
  rewardStatus: z.enum(referralRewardStatuses),
});
/** The code, link and total of every reward, with a keyset page of the people referred (newest first). */
export const referralSummarySchema = listPageOf(referralSchema).extend({
  code: z.string(),
  link: z.string(),
  totalRewardPaise: paiseSchema,
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

// Help center tickets.
export const supportTicketInputSchema = z.object({
  subject: z
    .string({ error: 'Subject is required.' })
    .trim()
    .min(1, { error: 'Subject is required.' })
    .max(150),
  message: z
    .string({ error: 'Message is required.' })
    .trim()
    .min(10, { error: 'Message must be at least 10 characters.' })
    .max(5000),
});
/** The support inbox's states: new until an admin replies, answered, closed by an admin. */
export const supportStatuses = ['new', 'answered', 'closed'] as const;
export const supportStatusSchema = z.enum(supportStatuses);
export type SupportStatus = z.infer<typeof supportStatusSchema>;
/** An admin's answer, as the user reads it (also sent by e-mail). */
export const supportReplySchema = z.object({
  _id: idSchema,
  body: z.string(),
  createdAt: isoDateTimeSchema,
});
export type SupportReply = z.infer<typeof supportReplySchema>;
/** A ticket from 'Contact support', or a contact-form message sent while signed in (kind 'contact'). */
export const supportTicketSchema = z.object({
  _id: idSchema,
  kind: z.enum(['ticket', 'contact']),
  subject: z.string(),
  message: z.string(),
  status: supportStatusSchema,
  createdAt: isoDateTimeSchema,
  /** Oldest first. */
  replies: z.array(supportReplySchema),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;
/** A keyset page of the user's tickets, newest first. */
export const supportTicketListSchema = listPageOf(supportTicketSchema);
export type SupportTicketList = z.infer<typeof supportTicketListSchema>;

/** GET /api/account/storage: the space the account's uploaded files take, and its quota. */
export const storageUsageSchema = z.object({
  usedBytes: z.number().int().nonnegative(),
  quotaBytes: z.number().int().positive(),
});
export type StorageUsage = z.infer<typeof storageUsageSchema>;

const security = 'Security & privacy';

export const twoFactorEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/api/two-factor',
    access: 'signedIn',
    tag: security,
    summary: 'Whether two-factor authentication is on',
    input: {},
    reply: twoFactorStatusSchema,
  }),
  setup: endpoint({
    method: 'POST',
    path: '/api/two-factor/setup',
    access: 'signedIn',
    tag: security,
    summary: 'Start the set-up: a new secret as otpauth URI, QR code and text (shown once)',
    input: {},
    reply: twoFactorSetupSchema,
  }),
  enable: endpoint({
    method: 'POST',
    path: '/api/two-factor/enable',
    access: 'signedIn',
    limits: [rateLimits.twoFactor],
    tag: security,
    summary: "Turn it on with the authenticator app's first code: the recovery codes, shown once",
    input: { body: twoFactorCodeSchema },
    reply: twoFactorEnabledSchema,
  }),
  disable: endpoint({
    method: 'POST',
    path: '/api/two-factor/disable',
    access: 'signedIn',
    limits: [rateLimits.twoFactor],
    tag: security,
    summary: 'Turn it off (the password confirms it)',
    input: { body: passwordConfirmSchema },
    reply: messageResponseSchema,
  }),
} as const;

/** Personal-data rights: the space used, the export and the erasure. */
export const accountDataEndpoints = {
  storage: endpoint({
    method: 'GET',
    path: '/api/account/storage',
    access: 'signedIn',
    tag: security,
    summary: "The space the account's uploaded files take, and its quota",
    input: {},
    reply: storageUsageSchema,
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/account/export',
    access: 'signedIn',
    limits: [rateLimits.accountExport],
    tag: security,
    summary:
      "The user's data and files as a ZIP file (application/zip, lexsetu-my-data.zip): one at a time, a few a day",
    input: {},
    reply: z.unknown(),
    replyTypes: [mediaTypes.zip],
  }),
  erase: endpoint({
    method: 'POST',
    path: '/api/account/delete',
    access: 'signedIn',
    limits: [rateLimits.accountData],
    tag: security,
    summary: 'Erase the account and its data (the password confirms it); every session ends',
    input: { body: passwordConfirmSchema },
    reply: messageResponseSchema,
  }),
} as const;

export const referralEndpoints = {
  summary: endpoint({
    method: 'GET',
    path: '/api/referrals',
    access: 'signedIn',
    tag: 'Referrals',
    summary:
      "The user's referral code and link, the rewards earned, and the people they referred a keyset page at a time",
    input: { query: listPageQuerySchema },
    reply: referralSummarySchema,
  }),
} as const;

export const supportTicketEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/support-tickets',
    access: 'signedIn',
    tag: 'Help center',
    summary:
      "The user's own support tickets and signed-in contact messages with the admins' replies, newest first, a keyset page at a time",
    input: { query: listPageQuerySchema },
    reply: supportTicketListSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/support-tickets',
    access: 'signedIn',
    limits: [rateLimits.supportTickets],
    tag: 'Help center',
    summary: "'Contact support': open a ticket",
    input: { body: supportTicketInputSchema },
    reply: supportTicketSchema,
    status: 201,
  }),
} as const;
