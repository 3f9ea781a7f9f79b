// Legal documents as a service: the document-order area, one use case per file. The state machine
// (stateMachine.ts) says which steps an order allows and to whom; access.ts who sees an order.
export { acceptServiceOrder } from './accept';
export { approveServiceOrder } from './approve';
export { bookIncludedCall } from './bookCall';
export { submitDetails } from './brief';
export { cancelServiceOrder } from './cancel';
export type { ServiceOrderDeps } from './common';
export { createServiceOrder } from './create';
export { deliverVersion } from './deliverVersion';
export { orderFile } from './file';
export { getServiceOrder } from './get';
export { listServiceOrders } from './list';
export { requestRevision } from './requestRevision';
export { adminStuckOrders } from './stuck';
export { sweepServiceOrders } from './sweep';
