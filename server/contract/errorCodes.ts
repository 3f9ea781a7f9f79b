// The API's stable error codes, zod-free (common.ts re-exports them): screens import them as
// `@contract/errorCodes`, so their first load carries no schemas (or zod).

export const errorCodes = {
  validation: 'validation_error',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  /** A path the API has, with a method it does not take (405; the Allow header names the ones it does). */
  methodNotAllowed: 'method_not_allowed',
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
  /** An admin suspended the account: no sign-in until reinstated (the reason is in the message). */
  accountSuspended: 'account_suspended',
} as const;

export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
