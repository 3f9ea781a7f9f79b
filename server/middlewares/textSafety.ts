// Text no one should be able to send: a NUL byte anywhere (databases and C libraries cut strings there), and in
// names, titles and descriptions the bidi overrides and invisible characters that disguise one name as
// another ('Adv. Rohan Mehta' shown for a different string). Checked once for every JSON body, multipart
// field and query, with a 400 naming the field.
import type { Middleware } from 'koa';
import { badRequest, said, type Says } from '../errors';
import { textIn } from '../i18n';

const nul = '\u0000';
/** U+202A–202E and U+2066–2069 (bidi embeddings, overrides, isolates), U+200B–200F, U+FEFF. */
const disguising = /[\u202A-\u202E\u2066-\u2069\u200B-\u200F\uFEFF]/;
/** Fields that name or describe something to other people: name, fullName, title, description… */
const shownToOthers = /(name|title|description)$/i;

export interface UnsafeText {
  field: string;
  message: string;
  says: Says;
}

const unsafe = (field: string, says: Says): UnsafeText => ({
  field,
  says,
  message: typeof says === 'string' ? textIn('en', says) : textIn('en', says.id, says.values),
});

/** The first unsafe string in a parsed body or query, with its field path, or null. */
export function findUnsafeText(value: unknown, path = ''): UnsafeText | null {
  if (typeof value === 'string') {
    const field = path || 'body';
    if (value.includes(nul)) return unsafe(field, said('text_has_nul', { field }));
    const key = field.split('.').pop() ?? field;
    if (shownToOthers.test(key) && disguising.test(value))
      return unsafe(field, said('text_has_hidden_characters', { field }));
    return null;
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findUnsafeText(item, path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(nul)) return unsafe(path || 'body', 'field_name_has_nul');
      const found = findUnsafeText(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/** 400 for an unsafe query or parsed body (mount after the body parser). */
export function assertSafeText(query: unknown, body: unknown): void {
  const found = findUnsafeText(query) ?? findUnsafeText(body);
  if (found) throw badRequest(found.says, found.field);
}

export function refuseUnsafeText(): Middleware {
  return async (ctx, next) => {
    assertSafeText(ctx.query, ctx.request.body);
    await next();
  };
}
