import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { rateLimit } from './rateLimit';

const ctxFor = (ip: string) => ({ ip }) as Context;

describe('rateLimit', () => {
  it('lets max requests through per window and key, then answers 429 with Retry-After', async () => {
    let now = 1_000_000;
    const limit = rateLimit({ windowMs: 60_000, max: 2, key: (ctx) => ctx.ip, now: () => now });
    const next = async () => {};
    await limit(ctxFor('a'), next);
    await limit(ctxFor('a'), next);
    await limit(ctxFor('b'), next);
    now += 15_000;
    const error = await limit(ctxFor('a'), next).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Too many requests. Please try again later.',
      headers: { 'Retry-After': '45' },
    });

    now += 45_000; // a new window
    await expect(limit(ctxFor('a'), next)).resolves.toBeUndefined();
  });
});
