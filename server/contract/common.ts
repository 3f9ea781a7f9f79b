// Wire conventions shared by API and renderer: ids as `_id`, ISO dates, money in integer paise.
import { z } from 'zod';
import { maximumRatePaise, minimumRatePaise } from './rupees';

export const idSchema = z.string().min(1).max(64);
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
export const paiseSchema = z.number().int().nonnegative();

/** A lawyer's per-minute rate: ₹1 to ₹1000 in whole paise. The one rate rule, for every form and route. */
export { formatRupees, maximumRatePaise, minimumRatePaise } from './rupees';
export const ratePaiseSchema = z
  .number({ error: 'Rate must be a number.' })
  .int({ error: 'Rate must be in whole paise.' })
  .min(minimumRatePaise, { error: 'Rate must be at least ₹1 per minute.' })
  .max(maximumRatePaise, { error: 'Rate must be at most ₹1000 per minute.' });
/** The same rule for a rate typed in rupees (at most 2 decimals), handed on as paise. */
export const rateRupeesSchema = z
  .number({ error: 'Rate must be a number.' })
  .refine((r) => Math.abs(r * 100 - Math.round(r * 100)) < 1e-6, {
    error: 'Rate may have at most 2 decimals.',
  })
  .transform((r) => Math.round(r * 100))
  .pipe(ratePaiseSchema);

/** Every error the API sends: a human message (shown to the user), a stable code, and for bad input the field. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  /** The input field at fault ('password', 'body.title'…), when one is. */
  field: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const errorCodes = {
  validation: 'validation_error',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  payloadTooLarge: 'payload_too_large',
  unsupportedMedia: 'unsupported_media_type',
  internal: 'internal_error',
  /** The database (or another service the API needs) is not answering: try again shortly. */
  unavailable: 'service_unavailable',
  twoFactorRequired: 'two_factor_required',
  /** The Basic free plan's consultations of the month are used up (premium: unlimited). */
  consultationLimit: 'consultation_limit_reached',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
