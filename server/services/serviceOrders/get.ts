// One order as the caller sees it (its client, its lawyer, an admin).
import { serviceOrderEndpoints as endpoints, type InputOf, type ServiceOrder } from '@contract';
import type { UserRow } from '../../db/schema';
import { presentServiceOrder } from '../../presenters/serviceOrder';
import { visibleOrder } from './access';
import type { ServiceOrderDeps } from './common';

export async function getServiceOrder(
  deps: ServiceOrderDeps,
  me: UserRow,
  { params }: InputOf<typeof endpoints.get>,
): Promise<ServiceOrder> {
  const { row, viewer } = await visibleOrder(deps.db, me, params.id);
  return presentServiceOrder(deps.db, row, viewer);
}
