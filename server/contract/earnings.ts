// A lawyer's earnings: the ledger (paid consultations, refunds, later document orders), balances, the payout
// account and weekly payouts; admins see payouts due and failed ones. Integer paise everywhere; the rules are in
// server/services/earnings/.
import { z } from 'zod';
import { idSchema, listPageOf, listPageQuerySchema } from './common';
import { endpoint } from './endpoint';
import { rateLimits } from './rateLimits';
import { mediaTypes } from './mediaTypes';
import { earningsPeriods } from './earningsTerms';
import { panPattern } from './tds';
export * from './earningsTerms';
export * from './tds';

export const earningsPeriodSchema = z.enum(earningsPeriods);
export type EarningsPeriod = z.infer<typeof earningsPeriodSchema>;

/** GST on the platform fee, in basis points (1/100 of a percent). TDS: tds.ts. */
export const gstOnFeeBasisPoints = 1800;
export const earningsMessages = {
  lawyersOnly: 'Earnings are for lawyers only.',
  passwordRequired: 'Enter your password to change your payout settings.',
  wrongPassword: 'The password is not correct.',
  codeRequired: 'Enter the 6-digit code of your authenticator app.',
  accountSaved: 'Payout account saved and verified.',
  accountRemoved: 'Payout account removed.',
  verificationFailed: 'The bank could not verify this account. Check the number and IFSC.',
  noAccount: 'Add a payout account first.',
  panSaved: 'PAN saved.',
} as const;

export const ledgerLineSchema = z.object({
  _id: z.string(),
  /** A paid consultation (or, later, a document order) earns; a refund takes back. */
  kind: z.enum(['consultation', 'refund', 'service_order']),
  date: z.string(),
  description: z.string(),
  /** The client. */
  counterpart: z.string(),
  grossPaise: z.number().int(),
  feePaise: z.number().int(),
  gstPaise: z.number().int(),
  tdsPaise: z.number().int(),
  netPaise: z.number().int(),
  /** The TDS rate applied and why (contract/tds.ts): 'TDS 0.1 % (section 194-O, PAN given)'. */
  tdsBasisPoints: z.number().int(),
  tdsReason: z.string(),
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;

export const earningsTotalsSchema = z.object({
  grossPaise: z.number().int(),
  feePaise: z.number().int(),
  gstPaise: z.number().int(),
  tdsPaise: z.number().int(),
  netPaise: z.number().int(),
});
export type EarningsTotals = z.infer<typeof earningsTotalsSchema>;

export const earningsSchema = z.object({
  period: earningsPeriodSchema,
  /** The configured platform fee (0 during the launch offer), and GST on it, in basis points. */
  feeBasisPoints: z.number().int(),
  gstBasisPoints: z.number().int(),
  /** The lawyer has given a PAN (without one TDS is at the higher rate). */
  panGiven: z.boolean(),
  lines: z.array(ledgerLineSchema),
  /** Of the lines of the period. */
  totals: earningsTotalsSchema,
  /** Net per day (week, month) or per month (all), oldest first: the chart. */
  chart: z.array(z.object({ label: z.string(), netPaise: z.number().int() })),
  balances: z.object({
    /** Net of every line ever. */
    earnedPaise: z.number().int(),
    paidOutPaise: z.number().int(),
    /** Payouts on their way (pending, processing, failed and to be retried). */
    inTransitPaise: z.number().int(),
    /** What the next payout pays; negative after a refund that came after a payout (carried forward). */
    balancePaise: z.number().int(),
  }),
  /** Months with lines ('YYYY-MM'), newest first: the monthly statements. */
  statementMonths: z.array(z.string()),
});
export type Earnings = z.infer<typeof earningsSchema>;

const ifscPattern = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const upiPattern = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,64}$/;

const secondFactor = {
  password: z.string().max(1024).optional(),
  code: z.string().trim().max(20).optional(),
};

export const payoutAccountInputSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bank'),
    holderName: z.string().trim().min(2, { error: 'Account holder name is required.' }).max(100),
    ifsc: z.string().trim().toUpperCase().regex(ifscPattern, {
      error: 'IFSC must be 4 letters, a 0, then 6 letters or digits (e.g. HDFC0001234).',
    }),
    accountNumber: z
      .string()
      .trim()
      .regex(/^\d{9,18}$/, { error: 'Account number must be 9 to 18 digits.' }),
    ...secondFactor,
  }),
  z.object({
    kind: z.literal('upi'),
    holderName: z.string().trim().min(2, { error: 'Account holder name is required.' }).max(100),
    upiId: z.string().trim().regex(upiPattern, { error: 'UPI id must look like name@bank.' }),
    ...secondFactor,
  }),
]);
export type PayoutAccountInput = z.input<typeof payoutAccountInputSchema>;

export const payoutAccountSchema = z.object({
  _id: z.string(),
  kind: z.enum(['bank', 'upi']),
  holderName: z.string(),
  ifsc: z.string().nullable(),
  /** Never the whole number: 'XXXXXX1234' or 'as***@okhdfc'. */
  masked: z.string(),
  verifiedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const panInputSchema = z.object({
  pan: z
    .string()
    .trim()
    .toUpperCase()
    .regex(panPattern, { error: 'PAN must be 5 letters, 4 digits and a letter (e.g. ABCDE1234F).' }),
  ...secondFactor,
});
export type PanInput = z.input<typeof panInputSchema>;

export const payoutAccountReplySchema = z.object({
  account: payoutAccountSchema.nullable(),
  /** The lawyer's PAN for TDS, never whole ('XXXXXX234F'); given since `givenAt` (earlier lines had none). */
  pan: z.object({ masked: z.string(), givenAt: z.string() }).nullable(),
  /** The change needs the 2FA code instead of the password. */
  twoFactor: z.boolean(),
});
export type PayoutAccountReply = z.infer<typeof payoutAccountReplySchema>;

export const payoutStatuses = ['pending', 'processing', 'paid', 'failed'] as const;
export const payoutSchema = z.object({
  _id: z.string(),
  lawyerId: z.string(),
  lawyerName: z.string(),
  week: z.string(),
  amountPaise: z.number().int(),
  status: z.enum(payoutStatuses),
  accountMasked: z.string(),
  attempts: z.number().int(),
  failure: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /**
   * The ledger gross this payout paid out, by the TDS rule that applied, and the TDS withheld from it (empty for
   * a payout made before TDS was itemised).
   */
  tds: z.array(z.object({ reason: z.string(), grossPaise: z.number().int(), tdsPaise: z.number().int() })),
});
export type Payout = z.infer<typeof payoutSchema>;
/** A page of payouts, newest first (more after `nextCursor`). */
export const payoutPageSchema = listPageOf(payoutSchema);
export type PayoutPage = z.infer<typeof payoutPageSchema>;

/** A page of failed payouts (`items`, newest first), with every lawyer owed (`due`, most first) on each page. */
export const payoutsDueSchema = payoutPageSchema.extend({
  due: z.array(
    z.object({
      _id: z.string(),
      lawyerName: z.string(),
      balancePaise: z.number().int(),
      accountMasked: z.string().nullable(),
    }),
  ),
});
export type PayoutsDue = z.infer<typeof payoutsDueSchema>;

export const calendarFeedSchema = z.object({
  /** The private subscription address, null when none (revoked or never made). */
  url: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

const tag = 'Earnings';
const okSchema = z.object({ message: z.string() });

export const earningsEndpoints = {
  earnings: endpoint({
    method: 'GET',
    path: '/api/earnings',
    access: 'signedIn',
    tag,
    summary: "The lawyer's ledger of the period, totals, chart and balances (lawyers only)",
    input: { query: z.object({ period: earningsPeriodSchema.default('all') }) },
    reply: earningsSchema,
  }),
  payoutAccount: endpoint({
    method: 'GET',
    path: '/api/earnings/payout-account',
    access: 'signedIn',
    tag,
    summary: "The lawyer's payout account, masked",
    input: {},
    reply: payoutAccountReplySchema,
  }),
  savePayoutAccount: endpoint({
    method: 'PUT',
    path: '/api/earnings/payout-account',
    access: 'signedIn',
    limits: [rateLimits.payoutAccount],
    tag,
    summary: 'Sets the payout account (bank or UPI) after a penny-drop check; needs the password or 2FA code',
    input: { body: payoutAccountInputSchema },
    reply: payoutAccountReplySchema,
  }),
  savePan: endpoint({
    method: 'PUT',
    path: '/api/earnings/pan',
    access: 'signedIn',
    limits: [rateLimits.payoutAccount],
    tag,
    summary: "Sets the lawyer's PAN for TDS (section 194-O), kept encrypted; needs the password or 2FA code",
    input: { body: panInputSchema },
    reply: payoutAccountReplySchema,
  }),
  payouts: endpoint({
    method: 'GET',
    path: '/api/earnings/payouts',
    access: 'signedIn',
    tag,
    summary: "The lawyer's payout history, newest first, a page at a time (cursor)",
    input: { query: listPageQuerySchema },
    reply: payoutPageSchema,
  }),
  adminPayouts: endpoint({
    method: 'GET',
    path: '/api/admin/payouts',
    access: 'admin',
    tag,
    summary: 'Admins: payouts due (positive balances), and failed payouts a page at a time (cursor)',
    input: { query: listPageQuerySchema },
    reply: payoutsDueSchema,
  }),
  adminRetryPayout: endpoint({
    method: 'POST',
    path: '/api/admin/payouts/:id/retry',
    access: 'admin',
    tag,
    summary: 'Admins: sends a failed payout again (same payout, same idempotency key)',
    input: { params: z.object({ id: idSchema }) },
    reply: payoutSchema,
  }),
  calendarFeed: endpoint({
    method: 'GET',
    path: '/api/calendar-feed',
    access: 'signedIn',
    tag: 'Calendar',
    summary: "The caller's private calendar feed address (null when none)",
    input: {},
    reply: calendarFeedSchema,
  }),
  newCalendarFeed: endpoint({
    method: 'POST',
    path: '/api/calendar-feed',
    access: 'signedIn',
    tag: 'Calendar',
    summary: 'Makes a new private feed address; the old one stops working',
    input: {},
    reply: calendarFeedSchema,
  }),
  revokeCalendarFeed: endpoint({
    method: 'DELETE',
    path: '/api/calendar-feed',
    access: 'signedIn',
    tag: 'Calendar',
    summary: 'Revokes the private feed address',
    input: {},
    reply: okSchema,
  }),
  statement: endpoint({
    method: 'GET',
    path: '/api/earnings/statement/:month',
    access: 'signedIn',
    tag,
    summary: "The lawyer's monthly statement as a PDF file (month as 2026-11, '.pdf' may follow)",
    input: {
      params: z.object({
        month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])(\.pdf)?$/, 'Month must look like 2026-11.'),
      }),
    },
    reply: z.unknown(),
    replyTypes: [mediaTypes.pdf],
  }),
  calendarFeedFile: endpoint({
    method: 'GET',
    path: '/api/calendar/:file',
    access: 'public',
    limits: [rateLimits.calendarFeed],
    tag: 'Calendar',
    summary:
      'The private calendar feed itself (text/calendar; the file is <secret>.ics: the secret is the key, no sign-in)',
    input: { params: z.object({ file: z.string().max(200) }) },
    reply: z.string(),
    replyTypes: [mediaTypes.calendar],
  }),
};
