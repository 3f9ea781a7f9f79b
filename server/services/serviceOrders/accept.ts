// A verified lawyer takes an open order: the first to accept wins, the others find it gone from their queue.
import { serviceOrderEndpoints as endpoints, type InputOf, type ServiceOrder } from '@contract';
import { addWorkingDays } from '@contract/istWorkingDays';
import type { UserRow } from '../../db/schema';
import { updatedAny } from '../../db/updated';
import { conflict, forbidden, notFound } from '../../errors';
import { notice, notify } from '../notifications';
import { addServiceOrderEvent } from '../serviceOrderEvents';
import { isVerifiedLawyer } from './access';
import { orderLink, reload, type ServiceOrderDeps } from './common';
import { canAccept, transitions } from './stateMachine';

export async function acceptServiceOrder(
  deps: ServiceOrderDeps,
  me: UserRow,
  { params }: InputOf<typeof endpoints.accept>,
): Promise<ServiceOrder> {
  const { db, clock } = deps;
  if (!(await isVerifiedLawyer(db, me.id))) throw forbidden('order_accept_unverified');
  const row = await db
    .selectFrom('service_orders')
    .selectAll()
    .where('id', '=', params.id)
    .executeTakeFirst();
  if (row?.lawyer_id === me.id) throw conflict('order_already_yours');
  // Any order not in this lawyer's queue, unknown or another's (taken, unpaid, cancelled), answers alike.
  if (!row || !canAccept(row, { id: me.id, as: 'candidate' })) throw notFound('order_not_open');
  const now = clock.now();
  const at = now.toISOString();
  const won = await db.transaction().execute(async (trx) => {
    // First wins: only one conditional update finds the order still open.
    const changed = await trx
      .updateTable('service_orders')
      .set({
        lawyer_id: me.id,
        status: transitions.accept.to,
        accepted_at: at,
        due_at: addWorkingDays(now, row.turnaround_days).toISOString(),
        updated_at: at,
      })
      .where('id', '=', row.id)
      .where('status', 'in', transitions.accept.from)
      .where('lawyer_id', 'is', null)
      .where('details_at', 'is not', null)
      .executeTakeFirst();
    if (!updatedAny(changed)) return false;
    await addServiceOrderEvent(trx, row.id, 'accepted', me.id, at);
    await notify(trx, now, {
      userId: row.client_id,
      kind: 'request',
      says: notice('notice_order_accepted', { name: me.name, title: row.title }),
      link: orderLink(row.id),
    });
    return true;
  });
  // Lost the race: taken by another lawyer, the order left this lawyer's queue as the others do.
  if (!won) throw notFound('order_not_open');
  return reload(deps, row.id, { id: me.id, as: 'lawyer' });
}
