// Accounts: sign-up, login, sessions and password recovery (spec sections 4, 5, 7, 8).
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './common';
import { allConsultationTypes, minimumConsultationTypes } from './consultationTypes';
import { maximumPasswordLength, minimumPasswordLength } from './passwordStrength';
import { signUpRoleSchema, userSchema } from './users';

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
  email: emailSchema,
  password: newPasswordSchema,
  // Only 'consumer' or 'professional' can ever be stored: anything else (say 'admin') is ignored.
  role: signUpRoleSchema.catch('consumer'),
  // The spec's client sends [''] here; empty entries are dropped, the setup step fills the real list.
  consultationTypes: z.array(z.string().max(100)).max(50).optional().default([]),
  /** The referral code of the link the user signed up through (?ref=), if any. */
  referralCode: z.string().trim().max(32).optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({ message: z.string(), user: userSchema });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required.' }).min(1, { error: 'Password is required.' }).max(1024),
  /** Only for accounts with two-factor authentication: a 6-digit TOTP code or a recovery code. */
  code: z.string().trim().max(64).optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const forgotPasswordResponseSchema = z.object({
  message: z.string(),
  /** Seconds until another code may be requested for this email. */
  resendAfterSeconds: z.number().int().nonnegative(),
  /** The code went to the offline demo inbox (GET /api/demo/inbox): the code screen may link to it. */
  demoInbox: z.boolean(),
});
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

export const otpLength = 6;
export const verifyOtpRequestSchema = z.object({
  email: emailSchema,
  otp: z.string().regex(/^\d{6}$/, { error: 'The code must be 6 digits.' }),
});
export const verifyOtpResponseSchema = z.object({ message: z.string(), resetToken: z.string() });
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
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
export const sessionListSchema = z.array(sessionSchema);

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
