// Sign-up, login, logout and the consultation-type step (declared in contract/auth.ts: accountEndpoints); each
// route hands its typed input to services/accounts.ts. Sign-ups and failed logins are limited per network.
import { Router } from '@koa/router';
import type { Context } from 'koa';
import { accountEndpoints as endpoints } from '@contract';
import { rateLimit } from '../../middlewares/rateLimit';
import { chooseConsultationTypes, logIn, logOut, signUp } from '../../services/accounts';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

/**
 * Failed logins only: 10 per e-mail from one client address, 50 per address across all e-mails, each per
 * 15 minutes. No lock on the e-mail alone, so a stranger's wrong guesses never lock the owner out.
 */
export const loginLimits = {
  perEmailAndAddress: { windowMs: 15 * 60_000, max: 10 },
  perAddress: { windowMs: 15 * 60_000, max: 50 },
} as const;
export const signupWindowMs = 10 * 60_000;

const tooManyLogins = (seconds: number) => `Too many login attempts. Please try again in ${seconds} seconds.`;
const tooManySignups = (seconds: number) =>
  `Too many accounts were created from this network. Please try again in ${seconds} seconds.`;

/** The limiter's key runs before validation: the raw body's e-mail, as the schema would normalise it. */
function bodyEmail(ctx: Context): string {
  const email = (ctx.request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

export function accountsRouter(deps: AppDeps): Router {
  const { config, clock } = deps;
  const now = () => clock.now().getTime();
  const router = new Router();
  const mount = mounter(deps);

  const signups = rateLimit({
    windowMs: signupWindowMs,
    max: config.signupLimit,
    now,
    key: (ctx) => `signup:${ctx.ip}`,
    message: tooManySignups,
  });
  mount(router, endpoints.register, (input) => signUp(deps, input), [signups]);

  const failedLogins = [
    rateLimit({
      ...loginLimits.perEmailAndAddress,
      now,
      key: (ctx) => `login:${bodyEmail(ctx)}|${ctx.ip}`,
      message: tooManyLogins,
      failuresOnly: true,
    }),
    rateLimit({
      ...loginLimits.perAddress,
      now,
      key: (ctx) => `login:${ctx.ip}`,
      message: tooManyLogins,
      failuresOnly: true,
    }),
  ];
  mount(router, endpoints.login, (input, _, ctx) => logIn(deps, input, ctx.get('User-Agent')), failedLogins);

  // requireAuth names the token's session: that one ends.
  mount(router, endpoints.logout, (_, __, ctx) => logOut(deps, ctx.state.sessionId!));
  mount(router, endpoints.consultationTypes, (input, me) => chooseConsultationTypes(deps, me, input));
  return router;
}
