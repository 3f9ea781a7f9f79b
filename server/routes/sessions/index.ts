// GET /api/sessions (the signed-in user's live sessions) and DELETE /api/sessions/:id (end one of them),
// declared in contract/auth.ts (sessionEndpoints); the rules are services/sessions.ts'.
import { Router } from '@koa/router';
import { sessionEndpoints as endpoints } from '@contract';
import { endMySession, mySessions } from '../../services/sessions';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function sessionsRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  // requireAuth names the token's session: that one is marked current.
  mount(router, endpoints.list, (input, me, ctx) => mySessions(deps, me, ctx.state.sessionId, input));
  mount(router, endpoints.end, (input, me) => endMySession(deps, me, input));
  return router;
}
