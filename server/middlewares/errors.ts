// The one middleware turning any error into {message, code} (and `field` for bad input) (the factories live in server/errors.ts).
import type { Middleware } from 'koa';
import { ZodError } from 'zod';
import { errorCodes, type ApiErrorBody, type ErrorCode } from '@contract';
import {
  HttpError,
  badRequest,
  databaseDownMessage,
  isDatabaseUnreachable,
  payloadTooLarge,
  unsupportedMediaType,
} from '../errors';
import type { Logger } from '../types';

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
        // Standard output is written in batches (logging.ts); a failure is written now.
        logger.flush?.();
      }
      ctx.status = error?.status ?? 500;
      ctx.body = error
        ? ({
            message: error.message,
            code: error.code,
            ...(error.field ? { field: error.field } : {}),
          } satisfies ApiErrorBody)
        : internal;
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

/**
 * The first issue as a 400. The contract's own messages are sentences written for people ('Password must be at
 * least 8 characters.'): they are shown as they are, and the field goes in `field`. zod's built-in messages
 * ('Invalid input: expected string, received undefined') are for developers and carry no field of their own:
 * those keep the field in front ('title: Invalid input: …').
 */
function fromZod(error: ZodError): HttpError {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.');
  if (!issue) return badRequest('Invalid input');
  const forPeople = /[.!?]$/.test(issue.message.trim());
  const message = field && !forPeople ? `${field}: ${issue.message}` : issue.message;
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
