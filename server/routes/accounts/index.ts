// POST /api/register, /api/login, /api/logout and /api/consultation-types.
import { Router } from '@koa/router';
import type { Context } from 'koa';
import {
  consultationTypesRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  type LoginResponse,
  type MessageResponse,
  type RegisterResponse,
} from '@contract';
import { requireAuth } from '../../middlewares/auth';
import { rateLimit } from '../../middlewares/rateLimit';
import { inputOf, validate } from '../../middlewares/validate';
import { presentUser } from '../../presenters/user';
import { withEffectiveRole } from '../../services/admins';
import { loginUser, messages, registerUser, saveConsultationTypes } from '../../services/accounts';
import { recordReferral } from '../../services/referrals';
import { revokeSession } from '../../services/sessions';
import type { AppDeps } from '../../types';

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

function bodyEmail(ctx: Context): string {
  const email = (ctx.request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

export function accountsRouter(deps: AppDeps): Router {
  const { db, config, clock } = deps;
  const now = () => clock.now().getTime();
  const router = new Router();
  const auth = requireAuth({ db, jwtSecret: config.jwtSecret });

  const register = { body: registerRequestSchema };
  const signups = rateLimit({
    windowMs: signupWindowMs,
    max: config.signupLimit,
    now,
    key: (ctx) => `signup:${ctx.ip}`,
    message: tooManySignups,
  });
  router.post('/register', signups, validate(register), async (ctx) => {
    const { body } = inputOf(ctx.state, register);
    const user = await registerUser(deps, body);
    // Signed up through a referral link (?ref=): remember who referred them; a bad code is ignored.
    if (body.referralCode) await recordReferral(db, body.referralCode, user.id);
    ctx.status = 201;
    ctx.body = { message: messages.created, user: presentUser(user) } satisfies RegisterResponse;
  });

  const login = { body: loginRequestSchema };
  router.post(
    '/login',
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
    validate(login),
    async (ctx) => {
      const { body } = inputOf(ctx.state, login);
      const { token, user } = await loginUser(deps, body, ctx.get('User-Agent'));
      ctx.body = { token, user: presentUser(await withEffectiveRole(db, user)) } satisfies LoginResponse;
    },
  );

  router.post('/logout', auth, async (ctx) => {
    await revokeSession(db, ctx.state.sessionId!);
    ctx.body = { message: 'Logged out successfully.' } satisfies MessageResponse;
  });

  const selections = { body: consultationTypesRequestSchema };
  router.post('/consultation-types', auth, validate(selections), async (ctx) => {
    const { body } = inputOf(ctx.state, selections);
    await saveConsultationTypes(deps, ctx.state.user!.id, body.selected);
    ctx.body = { message: messages.selectionsSaved } satisfies MessageResponse;
  });

  return router;
}
