// Body parsing: JSON (1 MB) everywhere; multipart only on the upload routes that mount multipart().
import { koaBody } from 'koa-body';
import type { Middleware } from 'koa';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../errors';
import { assertSafeText } from './textSafety';

export const jsonLimit = '1mb';
export const maxFilesPerRequest = 10;
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
      throw bodyError(error, 'Malformed JSON body', ctx.get('Content-Encoding'));
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
      if (typeof text === 'string' && text.includes('\uFFFD'))
        throw badRequest('The request body is not valid UTF-8.');
      assertSafeText(ctx.query, ctx.request.body);
      await next();
    });
  };
}

/** Any failure while reading a body is the client's: a 4xx naming it, never a 500. */
function bodyError(error: Error, malformedMessage: string, contentEncoding = ''): Error {
  const status =
    (error as { status?: number; httpCode?: number }).status ?? (error as { httpCode?: number }).httpCode;
  if (status === 413)
    return payloadTooLarge(error.message.includes('too large') ? 'Request body is too large' : error.message);
  if (status === 415) return unsupportedMediaType(error.message);
  if (contentEncoding && contentEncoding !== 'identity' && (!status || status >= 500 || status === 400))
    return badRequest(`The request body could not be decoded as Content-Encoding: ${contentEncoding}.`);
  if (status === 400 || error instanceof SyntaxError) return badRequest(malformedMessage);
  if (!status || status >= 500) return badRequest(malformedMessage);
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
      throw bodyError(error, 'Malformed multipart body', ctx.get('Content-Encoding'));
    },
  });
  return async (ctx, next) => {
    if (!ctx.is('multipart/form-data')) throw unsupportedMediaType('Expected multipart/form-data');
    await parse(ctx, async () => {
      assertSafeText(ctx.query, ctx.request.body);
      await next();
    });
  };
}
