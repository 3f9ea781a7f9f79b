// Who sees a document order: its client, its accepting lawyer and admins; everyone else gets 404, as for a
// missing one. Verified lawyers also see open orders in their queue (list.ts), without the client's answers.
import type { Db } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { isAdmin } from '../admins';
import type { OrderRow } from './common';
import type { Viewer } from './stateMachine';

export async function isVerifiedLawyer(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('lawyer_profiles')
    .select('verification_status')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.verification_status === 'verified';
}

/** The order and how the caller relates to it; 404 for anyone who may not see it. */
export async function visibleOrder(
  db: Db,
  me: UserRow,
  id: string,
): Promise<{ row: OrderRow; viewer: Viewer }> {
  const row = await db.selectFrom('service_orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (row) {
    if (row.client_id === me.id) return { row, viewer: { id: me.id, as: 'client' } };
    if (row.lawyer_id === me.id) return { row, viewer: { id: me.id, as: 'lawyer' } };
    if (await isAdmin(db, me.id)) return { row, viewer: { id: me.id, as: 'admin' } };
  }
  throw notFound('order_not_found');
}

/** The order of its client (404 for others who cannot see it, 403 for its lawyer or an admin). */
export async function clientsOrder(db: Db, me: UserRow, id: string): Promise<OrderRow> {
  const { row, viewer } = await visibleOrder(db, me, id);
  if (viewer.as !== 'client') throw forbidden('order_client_only');
  return row;
}

/** The order of its accepting lawyer (404 for others who cannot see it, 403 for its client or an admin). */
export async function lawyersOrder(db: Db, me: UserRow, id: string): Promise<OrderRow> {
  const { row, viewer } = await visibleOrder(db, me, id);
  if (viewer.as !== 'lawyer') throw forbidden('order_lawyer_only');
  return row;
}
