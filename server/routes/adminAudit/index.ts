// Admin console: the audit log (GET /api/admin/audit, its CSV export). Declared in contract/adminAudit.ts.
import { Router } from '@koa/router';
import type { AppDeps } from '../../types';

export function adminAuditRouter(_deps: AppDeps): Router {
  const router = new Router();
  return router;
}
