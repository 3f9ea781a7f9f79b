// Accounts: sign-up, login, sessions and password recovery (spec sections 4, 5, 7, 8).
import { z } from 'zod';
import { idSchema, isoDateTimeSchema, listPageOf, listPageQuerySchema } from './common';
import { allConsultationTypes, minimumConsultationTypes } from './consultationTypes';
import { endpoint } from './endpoint';
import { emailOrPhoneSchema, phoneSchema } from './phone';
import { rateLimits } from './rateLimits';
import { maximumPasswordLength, minimumPasswordLength } from './passwordStrength';
import { signUpRoleSchema, userSchema, validateTokenResponseSchema } from './users';

const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address.' }).max(254));

export const newPasswordSchema = z
  .string({ error: 'Password is required.' })
  .min(minimumPasswordLength, { error: `Password must be at least ${minimumPasswordLength} characters.` })
  .max(maximumPasswordLength, { error: `Password must be at most ${maximumPasswordLength} characters.` });

export const registerRequestSchema = z.object({
  /** The person's name as others will see it (a lawyer is listed by it); the e-mail's first part when absent. */
  name: z
    .string({ error: 'Name must be text.' })
    .trim()
    .min(1, { error: 'Please enter your name.' })
    .max(100, { error: 'Name must be at most 100 characters.' })
    .optional(),
  /** The spec's field name: an e-mail, or a mobile number proven next by an SMS code (verify-otp, #58). */
  email: emailOrPhoneSchema,
  password: newPasswordSchema,
  // Only 'consumer' or 'professional' can ever be stored: anything else (say 'admin') is ignored.
  role: signUpRoleSchema.catch('consumer'),
  // The spec's client sends [''] here; empty entries are dropped, the setup step fills the real list.
  consultationTypes: z.array(z.string().max(100)).max(50).optional().default([]),
  /** The referral code of the link the user signed up through (?ref=), if any. */
  referralCode: z.string().trim().max(32).optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({
  message: z.string(),
  user: userSchema,
  /** Signed up with a mobile number: its SMS code went out; verify-otp with the number and code proves it. */
  phoneCode: z
    .object({ resendAfterSeconds: z.number().int().nonnegative(), demoSms: z.boolean() })
    .optional(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const loginRequestSchema = z.object({
  /** The spec's field name; it carries the e-mail or the mobile number the person typed (#58). */
  email: emailOrPhoneSchema,
  password: z.string({ error: 'Password is required.' }).min(1, { error: 'Password is required.' }).max(1024),
  /** Only for accounts with two-factor authentication: a 6-digit TOTP code or a recovery code. */
  code: z.string().trim().max(64).optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Recovery's field, like login's, carries an e-mail or a mobile number (#58): a number gets an SMS code. */
export const forgotPasswordRequestSchema = z.object({ email: emailOrPhoneSchema });
export const forgotPasswordResponseSchema = z.object({
  message: z.string(),
  /** Seconds until another code may be requested for this email. */
  resendAfterSeconds: z.number().int().nonnegative(),
  /** The code went to the offline demo inbox (GET /api/demo/inbox): the code screen may link to it. */
  demoInbox: z.boolean(),
  /** The code went by SMS to the offline demo SMS inbox (GET /api/demo/sms): the code screen may link to it. */
  demoSms: z.boolean().optional(),
});
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

export const otpLength = 6;
export const verifyOtpRequestSchema = z.object({
  email: emailOrPhoneSchema,
  otp: z.string().regex(/^\d{6}$/, { error: 'The code must be 6 digits.' }),
});
export const verifyOtpResponseSchema = z.object({ message: z.string(), resetToken: z.string() });
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

export const resetPasswordRequestSchema = z.object({
  email: emailOrPhoneSchema,
  newPassword: newPasswordSchema,
  resetToken: z.string({ error: 'resetToken is required.' }).min(1, { error: 'resetToken is required.' }),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const consultationTypesRequestSchema = z.object({
  selected: z
    .array(z.enum(allConsultationTypes as [string, ...string[]]))
    .min(minimumConsultationTypes, {
      error: `Select at least ${minimumConsultationTypes} consultation types.`,
    })
    .max(allConsultationTypes.length),
});

export const sessionSchema = z.object({
  _id: idSchema,
  device: z.string(),
  createdAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema,
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
/** A keyset page of the user's live sessions, most recently used first. */
export const sessionListSchema = listPageOf(sessionSchema);
export type SessionList = z.infer<typeof sessionListSchema>;

/** A mail kept in the offline demo inbox (only when no SMTP server is configured). */
export const demoMailSchema = z.object({
  _id: idSchema,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The mail's calendar invite (a text/calendar part); null (or absent, from an older server) for a plain mail. */
  calendar: z.string().nullish(),
  createdAt: isoDateTimeSchema,
  /** What was attached (name, type, size); absent when nothing was. */
  attachments: z.array(z.object({ name: z.string(), type: z.string(), size: z.number() })).optional(),
});
export type DemoMail = z.infer<typeof demoMailSchema>;
export const demoInboxSchema = z.array(demoMailSchema);

/** GET /api/demo/inbox?email= (only in demo mode without SMTP, and only from this machine). */
export const demoInboxQuerySchema = z.object({ email: emailSchema });

/** A text kept in the offline demo SMS inbox (only in demo mode without an SMS gateway). */
export const demoSmsSchema = z.object({
  _id: idSchema,
  /** E.164, e.g. +919876543210. */
  to: z.string(),
  text: z.string(),
  /** The DLT template the text was sent under. */
  templateId: z.string(),
  createdAt: isoDateTimeSchema,
});
export type DemoSms = z.infer<typeof demoSmsSchema>;
export const demoSmsInboxSchema = z.array(demoSmsSchema);

/** GET /api/demo/sms?phone= (only in demo mode without an SMS gateway, and only from this machine). */
export const demoSmsQuerySchema = z.object({ phone: phoneSchema });

/** The route guard's POST carries an empty object (the spec's client); its fields are ignored. */
const guardBodySchema = z.object({});

const accounts = 'Accounts';
const sessions = 'Sessions';
const recovery = 'Password recovery';

/** Sign-up, login, logout and the consultation-type step of sign-up. */
export const accountEndpoints = {
  register: endpoint({
    method: 'POST',
    path: '/api/register',
    access: 'public',
    limits: [rateLimits.signup],
    tag: accounts,
    summary:
      'Create a client or lawyer account (a referral code of the link signed up through is remembered)',
    input: { body: registerRequestSchema },
    reply: registerResponseSchema,
    status: 201,
  }),
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    access: 'public',
    limits: [rateLimits.loginPerEmailAndAddress, rateLimits.loginPerAddress],
    tag: accounts,
    summary:
      'Log in: a session token. With two-factor authentication on, a code too (401 two_factor_required without)',
    input: { body: loginRequestSchema },
    reply: loginResponseSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/api/logout',
    access: 'signedIn',
    tag: accounts,
    summary: "End this token's session",
    input: {},
    reply: messageResponseSchema,
  }),
  consultationTypes: endpoint({
    method: 'POST',
    path: '/api/consultation-types',
    access: 'signedIn',
    tag: accounts,
    summary: `Save the consultation types chosen at sign-up (at least ${minimumConsultationTypes})`,
    input: { body: consultationTypesRequestSchema },
    reply: messageResponseSchema,
  }),
} as const;

/** The token checks of the header and the route guard, and the user's live sessions. */
export const sessionEndpoints = {
  check: endpoint({
    method: 'GET',
    path: '/api/validate-token',
    access: 'signedIn',
    tag: sessions,
    summary: "The signed-in user while the token's session is live (the header's check)",
    input: {},
    reply: validateTokenResponseSchema,
  }),
  guard: endpoint({
    method: 'POST',
    path: '/api/validate-token',
    access: 'signedIn',
    tag: sessions,
    summary: "The signed-in user while the token's session is live (the route guard's check)",
    input: { body: guardBodySchema },
    reply: validateTokenResponseSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/sessions',
    access: 'signedIn',
    tag: sessions,
    summary:
      "The user's live sessions (device, created, last seen), most recently used first, a keyset page at a time",
    input: { query: listPageQuerySchema },
    reply: sessionListSchema,
  }),
  end: endpoint({
    method: 'DELETE',
    path: '/api/sessions/:id',
    access: 'signedIn',
    tag: sessions,
    summary: "End one of the user's sessions (its token stops working at once)",
    input: { params: z.object({ id: idSchema }) },
    reply: messageResponseSchema,
  }),
} as const;

/** Password recovery: a code by mail, then a reset token, then the new password. */
export const recoveryEndpoints = {
  forgotPassword: endpoint({
    method: 'POST',
    path: '/api/forgot-password',
    access: 'public',
    limits: [rateLimits.recovery],
    tag: recovery,
    summary:
      'Mail a 6-digit code to the account of this e-mail, or text it to the account of this mobile number (the reply never says whether a number has one)',
    input: { body: forgotPasswordRequestSchema },
    reply: forgotPasswordResponseSchema,
  }),
  verifyOtp: endpoint({
    method: 'POST',
    path: '/api/verify-otp',
    access: 'public',
    limits: [rateLimits.recovery],
    tag: recovery,
    summary:
      "Check the code: a single-use reset token (a number's SMS code also proves the number of an account signed up with it)",
    input: { body: verifyOtpRequestSchema },
    reply: verifyOtpResponseSchema,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/reset-password',
    access: 'public',
    limits: [rateLimits.recovery],
    tag: recovery,
    summary: 'Set the new password with the reset token (every session of the account ends)',
    input: { body: resetPasswordRequestSchema },
    reply: messageResponseSchema,
  }),
  confirmNewPassword: endpoint({
    method: 'POST',
    path: '/api/confirm-new-password',
    access: 'public',
    limits: [rateLimits.recovery],
    tag: recovery,
    summary: "The spec's other name for /api/reset-password",
    input: { body: resetPasswordRequestSchema },
    reply: messageResponseSchema,
  }),
} as const;

export const demoEndpoints = {
  inbox: endpoint({
    method: 'GET',
    path: '/api/demo/inbox',
    access: 'public',
    tag: recovery,
    summary:
      'The offline demo inbox of an address, newest first: only in demo mode without SMTP, only from this machine (404 otherwise)',
    input: { query: demoInboxQuerySchema },
    reply: demoInboxSchema,
  }),
  sms: endpoint({
    method: 'GET',
    path: '/api/demo/sms',
    access: 'public',
    tag: recovery,
    summary:
      'The offline demo SMS inbox of a mobile number, newest first: only in demo mode without an SMS gateway, only from this machine (404 otherwise)',
    input: { query: demoSmsQuerySchema },
    reply: demoSmsInboxSchema,
  }),
} as const;
