// The bell (declared in contract/notifications.ts: notificationEndpoints): the list, the unread count and
// marking one, the listed ones (the list marks what it showed) or all read, each handed to its use case in
// services/notifications.ts.
import { Router } from '@koa/router';
import { notificationEndpoints as endpoints } from '@contract';
import {
  listNotifications,
  markAllRead,
  markListedRead,
  markOneRead,
  unreadCount,
} from '../../services/notifications';
import { readerLocale } from '../../services/readerLanguage';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function notificationsRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  mount(router, endpoints.list, async (input, me, ctx) =>
    listNotifications(deps, me, input, await readerLocale(deps.db, me.id, ctx.get('Accept-Language'))),
  );
  mount(router, endpoints.unreadCount, (_input, me) => unreadCount(deps, me));
  mount(router, endpoints.readAll, (_input, me) => markAllRead(deps, me));
  mount(router, endpoints.readListed, (input, me) => markListedRead(deps, me, input));
  mount(router, endpoints.readOne, (input, me) => markOneRead(deps, me, input));
  return router;
}
