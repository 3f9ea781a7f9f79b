// How a setting's text becomes a value: each parser's error names what the value must look like.
import { z } from 'zod';

export const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', '1', '0', 'yes', 'no'].includes(v), { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const integerText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: `must be a whole number between ${min} and ${max}` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: `must be a whole number between ${min} and ${max}` });

export const nonEmptyText = z.string().trim().min(1, { error: 'must not be empty' });

export const httpAddress = z.url({ protocol: /^https?$/, error: 'must be an http(s) address' });

const originText = z
  .string()
  .trim()
  .refine((o) => o !== 'null' && !o.startsWith('file:'), {
    error: 'the null / file:// origin is not allowed',
  })
  .refine((o) => /^[a-z][a-z0-9+.-]*:\/\/[^/\s?#]+$/i.test(o), {
    error: 'each origin must look like scheme://host[:port], without a path',
  });

export const originList = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  )
  .pipe(z.array(originText));

const iceUrl = z.string().regex(/^(stun|turns?):\S+$/, { error: 'each URL must start with stun: or turn:' });

/** Comma-separated stun:/turn: URLs, or a JSON array of {urls, username, credential}. */
export const iceServerList = z
  .string()
  .trim()
  .transform((text, ctx) => {
    try {
      return text.startsWith('[')
        ? (JSON.parse(text) as unknown)
        : text.split(',').map((u) => ({ urls: u.trim() }));
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of {urls, username, credential}' });
      return z.NEVER;
    }
  })
  .pipe(
    z.array(
      z.object({
        urls: z.union([iceUrl, z.array(iceUrl)]),
        username: z.string().optional(),
        credential: z.string().optional(),
      }),
      { error: 'must be stun:/turn: URLs or a JSON array of {urls, username, credential}' },
    ),
  );

/** A percentage with at most two decimals as basis points, from the text itself (never a float): '12.5' → 1250. */
export const basisPointsText = (maxPercent: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, {
      error: `must be a percentage from 0 to ${maxPercent} with at most two decimals`,
    })
    .transform((text) => {
      const [whole, fraction = ''] = text.split('.');
      return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    })
    .refine((bp) => bp <= maxPercent * 100, {
      error: `must be a percentage from 0 to ${maxPercent} with at most two decimals`,
    });
