// Errors as a few named factories with stable codes; services throw them, the error handler
// (middlewares/errors.ts) turns any error into {message, code, reason, values, text}. Each says a `reason`: a
// stable, specific id of the errors catalogue (server/i18n/catalogues/errors), whose English text is the message
// and whose Hindi and Tamil texts the reply carries as `text` for a reader asking for them.
import { errorCodes, type ErrorCode } from '@contract';
import { textIn, type ErrorReason, type Said, type ValidationReason, type Values } from './i18n';

/** What an error says: a reason alone, or with the values its text names (`said('…', { seconds })`). */
export type Says = ErrorReason | Said<ErrorReason | ValidationReason>;

/** A reason with the values of its text. */
export const said = <Id extends ErrorReason | ValidationReason>(id: Id, values: Values): Said<Id> => ({
  id,
  values,
});

export class HttpError extends Error {
  override name = 'HttpError';
  /** The stable specific reason ('slot_taken'), the id of its text in the catalogues. */
  readonly reason: ErrorReason | ValidationReason;
  /** The values its text names, if any. */
  readonly values?: Values;
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    says: Says,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
    /** The English message when it is not the catalogue's (a zod issue's own words). */
    message?: string,
  ) {
    const { id, values } = typeof says === 'string' ? { id: says, values: undefined } : says;
    super(message ?? textIn('en', id, values));
    this.reason = id;
    if (values) this.values = values;
  }
}

export const badRequest = (says: Says, field?: string) =>
  new HttpError(400, errorCodes.validation, says, field);
export const unauthorized = (says: Says = 'unauthorized') =>
  new HttpError(401, errorCodes.unauthorized, says);
export const forbidden = (says: Says = 'forbidden') => new HttpError(403, errorCodes.forbidden, says);
/** The one refusal of an endpoint declared `access: 'admin'` (mount) or an admin-only rule of a use case. */
export const adminOnly = () => forbidden('admin_only');
/** An admin outside the demo without two-factor authentication on: the console stays shut until it is. */
export const adminTwoFactorRequired = () => forbidden('admin_two_factor_required');
/** Sign-in by a suspended account (services/adminUsers): says the admin's reason and how to appeal. */
export const accountSuspended = (reason: string) =>
  new HttpError(403, errorCodes.accountSuspended, said('account_suspended', { reason }));
export const notFound = (says: Says = 'not_found') => new HttpError(404, errorCodes.notFound, says);
export const conflict = (says: Says, field?: string) => new HttpError(409, errorCodes.conflict, says, field);
export const tooManyRequests = (retryAfterSeconds: number, says: Says = 'too_many_requests') =>
  new HttpError(429, errorCodes.rateLimited, says, undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
export const payloadTooLarge = (says: Says = 'request_body_too_large') =>
  new HttpError(413, errorCodes.payloadTooLarge, says);
export const unsupportedMediaType = (says: Says = 'unsupported_content_type') =>
  new HttpError(415, errorCodes.unsupportedMedia, says);

/**
 * A failure to get a database connection at all (the pool could not hand one out: refused, timed out, the
 * database not accepting connections, too many clients, …), whatever the driver said: the request answers 503.
 */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/** Socket errors that mean "the database is not there", not "this request is wrong". */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01', // admin_shutdown (pg_terminate_backend, a fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '57P05', // idle_session_timeout: the server dropped the connection
  '53300', // too_many_connections
]);
// SQLSTATE class 08: connection exception, every code of it.
const connectionExceptionClass = /^08[0-9A-Z]{3}$/;
// pg's own words for a connection that went away or never came (the last two: a request still running while
// the instance shuts down and has closed its database).
const unreachableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Connection ended unexpectedly|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end|driver has already been destroyed/;

/** True for an error that says the database cannot be reached (the request itself may be fine). */
export function isDatabaseUnreachable(thrown: unknown): boolean {
  if (thrown instanceof DatabaseUnreachableError) return true;
  if (!(thrown instanceof Error)) return false;
  const code = (thrown as { code?: unknown }).code;
  if (typeof code === 'string' && (unreachableCodes.has(code) || connectionExceptionClass.test(code)))
    return true;
  return unreachableMessages.test(thrown.message);
}
