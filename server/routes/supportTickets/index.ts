// Help center (contract/account.ts: supportTicketEndpoints): 'Contact support' creates a ticket, a few an hour
// per user; the user lists their own (services/support/).
import { Router } from '@koa/router';
import { supportTicketEndpoints as endpoints } from '@contract';
import { myTickets, openTicket } from '../../services/support';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function supportTicketsRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  mount(router, endpoints.list, (input, me) => myTickets(deps, me, input));
  mount(router, endpoints.create, (input, me) => openTicket(deps, me, input));
  return router;
}
