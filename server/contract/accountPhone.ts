// A mobile number on the account (#58): an SMS code proves it, then the code and the password set it.
import { z } from 'zod';
import { endpoint } from './endpoint';
import { phoneSchema } from './phone';
import { rateLimits } from './rateLimits';

/** The SMS codes' rules: those of the e-mail codes (services/recovery.ts), plus a cap per number. */
export const phoneCodeLimits = {
  codeLifetimeMs: 10 * 60_000,
  maxWrongTries: 5,
  resendAfterSeconds: 60,
  codesPerHour: 5,
  /** Codes to one number per hour whoever asks: a stranger's phone is never flooded. */
  codesPerHourPerNumber: 5,
} as const;

export const phoneCodeRequestSchema = z.object({ phone: phoneSchema });
export const phoneCodeResponseSchema = z.object({
  message: z.string(),
  /** Seconds until another code may be requested. */
  resendAfterSeconds: z.number().int().nonnegative(),
  /** The code went to the offline demo SMS inbox (GET /api/demo/sms): the screen may link to it. */
  demoSms: z.boolean(),
});
export type PhoneCodeResponse = z.infer<typeof phoneCodeResponseSchema>;

export const setPhoneRequestSchema = z.object({
  phone: phoneSchema,
  code: z.string().regex(/^\d{6}$/, { error: 'The code must be 6 digits.' }),
  password: z.string({ error: 'Password is required.' }).min(1, { error: 'Password is required.' }).max(1024),
});
export type SetPhoneRequest = z.input<typeof setPhoneRequestSchema>;
export const setPhoneResponseSchema = z.object({
  message: z.string(),
  /** The number now on the account, masked (+91 98••••3210). */
  phone: z.string(),
});
export type SetPhoneResponse = z.infer<typeof setPhoneResponseSchema>;

const tag = 'Security & privacy';

export const accountPhoneEndpoints = {
  sendCode: endpoint({
    method: 'POST',
    path: '/api/account/phone/code',
    access: 'signedIn',
    limits: [rateLimits.phoneCodesPerAddress],
    tag,
    summary: `Send a 6-digit SMS code to a mobile number to be added (${phoneCodeLimits.codesPerHour} an hour, one a minute)`,
    input: { body: phoneCodeRequestSchema },
    reply: phoneCodeResponseSchema,
  }),
  set: endpoint({
    method: 'PUT',
    path: '/api/account/phone',
    access: 'signedIn',
    limits: [rateLimits.phoneChange],
    tag,
    summary:
      "Set or change the account's mobile number with its SMS code and the password (409 if another account has it)",
    input: { body: setPhoneRequestSchema },
    reply: setPhoneResponseSchema,
  }),
} as const;
