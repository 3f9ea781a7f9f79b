// Body parsing: JSON (1 MB) everywhere; multipart only on the upload routes that mount multipart().
import { koaBody } from 'koa-body';
import type { Middleware } from 'koa';
import { badRequest, payloadTooLarge, said, unsupportedMediaType } from '../errors';
import type { ErrorReason } from '../i18n';
import { assertSafeText } from './textSafety';

export const jsonLimit = '1mb';
export const maxFilesPerRequest = 10;
/** Objects and arrays nested deeper than this are refused: every walk over a body (text safety, zod) recurses. */
export const maxJsonDepth = 64;
const bodyMethods = new Set(['POST', 'PUT', 'PATCH']);

export function jsonBody(): Middleware {
  const parse = koaBody({
    json: true,
    jsonLimit,
    multipart: false,
    urlencoded: false,
    text: false,
    patchNode: false,
    // Keeps the raw text beside the parsed JSON (ctx.request.rawBody): webhook signatures cover the raw bytes.
    includeUnparsed: true,
    // Called for parsing failures only (never for errors of later middlewares): name them for the client.
    onError: (error, ctx) => {
      throw bodyError(error, 'malformed_json_body', ctx.get('Content-Encoding'));
    },
  });
  return async (ctx, next) => {
    // koa-body reads bodies of these methods only; for the rest (every read) it would only sniff the
    // content type four times on its way to next().
    if (!bodyMethods.has(ctx.method)) {
      assertSafeText(ctx.query, undefined);
      return next();
    }
    await parse(ctx, async () => {
      // The JSON text was decoded leniently (a bad byte becomes U+FFFD): refuse it instead of saving it.
      const text = (ctx.request as { rawBody?: unknown }).rawBody;
      if (typeof text === 'string' && text.includes('\uFFFD')) throw badRequest('body_not_utf8');
      if (typeof text === 'string' && nestsDeeperThan(text, maxJsonDepth))
        throw badRequest(said('body_nested_too_deeply', { levels: maxJsonDepth }));
      assertSafeText(ctx.query, ctx.request.body);
      await next();
    });
  };
}

/** True when valid JSON text nests objects and arrays deeper than `max` (brackets inside strings do not count).
 * A scan of the text (5 µs a kB), not a walk over the parsed value: a walk is what a deep body overflows. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** Any failure while reading a body is the client's: a 4xx naming it, never a 500. */
function bodyError(error: Error, malformed: ErrorReason, contentEncoding = ''): Error {
  const status =
    (error as { status?: number; httpCode?: number }).status ?? (error as { httpCode?: number }).httpCode;
  if (status === 413)
    return payloadTooLarge(
      error.message.includes('too large')
        ? 'request_body_too_large'
        : said('request_refused', { detail: error.message }),
    );
  if (status === 415) return unsupportedMediaType(said('request_refused', { detail: error.message }));
  if (contentEncoding && contentEncoding !== 'identity' && (!status || status >= 500 || status === 400))
    return badRequest(said('body_encoding_unreadable', { encoding: contentEncoding }));
  if (status === 400 || error instanceof SyntaxError) return badRequest(malformed);
  if (!status || status >= 500) return badRequest(malformed);
  return error;
}

/** Parses multipart/form-data into ctx.request.body (fields) and ctx.request.files; 415 for anything else. */
export function multipart({ maxUploadMb }: { maxUploadMb: number }): Middleware {
  const maxFileSize = maxUploadMb * 1024 * 1024;
  const parse = koaBody({
    multipart: true,
    json: false,
    urlencoded: false,
    text: false,
    patchNode: false,
    formidable: {
      maxFileSize,
      maxFiles: maxFilesPerRequest,
      // formidable's total limit defaults to one file's limit; allow the full set of files.
      maxTotalFileSize: maxFileSize * maxFilesPerRequest,
      allowEmptyFiles: false,
    },
    onError: (error, ctx) => {
      throw bodyError(error, 'malformed_multipart_body', ctx.get('Content-Encoding'));
    },
  });
  return async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) throw unsupportedMediaType('multipart_expected');
    await parse(ctx, async () => {
      assertSafeText(ctx.query, ctx.request.body);
      await next();
    });
  };
}
