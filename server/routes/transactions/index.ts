// GET /api/transactions (declared in contract/money.ts): the Activities use case of services/activities.ts.
import { Router } from '@koa/router';
import { moneyEndpoints } from '@contract';
import { activitiesOf } from '../../services/activities';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function transactionsRouter(deps: AppDeps): Router {
  const router = new Router();
  mounter(deps)(router, moneyEndpoints.activities, (input, me) => activitiesOf(deps, me, input));
  return router;
}
