// Errors as a few named factories with stable codes; services throw them, the error handler
// (middlewares/errors.ts) turns any error into {message, code}.
import { errorCodes, type ErrorCode } from '@contract';

export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, errorCodes.validation, message, field);
export const unauthorized = (message = 'Unauthorized') =>
  new HttpError(401, errorCodes.unauthorized, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, errorCodes.forbidden, message);
export const notFound = (message = 'Not found') => new HttpError(404, errorCodes.notFound, message);
export const conflict = (message: string, field?: string) =>
  new HttpError(409, errorCodes.conflict, message, field);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Too many requests. Please try again later.',
) =>
  new HttpError(429, errorCodes.rateLimited, message, undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
export const payloadTooLarge = (message = 'Request body is too large') =>
  new HttpError(413, errorCodes.payloadTooLarge, message);
export const unsupportedMediaType = (message = 'Unsupported content type') =>
  new HttpError(415, errorCodes.unsupportedMedia, message);

export const databaseDownMessage =
  'LexSetu cannot reach its database right now. Please try again in a minute.';

/** PostgreSQL codes and socket errors that mean "the database is not there", not "this request is wrong". */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
// (The last one: a request still running while the instance shuts down and has closed its database.)
const unreachableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Connection ended unexpectedly|Client has encountered a connection error|Cannot use a pool after calling end|driver has already been destroyed/;

/** True for an error that says the database cannot be reached (the request itself may be fine). */
export function isDatabaseUnreachable(thrown: unknown): boolean {
  if (!(thrown instanceof Error)) return false;
  const code = (thrown as { code?: unknown }).code;
  return (typeof code === 'string' && unreachableCodes.has(code)) || unreachableMessages.test(thrown.message);
}
