// Which side of a document order the signed-in person is on: it decides the steps, facts and panels they see.
import type { ServiceOrder } from '@contract';

export type OrderSide = 'client' | 'lawyer' | 'admin';

export function orderSideOf(order: ServiceOrder, me: string | undefined): OrderSide {
  return order.client._id === me ? 'client' : order.lawyer?._id === me ? 'lawyer' : 'admin';
}
