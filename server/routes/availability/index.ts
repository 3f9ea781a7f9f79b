// Weekly availability (declared in contract/availability.ts: availabilityEndpoints): each route hands its typed
// input to services/availability.ts.
import { Router } from '@koa/router';
import { availabilityEndpoints as endpoints } from '@contract';
import { freeSlotsOf, ownAvailability, updateAvailability } from '../../services/availability';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function availabilityRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  mount(router, endpoints.freeSlots, (input, me) => freeSlotsOf(deps, me, input));
  mount(router, endpoints.mine, (_input, me) => ownAvailability(deps, me));
  mount(router, endpoints.update, (input, me) => updateAvailability(deps, me, input));
  return router;
}
