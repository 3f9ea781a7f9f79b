// The client asks for a revision of the latest version, while the package has revisions left.
import { serviceOrderEndpoints as endpoints, type InputOf, type ServiceOrder } from '@contract';
import type { UserRow } from '../../db/schema';
import { updatedAny } from '../../db/updated';
import { conflict } from '../../errors';
import { notice, notify } from '../notifications';
import { addServiceOrderEvent } from '../serviceOrderEvents';
import { clientsOrder } from './access';
import { orderLink, reload, type ServiceOrderDeps } from './common';
import { assertFreshVersion } from './queries';
import { transitions } from './stateMachine';

export async function requestRevision(
  deps: ServiceOrderDeps,
  me: UserRow,
  { params, body }: InputOf<typeof endpoints.revision>,
): Promise<ServiceOrder> {
  const { db, clock } = deps;
  const row = await clientsOrder(db, me, params.id);
  await assertFreshVersion(db, row);
  if (row.revisions_used >= row.revisions_allowed) throw conflict('order_no_revisions_left');
  const at = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('service_orders')
      .set({ status: transitions.revise.to, revisions_used: row.revisions_used + 1, updated_at: at })
      .where('id', '=', row.id)
      .where('status', 'in', transitions.revise.from)
      .where('revisions_used', '=', row.revisions_used)
      .executeTakeFirst();
    if (!updatedAny(changed)) throw conflict('order_no_delivery');
    await addServiceOrderEvent(trx, row.id, 'revision', me.id, at, body.comments);
    if (row.lawyer_id)
      await notify(trx, clock.now(), {
        userId: row.lawyer_id,
        kind: 'request',
        says: notice('notice_order_revision', {
          name: me.name,
          title: row.title,
          comments: body.comments.slice(0, 200),
        }),
        link: orderLink(row.id),
      });
  });
  return reload(deps, row.id, { id: me.id, as: 'client' });
}
