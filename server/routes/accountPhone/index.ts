// A mobile number on the account (contract/accountPhone.ts): the SMS code, then the number with code and password.
// The rules are services/phone's; the limits are declared (contract/rateLimits.ts) and kept in the database.
import { Router } from '@koa/router';
import { accountPhoneEndpoints as endpoints } from '@contract';
import { requestPhoneCode, setMyPhone } from '../../services/phone';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function accountPhoneRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  mount(router, endpoints.sendCode, (input, me) => requestPhoneCode(deps, me, input));
  mount(router, endpoints.set, (input, me) => setMyPhone(deps, me, input));
  return router;
}
