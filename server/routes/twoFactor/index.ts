// Two-factor authentication ('Set up now' on Security & privacy), declared in contract/account.ts
// (twoFactorEndpoints): status, set-up (QR code), enable with the first code (answers the recovery codes once),
// disable with the password. The rules are services/twoFactor.ts'.
import { Router } from '@koa/router';
import { twoFactorEndpoints as endpoints } from '@contract';
import { rateLimit } from '../../middlewares/rateLimit';
import { setUpTwoFactor, turnOffTwoFactor, turnOnTwoFactor, twoFactorStatus } from '../../services/twoFactor';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function twoFactorRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  // Guessing codes or passwords through these endpoints is held back per user.
  const limit = rateLimit({
    windowMs: 15 * 60_000,
    max: 10,
    now: () => deps.clock.now().getTime(),
    key: (ctx) => `2fa:${ctx.state.user?.id ?? ctx.ip}`,
  });
  mount(router, endpoints.status, (_, me) => twoFactorStatus(deps, me));
  mount(router, endpoints.setup, (_, me) => setUpTwoFactor(deps, me));
  mount(router, endpoints.enable, (input, me) => turnOnTwoFactor(deps, me, input), [limit]);
  mount(router, endpoints.disable, (input, me) => turnOffTwoFactor(deps, me, input), [limit]);
  return router;
}
