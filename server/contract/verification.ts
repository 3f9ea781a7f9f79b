// Professional onboarding and admin verification: GET/PUT /api/profile/lawyer, POST
// /api/profile/lawyer/certificate (multipart `certificate`), GET /api/admin/verifications, approve, reject.
import { z } from 'zod';
import {
  idSchema,
  isoDateTimeSchema,
  listPageOf,
  listPageQuerySchema,
  paiseSchema,
  ratePaiseSchema,
} from './common';
import { allConsultationTypes } from './consultationTypes';
import { endpoint } from './endpoint';
import { rateLimits } from './rateLimits';
import { mediaTypes } from './mediaTypes';
import { certificateTypesLabel, lawyerLanguages } from './lawyerProfileTerms';
import { scriptNameMaxLength, scriptNameMessages, scriptNamePatterns, type NameScript } from './scriptNames';
export * from './lawyerProfileTerms';
export * from './scriptNames';

export const earliestEnrolmentYear = 1950;

const text = (field: string, min: number, max: number) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(min, { error: min <= 1 ? `${field} is required.` : `${field} needs at least ${min} characters.` })
    .max(max, { error: `${field} must be at most ${max} characters.` });

/** The name also written in Devanagari or Tamil: optional ('' = not given), and then in that script. */
const scriptName = (script: NameScript) =>
  z
    .string()
    .trim()
    .normalize('NFC')
    .max(scriptNameMaxLength, { error: scriptNameMessages[script].long })
    .regex(scriptNamePatterns[script], { error: scriptNameMessages[script].script })
    .optional()
    .default('');

/** What a professional fills in on the profile step (PUT /api/profile/lawyer). Money in paise. */
export const lawyerProfileInputSchema = z.object({
  practiceAreas: z
    .array(z.enum(allConsultationTypes as [string, ...string[]]), { error: 'Select your practice areas.' })
    .min(1, { error: 'Select at least one practice area.' })
    .max(10, { error: 'Select at most 10 practice areas.' }),
  languages: z
    .array(z.enum(lawyerLanguages), { error: 'Select your languages.' })
    .min(1, { error: 'Select at least one language.' }),
  city: text('City', 2, 60),
  state: text('State', 2, 60),
  /** Street and building; clients meet here for On-site consultations (with the city and state). */
  officeAddress: text('Office address', 5, 200),
  yearsExperience: z
    .number({ error: 'Years of experience must be a number.' })
    .int()
    .min(0)
    .max(70, { error: 'Years of experience must be at most 70.' }),
  ratePaise: ratePaiseSchema,
  bio: text('Bio', 30, 2000),
  enrolmentNumber: z
    .string({ error: 'Enrolment number is required.' })
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9/.-]{2,29}$/, {
      error: 'Enrolment number looks like D/1234/2012 (letters, digits and /).',
    }),
  barCouncil: text('State Bar Council', 3, 100),
  enrolmentYear: z
    .number({ error: 'Year of enrolment must be a number.' })
    .int()
    .min(earliestEnrolmentYear, { error: `Year of enrolment must be ${earliestEnrolmentYear} or later.` })
    .refine((year) => year <= new Date().getFullYear(), {
      error: 'Year of enrolment cannot be in the future.',
    })
    // For the API document: this year, when it was built (the server checks the year of each request).
    .meta({ maximum: new Date().getFullYear() }),
  /** The name in Devanagari and in Tamil script, shown to readers of Hindi and Tamil and found by search. */
  nameDevanagari: scriptName('devanagari'),
  nameTamil: scriptName('tamil'),
});
export type LawyerProfileInput = z.input<typeof lawyerProfileInputSchema>;

export const verificationStatusSchema = z.enum(['pending', 'verified', 'rejected']);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

export const certificateInfoSchema = z.object({
  name: z.string(),
  mime: z.string(),
  size: z.number().int().nonnegative(),
  uploadedAt: isoDateTimeSchema,
});
export type CertificateInfo = z.infer<typeof certificateInfoSchema>;

/** GET/PUT /api/profile/lawyer and the certificate upload answer: the caller's own onboarding state. */
export const lawyerOnboardingSchema = z.object({
  _id: idSchema,
  /**
   * null until the profile step was saved once. Values as stored: older profiles have officeAddress '', and a
   * rate saved before the one rate rule (₹0.01) must still load, so the lawyer can see it and correct it.
   */
  profile: lawyerProfileInputSchema
    .extend({ enrolmentYear: z.number().int(), officeAddress: z.string(), ratePaise: paiseSchema })
    .nullable(),
  /** null while there is no profile yet. */
  status: verificationStatusSchema.nullable(),
  /** The admin's reason when the latest decision was a rejection. */
  rejectionReason: z.string().nullable(),
  certificate: certificateInfoSchema.nullable(),
});
export type LawyerOnboarding = z.infer<typeof lawyerOnboardingSchema>;

/** A status's profiles, a keyset page at a time, first submitted first. */
export const verificationListQuerySchema = listPageQuerySchema.extend({
  status: verificationStatusSchema.optional().default('pending'),
});

/** One profile as the admin reviews it. */
export const verificationItemSchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** The name in Devanagari and in Tamil as the lawyer gave it ('' = not given): checked as the name is. */
  nameDevanagari: z.string().default(''),
  nameTamil: z.string().default(''),
  email: z.string(),
  title: z.string(),
  practiceAreas: z.array(z.string()),
  languages: z.array(z.string()),
  city: z.string(),
  state: z.string(),
  yearsExperience: z.number().int().nonnegative(),
  ratePaise: paiseSchema,
  bio: z.string(),
  enrolmentNumber: z.string(),
  barCouncil: z.string(),
  enrolmentYear: z.number().int(),
  status: verificationStatusSchema,
  submittedAt: isoDateTimeSchema,
  certificate: certificateInfoSchema.nullable(),
  rejectionReason: z.string().nullable(),
});
export type VerificationItem = z.infer<typeof verificationItemSchema>;
export const verificationListSchema = listPageOf(verificationItemSchema);
export type VerificationList = z.infer<typeof verificationListSchema>;

/** GET /api/admin/verifications/:userId/record: each decision on the profile and the lawyer's attendance. */
export const lawyerRecordSchema = z.object({
  /** Newest first. */
  decisions: z.array(
    z.object({
      _id: idSchema,
      decision: z.enum(['verified', 'rejected']),
      reason: z.string().nullable(),
      decidedAt: isoDateTimeSchema,
    }),
  ),
  /** Consultations the lawyer joined, and those they never joined (cancelled as a no-show, or a missed one). */
  joined: z.number().int().nonnegative(),
  noShows: z.number().int().nonnegative(),
  /** The latest no-shows, newest first (at most 5). */
  recentNoShows: z.array(z.object({ bookingId: idSchema, startAt: isoDateTimeSchema })),
});
export type LawyerRecord = z.infer<typeof lawyerRecordSchema>;

export const rejectVerificationSchema = z.object({
  reason: z
    .string({ error: 'A reason is required.' })
    .trim()
    .min(5, { error: 'Please give a reason (at least 5 characters).' })
    .max(500, { error: 'Reason must be at most 500 characters.' }),
});
export type RejectVerification = z.infer<typeof rejectVerificationSchema>;

export const verificationMessages = {
  approved: 'Your LexSetu profile is verified. Clients can now find and book you.',
  rejected: (reason: string) => `Your LexSetu profile was not verified: ${reason}`,
} as const;

const onboarding = 'Lawyer verification';
const byUserId = z.object({ userId: idSchema });

/** A professional's own onboarding: other accounts get 403. Saving puts the profile (back) to review. */
export const lawyerProfileEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/profile/lawyer',
    access: 'signedIn',
    tag: onboarding,
    summary: "The professional's own profile step, verification status and certificate",
    input: {},
    reply: lawyerOnboardingSchema,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/profile/lawyer',
    access: 'signedIn',
    limits: [rateLimits.lawyerProfile],
    tag: onboarding,
    summary:
      'Save the profile step (rate in paise: ₹1 to ₹1000 per minute); a new enrolment or Bar Council is reviewed again',
    input: { body: lawyerProfileInputSchema },
    reply: lawyerOnboardingSchema,
  }),
  certificate: endpoint({
    method: 'POST',
    path: '/api/profile/lawyer/certificate',
    access: 'signedIn',
    limits: [rateLimits.lawyerProfile],
    tag: onboarding,
    summary: `Upload the Bar Council certificate (multipart: \`certificate\`, ${certificateTypesLabel} by content); the profile goes to review`,
    input: {
      files: { fields: ['certificate'], max: 1, required: true, accepts: certificateTypesLabel },
    },
    reply: lawyerOnboardingSchema,
    status: 201,
  }),
} as const;

/** Admins only (anyone else 403). */
export const verificationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/verifications',
    access: 'admin',
    tag: onboarding,
    summary:
      'Admins: lawyer profiles by status, first submitted first, a keyset page at a time, with their certificate',
    input: { query: verificationListQuerySchema },
    reply: verificationListSchema,
  }),
  approve: endpoint({
    method: 'POST',
    path: '/api/admin/verifications/:userId/approve',
    access: 'admin',
    tag: onboarding,
    summary: 'Admins: verify a lawyer who uploaded a certificate; they are told and appear in search',
    input: { params: byUserId },
    reply: verificationItemSchema,
  }),
  reject: endpoint({
    method: 'POST',
    path: '/api/admin/verifications/:userId/reject',
    access: 'admin',
    tag: onboarding,
    summary: 'Admins: decline a profile with a reason the lawyer is told',
    input: { params: byUserId, body: rejectVerificationSchema },
    reply: verificationItemSchema,
  }),
  certificate: endpoint({
    method: 'GET',
    path: '/api/admin/verifications/:userId/certificate',
    access: 'admin',
    tag: onboarding,
    summary: "Admins: the lawyer's certificate as a file (an attachment under its own name)",
    input: { params: byUserId },
    reply: z.unknown(),
    replyTypes: [mediaTypes.pdf, mediaTypes.png, mediaTypes.jpeg],
  }),
  record: endpoint({
    method: 'GET',
    path: '/api/admin/verifications/:userId/record',
    access: 'admin',
    tag: onboarding,
    summary: "Admins: a lawyer's re-verification history and no-show record",
    input: { params: byUserId },
    reply: lawyerRecordSchema,
  }),
} as const;
