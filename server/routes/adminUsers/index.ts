// Admin console: users — search, a user's page, suspend and reinstate, admins' notes. Declared in contract/adminUsers.ts.
import { Router } from '@koa/router';
import type { AppDeps } from '../../types';

export function adminUsersRouter(_deps: AppDeps): Router {
  const router = new Router();
  return router;
}
