// The timed part of document orders, called by the job scheduler: admins hear of orders no lawyer took in time,
// client and lawyer of orders past their turnaround; each once.
import { unclaimedWorkingHours } from '@contract';
import type { Db } from '../../db/connection';
import { updatedAny } from '../../db/updated';
import { notice, notify } from '../notifications';
import { addServiceOrderEvent } from '../serviceOrderEvents';
import { orderLink } from './common';
import { stuckRows } from './queries';

/**
 * The sweep's part (a slow cadence is enough): admins hear of orders no lawyer took within 24 working hours,
 * client and lawyer of orders past their turnaround; each once (a claim column).
 */
export async function sweepServiceOrders({ db, clock }: { db: Db; clock: { now(): Date } }): Promise<void> {
  const now = clock.now();
  const at = now.toISOString();
  const { unclaimed, overdue } = await stuckRows(db, now);
  const admins = unclaimed.some((r) => !r.unclaimed_notified_at)
    ? await db.selectFrom('admins').select('user_id').execute()
    : [];
  for (const row of unclaimed.filter((r) => !r.unclaimed_notified_at))
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('service_orders')
        .set({ unclaimed_notified_at: at })
        .where('id', '=', row.id)
        .where('unclaimed_notified_at', 'is', null)
        .executeTakeFirst();
      if (!updatedAny(claimed)) return;
      await addServiceOrderEvent(trx, row.id, 'unclaimed', null, at);
      for (const admin of admins)
        await notify(trx, now, {
          userId: admin.user_id,
          kind: 'system',
          says: notice('notice_order_unclaimed', { title: row.title, hours: unclaimedWorkingHours }),
          link: '/dashboard/admin/service-orders',
        });
    });
  for (const row of overdue.filter((r) => !r.overdue_notified_at))
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('service_orders')
        .set({ overdue_notified_at: at })
        .where('id', '=', row.id)
        .where('overdue_notified_at', 'is', null)
        .executeTakeFirst();
      if (!updatedAny(claimed)) return;
      await addServiceOrderEvent(trx, row.id, 'overdue', null, at);
      for (const userId of [row.client_id, row.lawyer_id].filter((x): x is string => !!x))
        await notify(trx, now, {
          userId,
          kind: 'request',
          says: notice('notice_order_overdue', { title: row.title, days: row.turnaround_days }),
          link: orderLink(row.id),
        });
    });
}
