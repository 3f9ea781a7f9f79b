// Errors as a few named factories with stable codes, and the one middleware turning any error into {message, code}.
import type { Middleware } from 'koa';
import { ZodError } from 'zod';
import { errorCodes, type ApiErrorBody, type ErrorCode } from '@contract';
import type { Logger } from '../types';

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

const internal: ApiErrorBody = { message: 'Internal server error', code: errorCodes.internal };

export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (thrown) {
      const error = toHttpError(thrown);
      if (!error) {
        // The stack goes to the log only: it may name files, queries or data.
        logger.error(
          `${ctx.method} ${ctx.path} failed: ${thrown instanceof Error ? (thrown.stack ?? thrown.message) : String(thrown)}`,
        );
      }
      ctx.status = error?.status ?? 500;
      ctx.body = error ? ({ message: error.message, code: error.code } satisfies ApiErrorBody) : internal;
      const headers = { ...headersOf(thrown), ...error?.headers };
      for (const [name, value] of Object.entries(headers)) ctx.set(name, value);
    }
  };
}

/** The client-facing form of a known error, or null for anything unexpected (a 500). */
function toHttpError(thrown: unknown): HttpError | null {
  if (thrown instanceof HttpError) return thrown;
  // Not the request's fault and not a bug: a 503 the client may retry (no stack: it would say nothing).
  if (isDatabaseUnreachable(thrown))
    return new HttpError(503, errorCodes.unavailable, databaseDownMessage, undefined, { 'Retry-After': '5' });
  if (thrown instanceof ZodError) return fromZod(thrown);
  if (!(thrown instanceof Error)) return null;
  const e = thrown as Error & { type?: string; status?: number; httpCode?: number; expose?: boolean };
  // co-body (JSON parsing inside koa-body)
  if (e.type === 'entity.parse.failed') return badRequest('Malformed JSON body');
  if (e.type === 'entity.too.large') return payloadTooLarge();
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported')
    return unsupportedMediaType(e.message);
  // formidable (multipart inside koa-body): httpCode 413 for too large / too many files
  if (e.httpCode === 413) return payloadTooLarge(e.message || 'Uploaded file is too large');
  if (e.httpCode === 400) return badRequest(e.message || 'Malformed multipart body');
  // ctx.throw(4xx, ...) from Koa or a library: its message was meant for the client
  if (e.expose && typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    return new HttpError(e.status, codeForStatus(e.status), e.message);
  }
  return null;
}

function fromZod(error: ZodError): HttpError {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.');
  const message = issue ? (field ? `${field}: ${issue.message}` : issue.message) : 'Invalid input';
  return badRequest(message, field || undefined);
}

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return errorCodes.unauthorized;
    case 403:
      return errorCodes.forbidden;
    case 404:
      return errorCodes.notFound;
    case 409:
      return errorCodes.conflict;
    case 413:
      return errorCodes.payloadTooLarge;
    case 415:
      return errorCodes.unsupportedMedia;
    case 429:
      return errorCodes.rateLimited;
    default:
      return errorCodes.validation;
  }
}

/** @koa/cors copies its headers onto thrown errors so they survive; keep them. */
function headersOf(thrown: unknown): Record<string, string> {
  const headers = (thrown as { headers?: unknown } | null)?.headers;
  if (!headers || typeof headers !== 'object') return {};
  return Object.fromEntries(Object.entries(headers).filter(([, v]) => typeof v === 'string')) as Record<
    string,
    string
  >;
}
