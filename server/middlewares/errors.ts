// The one middleware turning any error into {message, code, reason, values, text} (and `field` for bad input);
// the factories live in server/errors.ts. `message` is English, as API clients and tests know it; `text` is the
// same in the language the request asks for (Accept-Language: the renderer sends 'en', 'hi' or 'ta'; a client
// sending nothing gets English).
import type { Context, Middleware } from 'koa';
import { ZodError } from 'zod';
import { errorCodes, type ApiErrorBody, type ErrorCode } from '@contract';
import {
  HttpError,
  badRequest,
  isDatabaseUnreachable,
  payloadTooLarge,
  said,
  unsupportedMediaType,
} from '../errors';
import { localeOfRequest, textIn, type Values } from '../i18n';
import { validationSaid } from '../i18n/validation';
import { wireValue } from '../i18n/values';
import type { Logger } from '../types';

const internal = new HttpError(500, errorCodes.internal, 'internal_error');

/** The reply of an error, `text` in the request's language. */
export function errorBody(error: HttpError, ctx: Pick<Context, 'get'>): ApiErrorBody {
  const locale = localeOfRequest(ctx.get('Accept-Language'));
  const values = error.values && wireValues(error.values);
  return {
    message: error.message,
    code: error.code,
    reason: error.reason,
    ...(values ? { values } : {}),
    text: locale === 'en' ? error.message : textIn(locale, error.reason, error.values),
    ...(error.field ? { field: error.field } : {}),
  };
}

const wireValues = (values: Values): Record<string, string | number> =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, wireValue(value)]));

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
      ctx.body = errorBody(error ?? internal, ctx);
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
    return new HttpError(503, errorCodes.unavailable, 'database_unreachable', undefined, {
      'Retry-After': '5',
    });
  if (thrown instanceof ZodError) return fromZod(thrown);
  if (!(thrown instanceof Error)) return null;
  const e = thrown as Error & { type?: string; status?: number; httpCode?: number; expose?: boolean };
  // co-body (JSON parsing inside koa-body)
  if (e.type === 'entity.parse.failed') return badRequest('malformed_json_body');
  if (e.type === 'entity.too.large') return payloadTooLarge();
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported')
    return unsupportedMediaType(said('request_refused', { detail: e.message }));
  // formidable (multipart inside koa-body): httpCode 413 for too large / too many files
  if (e.httpCode === 413)
    return payloadTooLarge(e.message ? said('request_refused', { detail: e.message }) : 'upload_too_large');
  if (e.httpCode === 400)
    return badRequest(
      e.message ? said('request_refused', { detail: e.message }) : 'malformed_multipart_body',
    );
  // ctx.throw(4xx, ...) from Koa or a library: its message was meant for the client
  if (e.expose && typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    return new HttpError(e.status, codeForStatus(e.status), said('request_refused', { detail: e.message }));
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
  if (!issue) return badRequest('invalid_input');
  const forPeople = /[.!?]$/.test(issue.message.trim());
  const message = field && !forPeople ? `${field}: ${issue.message}` : issue.message;
  // The contract's sentence, by its reason; else zod's own words, by a general one.
  const says =
    validationSaid(issue.message) ??
    (field
      ? said('invalid_field', { field, detail: issue.message })
      : said('invalid_value', { detail: message }));
  return new HttpError(400, errorCodes.validation, says, field || undefined, {}, message);
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
