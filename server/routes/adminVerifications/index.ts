// Admin review of lawyer profiles (declared in contract/verification.ts: verificationEndpoints, access 'admin'):
// each route hands its typed input to services/verifications.ts.
import { Router } from '@koa/router';
import { verificationEndpoints as endpoints } from '@contract';
import { sendStoredFile } from '../fileReplies';
import { lawyerRecord } from '../../services/lawyerRecord';
import {
  approveLawyer,
  certificateFile,
  listVerifications,
  rejectLawyer,
} from '../../services/verifications';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function adminVerificationsRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  mount(router, endpoints.list, (input) => listVerifications(deps, input));
  mount(router, endpoints.approve, (input, me) => approveLawyer(deps, me, input));
  mount(router, endpoints.reject, (input, me) => rejectLawyer(deps, me, input));
  mount(router, endpoints.record, (input) => lawyerRecord(deps, input));
  // A file, not JSON: the certificate as an attachment (nosniff, not cached).
  mount(router, endpoints.certificate, async (input, _me, ctx) => {
    await sendStoredFile(ctx, deps.storage, await certificateFile(deps, input));
    return ctx.body;
  });
  return router;
}
