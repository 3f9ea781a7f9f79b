// GET /api/notifications (own + system notices, newest first, read state per user), the unread count for the
// bell, and marking one, the listed ones (the list marks what it showed) or all as read. Someone else's
// notification answers 404 (or is ignored in a list of ids).
import { Router } from '@koa/router';
import { z } from 'zod';
import {
  idSchema,
  markNotificationsReadSchema,
  type AppNotification,
  type MessageResponse,
  type UnreadCount,
} from '@contract';
import type { Db } from '../../db/connection';
import { nowIso } from '../../db/ids';
import { requireAuth } from '../../middlewares/auth';
import { notFound } from '../../errors';
import { inputOf, validate } from '../../middlewares/validate';
import type { AppDeps } from '../../types';

const listLimit = 100;

/** Notices this user sees, with `read` resolved from read_at (own) or a read marker (system). */
function visible(db: Db, userId: string) {
  return db
    .selectFrom('notifications as n')
    .leftJoin('notification_reads as r', (join) =>
      join.onRef('r.notification_id', '=', 'n.id').on('r.user_id', '=', userId),
    )
    .where((eb) => eb.or([eb('n.user_id', '=', userId), eb('n.user_id', 'is', null)]));
}

export function notificationsRouter({ db, config }: AppDeps): Router {
  const router = new Router();
  const auth = requireAuth({ db, jwtSecret: config.jwtSecret });

  router.get('/notifications', auth, async (ctx) => {
    const me = ctx.state.user!;
    const rows = await visible(db, me.id)
      .select(['n.id', 'n.kind', 'n.message', 'n.link', 'n.created_at', 'n.read_at', 'r.read_at as marker'])
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(listLimit)
      .execute();
    ctx.body = rows.map((r): AppNotification => ({
      _id: r.id,
      kind: r.kind,
      message: r.message,
      link: r.link,
      read: !!(r.read_at ?? r.marker),
      createdAt: r.created_at,
    }));
  });

  router.get('/notifications/unread-count', auth, async (ctx) => {
    const me = ctx.state.user!;
    const row = await visible(db, me.id)
      .where('n.read_at', 'is', null)
      .where('r.read_at', 'is', null)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst();
    ctx.body = { count: row?.count ?? 0 } satisfies UnreadCount;
  });

  /** Marks the user's unread notices read: all of them, or only `ids` among them. */
  async function markRead(userId: string, ids?: string[]) {
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
      let own = trx
        .updateTable('notifications')
        .set({ read_at: now })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null);
      if (ids) own = own.where('id', 'in', ids);
      await own.execute();
      let system = trx
        .selectFrom('notifications as n')
        .leftJoin('notification_reads as r', (join) =>
          join.onRef('r.notification_id', '=', 'n.id').on('r.user_id', '=', userId),
        )
        .select('n.id')
        .where('n.user_id', 'is', null)
        .where('r.read_at', 'is', null);
      if (ids) system = system.where('n.id', 'in', ids);
      const unreadSystem = await system.execute();
      if (unreadSystem.length)
        await trx
          .insertInto('notification_reads')
          .values(unreadSystem.map((n) => ({ notification_id: n.id, user_id: userId, read_at: now })))
          .onConflict((oc) => oc.columns(['notification_id', 'user_id']).doNothing())
          .execute();
    });
  }

  router.post('/notifications/read-all', auth, async (ctx) => {
    await markRead(ctx.state.user!.id);
    ctx.body = { message: 'All notifications marked as read.' } satisfies MessageResponse;
  });

  const listed = { body: markNotificationsReadSchema };
  router.post('/notifications/read', auth, validate(listed), async (ctx) => {
    const { body } = inputOf(ctx.state, listed);
    await markRead(ctx.state.user!.id, body.ids);
    ctx.body = { message: 'Notifications marked as read.' } satisfies MessageResponse;
  });

  const one = { params: z.object({ id: idSchema }) };
  router.post('/notifications/:id/read', auth, validate(one), async (ctx) => {
    const { params } = inputOf(ctx.state, one);
    const me = ctx.state.user!;
    const row = await db
      .selectFrom('notifications')
      .select(['id', 'user_id'])
      .where('id', '=', params.id)
      .executeTakeFirst();
    // Another user's notice is answered exactly like a missing one.
    if (!row || (row.user_id !== null && row.user_id !== me.id)) throw notFound('Notification not found.');
    const now = nowIso();
    if (row.user_id === null) {
      await db
        .insertInto('notification_reads')
        .values({ notification_id: row.id, user_id: me.id, read_at: now })
        .onConflict((oc) => oc.columns(['notification_id', 'user_id']).doNothing())
        .execute();
    } else {
      await db
        .updateTable('notifications')
        .set({ read_at: now })
        .where('id', '=', row.id)
        .where('read_at', 'is', null)
        .execute();
    }
    ctx.body = { message: 'Notification marked as read.' } satisfies MessageResponse;
  });

  return router;
}
