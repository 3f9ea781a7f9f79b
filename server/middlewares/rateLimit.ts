// A fixed-window limiter. Where the counters live is the app's choice (ctx.rateLimitStore): in memory for the
// single-process laptop/desktop app, in the database when several hosted instances must share them.
import type { Context, Middleware } from 'koa';
import { tooManyRequests, type Says } from '../errors';
import type { RateLimitStore, RateLimitWindow } from '../services/rateLimitStore';

declare module 'koa' {
  interface DefaultContext {
    /** Set by createApp; absent in bare middleware tests, which fall back to a private memory store. */
    rateLimitStore?: RateLimitStore;
  }
}

export interface RateLimitOptions {
  windowMs: number;
  max: number;
  /** What is counted, e.g. the client IP, or IP + email for login attempts. */
  key: (ctx: Context) => string;
  /** Injectable clock for tests. */
  now?: () => number;
  /** What the 429 says (its reason and values), given the seconds until the window resets. */
  says?: (retryAfterSeconds: number) => Says;
  /**
   * Count failures only (login: a day's work of successful sign-ins must never lock anyone out). Every request
   * is counted as it arrives, so a parallel burst cannot slip past the limit, and one that succeeds gives its
   * hit back.
   */
  failuresOnly?: boolean;
  /** The counters' name (a declared limit's bucket): limiters with one scope share them. Default: apart. */
  scope?: string;
}

/** `size`: the windows held, for the test that memory stays bounded under many client addresses. */
export function memoryRateLimitStore(): RateLimitStore & { size(): number } {
  const windows = new Map<string, RateLimitWindow>();
  let nextSweep = 0;
  return {
    size: () => windows.size,
    async hit(key, windowMs, now) {
      if (now >= nextSweep) {
        // Forget finished windows so memory stays bounded by the clients of one window.
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
        nextSweep = now + 60_000;
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { ...window };
    },
    async forgive(key) {
      // A finished window needs no care: its next hit starts a new one.
      const window = windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    },
  };
}

let limiterIds = 0;

/**
 * Numbers limiters from 1 again. createApp calls it before building the routers, so every instance (another
 * process, or another app in one test process) gives each limiter the same id and shares its counters.
 */
export function restartLimiterNumbering(): void {
  limiterIds = 0;
}

export function rateLimit({
  windowMs,
  max,
  key,
  now = Date.now,
  says,
  failuresOnly = false,
  scope = `l${++limiterIds}`,
}: RateLimitOptions): Middleware {
  // Each limiter counts apart, even when two use the same key function, unless they name one scope.
  const fallback = memoryRateLimitStore();
  return async (ctx, next) => {
    const time = now();
    const store = ctx.rateLimitStore ?? fallback;
    const counted = `${scope}:${key(ctx)}`;
    const window = await store.hit(counted, windowMs, time);
    if (window.count > max) {
      const retryAfter = Math.max(1, Math.ceil((window.resetAt - time) / 1000));
      throw tooManyRequests(retryAfter, says?.(retryAfter));
    }
    await next();
    if (failuresOnly && ctx.status < 400) await store.forgive(counted, time);
  };
}
