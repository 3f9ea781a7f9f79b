// Admin console: users — search, a user's page, suspend and reinstate, admins' notes. Declared in
// contract/adminUsers.ts (access 'admin'); each route hands its typed input to services/adminUsers.
import { Router } from '@koa/router';
import { adminUserEndpoints as endpoints } from '@contract';
import { addNote, getUser, listUsers, reinstateUser, suspendUser } from '../../services/adminUsers';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function adminUsersRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  mount(router, endpoints.list, (input) => listUsers(deps, input));
  mount(router, endpoints.get, (input) => getUser(deps, input));
  mount(router, endpoints.suspend, (input, me) => suspendUser(deps, me, input));
  mount(router, endpoints.reinstate, (input, me) => reinstateUser(deps, me, input));
  mount(router, endpoints.addNote, (input, me) => addNote(deps, me, input));
  return router;
}
