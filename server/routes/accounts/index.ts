// Sign-up, login, logout and the consultation-type step (declared in contract/auth.ts: accountEndpoints); each
// route hands its typed input to services/accounts.ts. Sign-ups and failed logins are limited per network
// (declared: contract/rateLimits.ts).
import { Router } from '@koa/router';
import { accountEndpoints as endpoints } from '@contract';
import { chooseConsultationTypes, logIn, logOut, signUp } from '../../services/accounts';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function accountsRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);

  mount(router, endpoints.register, (input, _, ctx) => signUp(deps, input, ctx.get('Accept-Language')));
  mount(router, endpoints.login, (input, _, ctx) => logIn(deps, input, ctx.get('User-Agent')));

  // requireAuth names the token's session: that one ends.
  mount(router, endpoints.logout, (_, __, ctx) => logOut(deps, ctx.state.sessionId!));
  mount(router, endpoints.consultationTypes, (input, me) => chooseConsultationTypes(deps, me, input));
  return router;
}
