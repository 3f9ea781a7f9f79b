// The two request routes that carry files (declared in contract/requests.ts: requestEndpoints.create and
// .document): POST /api/create-request (multipart: the form's fields and its documents, limited per account) and
// GET /api/files/:id (a request's document), handed to services/requestUploads.ts.
import { Router } from '@koa/router';
import { requestEndpoints as endpoints } from '@contract';
import { sendStoredFile } from '../fileReplies';
import { createRequest, requestDocument } from '../../services/requestUploads';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function requestUploadsRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  mount(router, endpoints.create, (input, me) => createRequest(deps, me, input));
  // A file, not JSON: streamed from the storage as an attachment.
  mount(router, endpoints.document, async (input, me, ctx) => {
    await sendStoredFile(ctx, deps.storage, await requestDocument(deps, me, input));
    return ctx.body;
  });
  return router;
}
