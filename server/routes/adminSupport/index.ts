// Admin console: the console overview and the support inbox (contact messages and tickets, replies by e-mail).
// Declared in contract/adminSupport.ts; the use cases are in services/support/ and services/adminOverview.ts.
import { Router } from '@koa/router';
import { adminSupportEndpoints as endpoints } from '@contract';
import { adminOverview } from '../../services/adminOverview';
import { closeMessage, getMessage, listInbox, replyToMessage } from '../../services/support';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function adminSupportRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  mount(router, endpoints.overview, () => adminOverview(deps));
  mount(router, endpoints.inbox, (input) => listInbox(deps, input));
  mount(router, endpoints.get, (input) => getMessage(deps, input));
  mount(router, endpoints.reply, (input, me) => replyToMessage(deps, me, input));
  mount(router, endpoints.close, (input, me) => closeMessage(deps, me, input));
  return router;
}
