// Admin console: the console overview and the support inbox (contact messages and tickets, replies by e-mail). Declared in contract/adminSupport.ts.
import { Router } from '@koa/router';
import type { AppDeps } from '../../types';

export function adminSupportRouter(_deps: AppDeps): Router {
  const router = new Router();
  return router;
}
