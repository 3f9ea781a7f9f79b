// Expert search and lawyer profiles (declared in contract/experts.ts: expertEndpoints): each route hands its
// typed input to services/experts.ts. Only verified lawyers are ever shown.
import { Router } from '@koa/router';
import { expertEndpoints as endpoints } from '@contract';
import { expertProfile, findExperts, follow, topSearches, unfollow } from '../../services/experts';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function expertsRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  const experts = { db: deps.db, clock: deps.clock, counter: deps.searchCounter };
  mount(router, endpoints.search, (input, me) => findExperts(experts, me, input));
  // Before /experts/:id, which would take 'top-searches' for an id.
  mount(router, endpoints.topSearches, () => topSearches(experts));
  mount(router, endpoints.profile, (input, me) => expertProfile(experts, me, input));
  mount(router, endpoints.follow, (input, me) => follow(experts, me, input));
  mount(router, endpoints.unfollow, (input, me) => unfollow(experts, me, input));
  return router;
}
