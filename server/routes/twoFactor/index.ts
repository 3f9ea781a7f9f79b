// Two-factor authentication ('Set up now' on Security & privacy), declared in contract/account.ts
// (twoFactorEndpoints): status, set-up (QR code), enable with the first code (answers the recovery codes once),
// disable with the password. The rules are services/twoFactor.ts'.
import { Router } from '@koa/router';
import { twoFactorEndpoints as endpoints } from '@contract';
import { setUpTwoFactor, turnOffTwoFactor, turnOnTwoFactor, twoFactorStatus } from '../../services/twoFactor';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function twoFactorRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  mount(router, endpoints.status, (_, me) => twoFactorStatus(deps, me));
  mount(router, endpoints.setup, (_, me) => setUpTwoFactor(deps, me));
  mount(router, endpoints.enable, (input, me) => turnOnTwoFactor(deps, me, input));
  mount(router, endpoints.disable, (input, me) => turnOffTwoFactor(deps, me, input));
  return router;
}
