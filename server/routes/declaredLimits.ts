// The limiter of a declared rate limit (contract/endpoint.ts: RateLimitRule), on the app's clock and counters.
import type { Context, Middleware } from 'koa';
import { exportsPerDay, normalisePhone, type RateLimitRule } from '@contract';
import type { Config } from '../config';
import { said, type Says } from '../errors';
import { rateLimit } from '../middlewares/rateLimit';
import type { Clock } from '../types';

/** The raw body's e-mail, as the schema would normalise it (limits run before validation). */
function bodyEmail(ctx: Context): string {
  const email = (ctx.request.body as { email?: unknown } | undefined)?.email;
  // One key per identifier however it is spelled: a mobile number counts as its E.164 form.
  return typeof email === 'string' ? (normalisePhone(email) ?? email.trim().toLowerCase()) : '';
}

const keyOf: Record<RateLimitRule['per'], (ctx: Context) => string> = {
  address: (ctx) => ctx.ip,
  user: (ctx) => (ctx.state.user as { id?: string } | undefined)?.id ?? ctx.ip,
  emailAndAddress: (ctx) => `${bodyEmail(ctx)}|${ctx.ip}`,
};

/**
 * What each rule's 429 says, by bucket: the reason and values of the rule's own message (contract/rateLimits.ts,
 * the same English words); rules without one say the general 'too_many_requests'.
 */
export const ruleSays: Record<string, (seconds: number) => Says> = {
  signup: (seconds) => said('too_many_signups', { seconds }),
  'login-email': (seconds) => said('too_many_logins', { seconds }),
  'login-address': (seconds) => said('too_many_logins', { seconds }),
  recovery: (seconds) => said('too_many_requests_wait', { seconds }),
  'create-request': (seconds) => said('too_many_new_requests', { seconds }),
  'account-export': (seconds) =>
    said('too_many_exports', { times: exportsPerDay, hours: Math.ceil(seconds / 3600) }),
};

/** The most a rule allows: its config setting when it names one, else its declared max. */
export function maxOf(rule: RateLimitRule, config: Config): number {
  const set = rule.maxSetting ? (config as unknown as Record<string, unknown>)[rule.maxSetting] : undefined;
  return typeof set === 'number' ? set : rule.max;
}

export function declaredLimiter(
  rule: RateLimitRule,
  { config, clock }: { config: Config; clock: Clock },
): Middleware {
  return rateLimit({
    scope: `declared:${rule.bucket}`,
    windowMs: rule.windowMs,
    max: maxOf(rule, config),
    now: () => clock.now().getTime(),
    key: keyOf[rule.per],
    ...(ruleSays[rule.bucket] ? { says: ruleSays[rule.bucket] } : {}),
    ...(rule.failuresOnly ? { failuresOnly: true } : {}),
  });
}
