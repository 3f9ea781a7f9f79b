// Wire conventions shared by API and renderer: ids as `_id`, ISO dates, money in integer paise.
import { z } from 'zod';
import { maximumRatePaise, minimumRatePaise } from './rupees';
export * from './errorCodes';

// In a browser (website, desktop window) our CSP forbids eval, so zod's compiled parsers can never run there, and
// its probe for them (a caught `new Function`) is still reported as a CSP violation. Set before any schema is
// made: index.ts exports this module first.
if ('document' in globalThis) z.config({ jitless: true });

export const idSchema = z.string().min(1).max(64);
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
export const paiseSchema = z.number().int().nonnegative();

/** A lawyer's per-minute rate: ₹1 to ₹1000 in whole paise. The one rate rule, for every form and route. */
export { formatRupees, groupRupees, maximumRatePaise, minimumRatePaise } from './rupees';
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
  // For the API document, in rupees (the paise rule below checks the value handed on).
  .meta({ minimum: minimumRatePaise / 100, maximum: maximumRatePaise / 100, multipleOf: 0.01 })
  .transform((r) => Math.round(r * 100))
  .pipe(ratePaiseSchema);

// ---- Pages of a list: one shape for every list the API answers ----
//
// Lists sorted by a date (schedules, requests, notifications) are paged by keyset: the reply's `nextCursor` names
// the last row sent (its date and id), and the next page starts strictly after it. Unlike an offset, a keyset
// page costs the same at any depth (the index seeks to the cursor instead of counting rows past it) and rows
// added or removed meanwhile never shift a page: nothing repeats and nothing is skipped, even among rows with
// equal dates (the id breaks ties). Expert search, ordered by relevance tiers, stays paged by number
// (`page`/`pageSize`): its own index stops after a page's last row.

export const listLimitDefault = 20;
export const listLimitMax = 100;

/** Where the next page starts: the sort date and the id of the last row sent. */
export interface ListCursor {
  at: string;
  id: string;
}

// UTF-8 both ways: btoa/atob alone read text as Latin-1, so an id beyond ASCII would not come back.
const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64Url = (text: string) =>
  new TextDecoder('utf-8', { fatal: true }).decode(
    Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
  );

/** The opaque text a reply sends as `nextCursor`. */
export function encodeCursor(cursor: ListCursor): string {
  return toBase64Url(JSON.stringify([cursor.at, cursor.id]));
}

/** The cursor a list gave out, or null for any other text. */
export function decodeCursor(text: string): ListCursor | null {
  try {
    const decoded: unknown = JSON.parse(fromBase64Url(text));
    if (!Array.isArray(decoded) || decoded.length !== 2) return null;
    const [at, id] = decoded as unknown[];
    if (!isoDateTimeSchema.safeParse(at).success || !idSchema.safeParse(id).success) return null;
    return { at: at as string, id: id as string };
  } catch {
    return null;
  }
}

const badCursor = 'Cursor is not one this list gave out: start again from the first page.';

/** `?cursor=…&limit=…` of a keyset-paged list (absent cursor: the first page). */
export const listPageQuerySchema = z.object({
  cursor: z
    .string()
    .max(400, { error: badCursor })
    // For the API document: what encodeCursor writes, base64url of [date, id] in JSON.
    .meta({
      contentEncoding: 'base64url',
      contentMediaType: 'application/json',
      contentSchema: {
        type: 'array',
        // The date-time and idSchema.
        prefixItems: [
          { type: 'string', format: 'date-time' },
          { type: 'string', minLength: 1, maxLength: 64 },
        ],
        minItems: 2,
        maxItems: 2,
      },
    })
    .transform((text, ctx) => {
      const cursor = decodeCursor(text);
      if (!cursor) {
        ctx.addIssue({ code: 'custom', message: badCursor });
        return z.NEVER;
      }
      return cursor;
    })
    .optional(),
  limit: z.coerce
    .number({ error: `Limit must be a whole number from 1 to ${listLimitMax}.` })
    .int({ error: `Limit must be a whole number from 1 to ${listLimitMax}.` })
    .min(1, { error: `Limit must be a whole number from 1 to ${listLimitMax}.` })
    .max(listLimitMax, { error: `Limit must be a whole number from 1 to ${listLimitMax}.` })
    .optional()
    .default(listLimitDefault),
});
export type ListPageQuery = z.input<typeof listPageQuerySchema>;

/** `?page=…&pageSize=…` of a list paged by number (expert search). */
export const numberedPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(50).optional().default(20),
});

/** The rest of the list starts after this (pass it back as `cursor`); null on the last page. */
export const nextCursorSchema = z.string().nullable().default(null);

/** A keyset page of `item`s. */
export const listPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: nextCursorSchema });

/**
 * Every error the API sends: an English message, a general code, a stable specific reason with the values its
 * text names, the text in the language the request asked for (Accept-Language), and for bad input the field.
 */
export const apiErrorSchema = z.object({
  /** English, whatever the language asked for (API clients and logs rely on it). */
  message: z.string(),
  /** One of a dozen general codes (errorCodes). */
  code: z.string(),
  /** The specific, stable reason ('slot_taken', 'too_many_logins'…): the id of its text in every language. */
  reason: z.string(),
  /** The values the text names ({ seconds: 30 }), when it names any. */
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** The message in the request's language (Accept-Language 'hi' or 'ta'; English otherwise). */
  text: z.string(),
  /** The input field at fault ('password', 'body.title'…), when one is. */
  field: z.string().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
