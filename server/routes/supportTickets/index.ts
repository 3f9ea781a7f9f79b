// Help center (contract/account.ts: supportTicketEndpoints): 'Contact support' creates a ticket, a few an hour
// per user; the user lists their own (services/supportTickets.ts).
import { Router } from '@koa/router';
import { supportTicketEndpoints as endpoints } from '@contract';
import { rateLimit } from '../../middlewares/rateLimit';
import { myTickets, openTicket } from '../../services/supportTickets';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function supportTicketsRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  const limit = rateLimit({
    windowMs: 60 * 60_000,
    max: 10,
    now: () => deps.clock.now().getTime(),
    key: (ctx) => `tickets:${ctx.state.user?.id ?? ctx.ip}`,
  });
  mount(router, endpoints.list, (_, me) => myTickets(deps, me));
  mount(router, endpoints.create, (input, me) => openTicket(deps, me, input), [limit]);
  return router;
}
