// A legal-document order's timeline: one step at a time, written by the order workflow and by the payment
// that pays for it (kept apart so the payments area does not import the whole order workflow).
import type { Db, Trx } from '../db/connection';
import { newId } from '../db/ids';

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
