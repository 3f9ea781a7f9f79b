// Consult now (contract/instantConsultations.ts); the rules are services/instant's. Ending from the API tells
// the room as the room's own End does (realtime/instantCalls.ts).
import { Router } from '@koa/router';
import { instantConsultationEndpoints as endpoints } from '@contract';
import { endInstantCall } from '../../realtime/instantCalls';
import {
  acceptInstant,
  cancelInstant,
  declineInstant,
  endInstant,
  getAvailableNow,
  getInstant,
  incomingInstant,
  ringLawyer,
  setAvailableNow,
} from '../../services/instant';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function instantConsultationsRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  mount(router, endpoints.availableNow, (_input, me) => getAvailableNow(deps, me));
  mount(router, endpoints.setAvailableNow, (input, me) => setAvailableNow(deps, me, input));
  mount(router, endpoints.create, (input, me) => ringLawyer(deps, me, input));
  // Declared before /:id so 'incoming' is never read as an id.
  mount(router, endpoints.incoming, (_input, me) => incomingInstant(deps, me));
  mount(router, endpoints.get, (input, me) => getInstant(deps, me, input));
  mount(router, endpoints.accept, (input, me) => acceptInstant(deps, me, input));
  mount(router, endpoints.decline, (input, me) => declineInstant(deps, me, input));
  mount(router, endpoints.cancel, (input, me) => cancelInstant(deps, me, input));
  mount(router, endpoints.end, (input, me) =>
    endInstant(deps, me, input, (id) => endInstantCall(deps, id, 'ended')),
  );
  return router;
}
