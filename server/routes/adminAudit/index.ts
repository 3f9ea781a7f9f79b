// Admin console: the audit log (GET /api/admin/audit, its CSV export). Declared in contract/adminAudit.ts.
import { Router } from '@koa/router';
import { adminAuditEndpoints as endpoints } from '@contract';
import { exportAuditCsv, listAudit } from '../../services/audit';
import type { AppDeps } from '../../types';
import { setAttachmentHeaders } from '../fileReplies';
import { mounter } from '../mount';

export function adminAuditRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  mount(router, endpoints.list, (input) => listAudit(deps, input));
  // A file, not JSON: the CSV streamed as an attachment.
  mount(router, endpoints.export, async (input, me, ctx) => {
    const csv = await exportAuditCsv(deps, me, input);
    const day = deps.clock.now().toISOString().slice(0, 10);
    setAttachmentHeaders(ctx, `lexsetu-audit-${day}.csv`, 'text/csv; charset=utf-8');
    return csv;
  });
  return router;
}
