// Consultation requests (declared in contract/requests.ts: requestEndpoints): list by tab, delete, accept,
// complete, each handed to its use case in services/requests.ts. Creating one and downloading its documents
// carry files: routes/requests/uploads.ts.
import { Router } from '@koa/router';
import { requestEndpoints as endpoints } from '@contract';
import { acceptRequest, completeRequest, deleteRequest, listRequests } from '../../services/requests';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function requestsRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  mount(router, endpoints.list, (input, me) => listRequests(deps, me, input));
  mount(router, endpoints.remove, (input, me) => deleteRequest(deps, me, input));
  mount(router, endpoints.accept, (input, me) => acceptRequest(deps, me, input));
  mount(router, endpoints.complete, (input, me) => completeRequest(deps, me, input));
  return router;
}
