// GET /api/referrals (contract/account.ts: referralEndpoints): the user's referral code and link, the people
// they referred and the rewards earned (services/referrals.ts).
import { Router } from '@koa/router';
import { referralEndpoints as endpoints } from '@contract';
import { referralSummary } from '../../services/referrals';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function referralsRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  mount(router, endpoints.summary, (input, me) => referralSummary(deps, me, input));
  return router;
}
