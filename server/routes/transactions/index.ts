// GET /api/transactions (declared in contract/money.ts): the Activities use case of services/activities.ts; the
// page is the spec's array, and the next page's cursor comes as a header.
import { Router } from '@koa/router';
import { moneyEndpoints, nextCursorHeader } from '@contract';
import { activitiesOf } from '../../services/activities';
import { readerLocale } from '../../services/readerLanguage';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function transactionsRouter(deps: AppDeps): Router {
  const router = new Router();
  mounter(deps)(router, moneyEndpoints.activities, async (input, me, ctx) => {
    const locale = await readerLocale(deps.db, me.id, ctx.get('Accept-Language'));
    const page = await activitiesOf(deps, me, input, locale);
    if (page.nextCursor) ctx.set(nextCursorHeader, page.nextCursor);
    return page.rows;
  });
  return router;
}
