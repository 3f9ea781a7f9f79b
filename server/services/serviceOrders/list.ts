// The caller's document orders, newest first, a keyset page at a time; on the first page a verified lawyer also
// gets the open orders awaiting a lawyer (their practice areas first, each group oldest first). Each page is
// presented in one batch, so it costs the same number of queries whatever its length.
import {
  serviceOrderEndpoints as endpoints,
  type InputOf,
  type ServiceOrder,
  type ServiceOrderPage,
} from '@contract';
import type { Db } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { presentServiceOrders, type Seen } from '../../presenters/serviceOrder';
import { categoryAreas } from '../catalogue';
import { keysetPage, keysetRange } from '../paging';
import { isVerifiedLawyer } from './access';
import { parseJson, type OrderRow, type ServiceOrderDeps } from './common';
import { transitions } from './stateMachine';

/** The queue holds at most this many open orders (the oldest waiting). */
const queueSize = 100;

/** Open orders a verified lawyer may accept: paid, briefed, no lawyer yet, not their own. */
async function openQueue(db: Db, me: UserRow): Promise<OrderRow[]> {
  if (!(await isVerifiedLawyer(db, me.id))) return [];
  const open = await db
    .selectFrom('service_orders')
    .selectAll()
    .where('status', 'in', transitions.accept.from)
    .where('lawyer_id', 'is', null)
    .where('details_at', 'is not', null)
    .where('client_id', '<>', me.id)
    .orderBy('details_at')
    .limit(queueSize)
    .execute();
  const profile = await db
    .selectFrom('lawyer_profiles')
    .select('practice_areas')
    .where('user_id', '=', me.id)
    .executeTakeFirst();
  const areas = new Set(parseJson<string[]>(profile?.practice_areas ?? '[]', []).map((a) => a.toLowerCase()));
  const fits = (row: OrderRow) =>
    (categoryAreas[row.category as keyof typeof categoryAreas] ?? []).some((a) => areas.has(a.toLowerCase()));
  // Orders in the lawyer's practice areas first, each group oldest first (sort is stable).
  return [...open].sort((a, b) => Number(fits(b)) - Number(fits(a)));
}

export async function listServiceOrders(
  { db }: Pick<ServiceOrderDeps, 'db'>,
  me: UserRow,
  { query }: InputOf<typeof endpoints.list>,
): Promise<ServiceOrderPage> {
  const own = await keysetRange(
    db
      .selectFrom('service_orders')
      .selectAll()
      .where((eb) => eb.or([eb('client_id', '=', me.id), eb('lawyer_id', '=', me.id)])),
    ['created_at', 'id'],
    { direction: 'desc', take: query.limit + 1, cursor: query.cursor },
  ).execute();
  const page = keysetPage(own, query.limit, (r) => ({ at: r.created_at, id: r.id }));
  const queue = query.cursor ? [] : await openQueue(db, me);
  const seen: Seen[] = [
    ...page.rows.map((row) => ({
      row,
      viewer: { id: me.id, as: row.client_id === me.id ? ('client' as const) : ('lawyer' as const) },
    })),
    ...queue.map((row) => ({ row, viewer: { id: me.id, as: 'candidate' as const } })),
  ];
  const items: ServiceOrder[] = await presentServiceOrders(db, seen);
  return { items, nextCursor: page.nextCursor };
}
