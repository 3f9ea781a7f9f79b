// The two things the payment transaction does to a legal-document order (kept apart from serviceOrders.ts so
// the payments service does not import the whole order workflow): mark it paid, and write its timeline.
import type { Db, Trx } from '../db/connection';
import { newId } from '../db/ids';
import { updatedAny } from '../db/updated';

/** One step of an order's timeline, with its time and actor (null: the system). */
export async function addServiceOrderEvent(
  db: Db | Trx,
  orderId: string,
  kind: string,
  actorId: string | null,
  at: string,
  note = '',
): Promise<void> {
  await db
    .insertInto('service_order_events')
    .values({ id: newId(), order_id: orderId, kind, actor_id: actorId, note, at })
    .execute();
}

/**
 * Inside the payment's transaction: an order awaiting payment is now paid and waits for its details and a
 * lawyer. False when it was not awaiting payment (cancelled meanwhile, or paid by another order): the caller
 * refunds this payment.
 */
export async function markServiceOrderPaid(
  trx: Trx,
  id: string,
  clientId: string,
  at: string,
): Promise<boolean> {
  const changed = await trx
    .updateTable('service_orders')
    .set({ status: 'awaiting_lawyer', paid_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'awaiting_payment')
    .executeTakeFirst();
  if (!updatedAny(changed)) return false;
  await addServiceOrderEvent(trx, id, 'paid', clientId, at);
  return true;
}
