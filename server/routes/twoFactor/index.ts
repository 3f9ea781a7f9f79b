// Two-factor authentication ('Set up now' on Security & privacy): status, set-up (QR code), enable with the
// first code (answers the recovery codes once), disable with the password.
import { Router } from '@koa/router';
import { passwordConfirmSchema, twoFactorCodeSchema, type MessageResponse } from '@contract';
import { requireAuth } from '../../middlewares/auth';
import { badRequest } from '../../errors';
import { rateLimit } from '../../middlewares/rateLimit';
import { inputOf, validate } from '../../middlewares/validate';
import { verifyPassword } from '../../services/passwords';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  isTwoFactorEnabled,
  startTwoFactorSetup,
  twoFactorMessages,
} from '../../services/twoFactor';
import type { AppDeps } from '../../types';

export const wrongPasswordMessage = 'The password is not correct.';

export function twoFactorRouter({ db, config, clock }: AppDeps): Router {
  const router = new Router();
  const auth = requireAuth({ db, jwtSecret: config.jwtSecret });
  // Guessing codes or passwords through these endpoints is held back per user.
  const limit = rateLimit({
    windowMs: 15 * 60_000,
    max: 10,
    now: () => clock.now().getTime(),
    key: (ctx) => `2fa:${ctx.state.user?.id ?? ctx.ip}`,
  });

  router.get('/two-factor', auth, async (ctx) => {
    ctx.body = { enabled: await isTwoFactorEnabled(db, ctx.state.user!.id) };
  });

  router.post('/two-factor/setup', auth, async (ctx) => {
    ctx.body = await startTwoFactorSetup(db, ctx.state.user!, config.jwtSecret);
  });

  const enable = { body: twoFactorCodeSchema };
  router.post('/two-factor/enable', auth, limit, validate(enable), async (ctx) => {
    const { body } = inputOf(ctx.state, enable);
    const recoveryCodes = await confirmTwoFactorSetup(
      db,
      ctx.state.user!.id,
      body.code,
      config.jwtSecret,
      clock.now().getTime(),
    );
    ctx.body = { message: twoFactorMessages.enabled, recoveryCodes };
  });

  const disable = { body: passwordConfirmSchema };
  router.post('/two-factor/disable', auth, limit, validate(disable), async (ctx) => {
    const { body } = inputOf(ctx.state, disable);
    const me = ctx.state.user!;
    if (!(await verifyPassword(me.password_hash, body.password)))
      throw badRequest(wrongPasswordMessage, 'password');
    await disableTwoFactor(db, me.id);
    ctx.body = { message: twoFactorMessages.disabled } satisfies MessageResponse;
  });

  return router;
}
