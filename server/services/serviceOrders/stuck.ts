// Admins' view of stuck orders (the endpoint is declared admin): no lawyer within 24 working hours, or past
// their turnaround.
import type { ServiceOrder } from '@contract';
import type { UserRow } from '../../db/schema';
import { presentServiceOrders } from '../../presenters/serviceOrder';
import type { ServiceOrderDeps } from './common';
import { stuckRows } from './queries';

export async function adminStuckOrders(
  deps: ServiceOrderDeps,
  me: UserRow,
): Promise<{ items: ServiceOrder[] }> {
  const { unclaimed, overdue } = await stuckRows(deps.db, deps.clock.now());
  const viewer = { id: me.id, as: 'admin' as const };
  const items = await presentServiceOrders(
    deps.db,
    [...unclaimed, ...overdue].map((row) => ({ row, viewer })),
  );
  return { items };
}
