// Reads the document-order use cases share: versions delivered, and orders stuck in time.
import { unclaimedWorkingHours } from '@contract';
import { workingHoursBetween } from '@contract/istWorkingDays';
import type { Db } from '../../db/connection';
import { conflict } from '../../errors';
import type { OrderRow } from './common';
import { hasFreshVersion, transitions } from './stateMachine';

export async function deliveryCount(db: Db, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('service_order_files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_id', '=', orderId)
    .where('kind', '=', 'delivery')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A version delivered since the last revision request, or 409 (approve and revise need one). */
export async function assertFreshVersion(db: Db, row: OrderRow): Promise<void> {
  if (!hasFreshVersion(row, await deliveryCount(db, row.id))) throw conflict('order_no_delivery');
}

/** Orders stuck: no lawyer within 24 working hours of the details, or past their turnaround. */
export async function stuckRows(db: Db, now: Date): Promise<{ unclaimed: OrderRow[]; overdue: OrderRow[] }> {
  const waiting = await db
    .selectFrom('service_orders')
    .selectAll()
    .where('status', 'in', transitions.accept.from)
    .where('lawyer_id', 'is', null)
    .where('details_at', 'is not', null)
    .where('details_at', '<=', new Date(now.getTime() - unclaimedWorkingHours * 3_600_000).toISOString())
    .execute();
  const unclaimed = waiting.filter(
    (r) => workingHoursBetween(new Date(r.details_at!), now) >= unclaimedWorkingHours,
  );
  const overdue = await db
    .selectFrom('service_orders')
    .selectAll()
    .where('status', 'in', transitions.deliver.from)
    .where('due_at', '<', now.toISOString())
    .execute();
  return { unclaimed, overdue };
}
