// What the document-order use cases share: their dependencies, a link to an order, and reading an order back
// as its viewer sees it.
import type { ServiceOrder } from '@contract';
import type { ServiceOrdersTable } from '../../db/schema';
import { presentServiceOrder, type Viewer } from '../../presenters/serviceOrder';
import { removeStored } from '../files';
import type { RefundDeps } from '../refunds';
import type { FileStorage } from '../storage';

export type ServiceOrderDeps = RefundDeps & { storage: FileStorage; uploadQuotaMb?: number };
export type OrderRow = ServiceOrdersTable;

export const orderLink = (id: string) => `/dashboard/service-orders/${id}`;

export const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** The order as it is now, for the viewer (after a use case's commit). */
export async function reload(deps: ServiceOrderDeps, id: string, viewer: Viewer): Promise<ServiceOrder> {
  const row = await deps.db
    .selectFrom('service_orders')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return presentServiceOrder(deps.db, row, viewer);
}

/** Runs `work`; when it fails, the files it was to record are removed from the storage again. */
export async function withCleanup<T>(
  storage: FileStorage,
  storedNames: string[],
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await removeStored(storage, storedNames).catch(() => {});
    throw error;
  }
}
