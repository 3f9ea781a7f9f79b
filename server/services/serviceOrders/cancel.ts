// The client cancels before a lawyer accepts; every payment of the order is refunded in full.
import { formatRupees, serviceOrderEndpoints as endpoints, type InputOf, type ServiceOrder } from '@contract';
import type { UserRow } from '../../db/schema';
import { updatedAny } from '../../db/updated';
import { conflict } from '../../errors';
import { queueRefund } from '../refunds';
import { addServiceOrderEvent } from '../serviceOrderEvents';
import { clientsOrder } from './access';
import { reload, type ServiceOrderDeps } from './common';
import { transitions } from './stateMachine';

/** Cancels before a lawyer accepts; answers the order and the refund queued (to send after the commit). */
export async function cancelServiceOrder(
  deps: ServiceOrderDeps,
  me: UserRow,
  { params }: InputOf<typeof endpoints.cancel>,
): Promise<{ order: ServiceOrder; refundId: string | null }> {
  const { db, clock } = deps;
  const row = await clientsOrder(db, me, params.id);
  const now = clock.now();
  const at = now.toISOString();
  const refundId = await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('service_orders')
      .set({ status: transitions.cancel.to, cancelled_at: at, updated_at: at })
      .where('id', '=', row.id)
      .where('status', 'in', transitions.cancel.from)
      .where('lawyer_id', 'is', null)
      .executeTakeFirst();
    if (!updatedAny(changed)) throw conflict('order_cannot_cancel');
    await addServiceOrderEvent(trx, row.id, 'cancelled', me.id, at);
    const payment = await trx
      .selectFrom('payments')
      .select(['id', 'amount_paise'])
      .where('service_order_id', '=', row.id)
      .orderBy('created_at')
      .execute();
    let queued: string | null = null;
    // Every payment of the order goes back in full (normally one).
    for (const p of payment) {
      const id = await queueRefund(
        trx,
        {
          paymentId: p.id,
          bookingId: null,
          serviceOrderId: row.id,
          reason: 'service_order_cancelled',
          amountPaise: p.amount_paise,
        },
        now,
      );
      queued = queued ?? id;
    }
    if (queued) await addServiceOrderEvent(trx, row.id, 'refund', null, at, formatRupees(row.price_paise));
    return queued;
  });
  return { order: await reload(deps, row.id, { id: me.id, as: 'client' }), refundId };
}
