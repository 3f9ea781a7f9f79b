// GET and POST /api/validate-token (contract/auth.ts: sessionEndpoints): the header's session check and the
// route guard. Signing in is the whole check (a revoked or expired token is a 401); the answer is the user.
import { Router } from '@koa/router';
import { sessionEndpoints as endpoints } from '@contract';
import { ownUser } from '../../services/ownUser';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function sessionRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  mount(router, endpoints.check, (_, me) => ownUser(deps.db, me));
  mount(router, endpoints.guard, (_, me) => ownUser(deps.db, me));
  return router;
}
