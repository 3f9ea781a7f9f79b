// GET /api/bills (declared in contract/money.ts): the Bills & Payments use case of services/bills.ts.
import { Router } from '@koa/router';
import { moneyEndpoints } from '@contract';
import { billsOf } from '../../services/bills';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function billsRouter(deps: AppDeps): Router {
  const router = new Router();
  mounter(deps)(router, moneyEndpoints.bills, (input, me) => billsOf(deps, me, input));
  return router;
}
