import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { HttpError, said } from '../errors';
import { memoryRateLimitStore, rateLimit, restartLimiterNumbering } from './rateLimit';

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

describe('memory rate-limit store', () => {
  it('keeps a window open until its reset, exactly, through the sweep that forgets finished ones', async () => {
    const store = memoryRateLimitStore();
    const start = 1_000_000;
    expect(await store.hit('a', 15 * 60_000, start)).toEqual({ count: 1, resetAt: start + 15 * 60_000 });
    // Sweeps run at most once a minute: a sweep 2 minutes later must not reset a live 15-minute window.
    expect(await store.hit('b', 60_000, start + 2 * 60_000)).toEqual({
      count: 1,
      resetAt: start + 3 * 60_000,
    });
    expect(await store.hit('a', 15 * 60_000, start + 2 * 60_000)).toEqual({
      count: 2,
      resetAt: start + 15 * 60_000,
    });
    // One millisecond before its reset the window still counts; at the reset a new one starts.
    expect((await store.hit('a', 15 * 60_000, start + 15 * 60_000 - 1)).count).toBe(3);
    expect(await store.hit('a', 15 * 60_000, start + 15 * 60_000)).toEqual({
      count: 1,
      resetAt: start + 30 * 60_000,
    });
  });

  it('forgets finished windows at its sweep, at most once a minute, so many addresses cannot fill memory', async () => {
    const store = memoryRateLimitStore();
    const start = 1_000_000;
    for (let i = 0; i < 100; i++) await store.hit(`address${i}`, 1_000, start); // sweeps first, then counts
    await store.hit('edge', 60_000, start); // ends exactly when the next sweep runs
    expect(store.size()).toBe(101);
    await store.hit('late', 60_000, start + 30_000); // finished windows wait for the next sweep
    expect(store.size()).toBe(102);
    await store.hit('later', 60_000, start + 60_000 - 1);
    expect(store.size()).toBe(103);
    await store.hit('sweeper', 60_000, start + 60_000); // a minute after the last sweep: the finished go
    expect(store.size()).toBe(3);
  });

  it('forgives one hit of an open window only, never below zero', async () => {
    const store = memoryRateLimitStore();
    await store.hit('k', 60_000, 0);
    await store.hit('k', 60_000, 10);
    await store.forgive('k', 20);
    expect((await store.hit('k', 60_000, 30)).count).toBe(2);
    await store.forgive('k', 40);
    await store.forgive('k', 50);
    await store.forgive('k', 60);
    expect((await store.hit('k', 60_000, 70)).count).toBe(1);
    // A finished window is not touched (its next hit starts a new one at 1).
    await store.forgive('k', 60_000);
    expect((await store.hit('k', 60_000, 60_000)).count).toBe(1);
  });
});

describe('rateLimit counting failures only', () => {
  it('counts a failed request, gives back a successful one, and still refuses a burst at the limit', async () => {
    const now = () => 5_000;
    const limit = rateLimit({ windowMs: 60_000, max: 2, key: () => 'login', now, failuresOnly: true });
    const fail = async () => {
      throw new HttpError(400, 'validation_error', 'login_failed');
    };
    // Koa's status before a handler runs is 404; a successful handler sets 200.
    const ctx = () => ({ status: 404 }) as Context;
    const succeed = () => {
      const c = ctx();
      return limit(c, async () => void (c.status = 200));
    };
    for (let i = 0; i < 5; i++) await expect(succeed()).resolves.toBeUndefined();
    await expect(limit(ctx(), fail)).rejects.toMatchObject({ status: 400 });
    await expect(limit(ctx(), fail)).rejects.toMatchObject({ status: 400 });
    // Two failures are in: the third attempt is refused before it runs, whatever it would have been.
    await expect(succeed()).rejects.toMatchObject({ status: 429 });
  });

  it('names its own 429 message with the seconds to wait', async () => {
    const limit = rateLimit({
      windowMs: 60_000,
      max: 0,
      key: () => 'x',
      now: () => 0,
      says: (seconds) => said('too_many_requests_wait', { seconds }),
    });
    await expect(limit({} as Context, async () => {})).rejects.toMatchObject({
      status: 429,
      message: 'Too many requests. Please try again in 60 seconds.',
      reason: 'too_many_requests_wait',
      headers: { 'Retry-After': '60' },
    });
  });
});

describe('rateLimit details an attacker would notice', () => {
  const next = async () => {};

  it('rounds the wait up to whole seconds, never telling a client to come back early', async () => {
    let now = 0;
    const limit = rateLimit({ windowMs: 60_000, max: 1, key: () => 'k', now: () => now });
    await limit({} as Context, next);
    now = 15_500; // 44.5 s left
    await expect(limit({} as Context, next)).rejects.toMatchObject({ headers: { 'Retry-After': '45' } });
  });

  it('counts each limiter apart, even with the same key', async () => {
    const first = rateLimit({ windowMs: 60_000, max: 1, key: () => 'same', now: () => 0 });
    const second = rateLimit({ windowMs: 60_000, max: 1, key: () => 'same', now: () => 0 });
    const store = memoryRateLimitStore();
    const ctx = () => ({ rateLimitStore: store }) as unknown as Context;
    await first(ctx(), next);
    await expect(second(ctx(), next)).resolves.toBeUndefined();
    await expect(first(ctx(), next)).rejects.toMatchObject({ status: 429 });
  });

  it('shares the counts of one limiter between two instances of the app on one store', async () => {
    // Each instance builds its limiters in the same order, after restarting the numbering (createApp does).
    const store = memoryRateLimitStore();
    const ctx = () => ({ rateLimitStore: store }) as unknown as Context;
    const instance = () => {
      restartLimiterNumbering();
      return rateLimit({ windowMs: 60_000, max: 1, key: () => 'login', now: () => 0 });
    };
    const [first, second] = [instance(), instance()];
    await first(ctx(), next);
    await expect(second(ctx(), next)).rejects.toMatchObject({ status: 429 });
  });

  it('counts successful requests too unless told to count failures only (sign-ups, uploads)', async () => {
    const limit = rateLimit({ windowMs: 60_000, max: 1, key: () => 'k', now: () => 0 });
    const succeed = () => {
      const ctx = { status: 404 } as Context;
      return limit(ctx, async () => void (ctx.status = 201));
    };
    await succeed();
    await expect(succeed()).rejects.toMatchObject({ status: 429 });
  });

  it('counts every answer of 400 and more as a failure, and gives back one below', async () => {
    const limit = rateLimit({ windowMs: 60_000, max: 1, key: () => 'k', now: () => 0, failuresOnly: true });
    const answering = (status: number) => {
      const ctx = { status: 404 } as Context;
      return limit(ctx, async () => void (ctx.status = status));
    };
    await answering(399);
    await answering(399);
    await answering(400);
    await expect(answering(200)).rejects.toMatchObject({ status: 429 });
  });
});
