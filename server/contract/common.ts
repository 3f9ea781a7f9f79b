// Wire conventions shared by API and renderer: ids as `_id`, ISO dates, money in integer paise.
import { z } from 'zod';

export const idSchema = z.string().min(1).max(64);
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
export const paiseSchema = z.number().int().nonnegative();

/** Every error the API sends: a human message (shown to the user) and a stable code. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
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
  twoFactorRequired: 'two_factor_required',
  /** The Basic free plan's consultations of the month are used up (premium: unlimited). */
  consultationLimit: 'consultation_limit_reached',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

/** ₹{amount}/- from integer paise, as the spec shows prices. */
export function formatRupees(paise: number): string {
  const rupees = paise / 100;
  const text = Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2);
  return `₹${text}/-`;
}
