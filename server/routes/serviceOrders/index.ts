// Legal documents as a service (declared in contract/serviceOrders.ts): the public catalogue, admins' catalogue
// and stuck orders, and the order workflow. Each route hands its typed input to services/catalogue.ts or
// services/serviceOrders/; the two multipart routes pass their files along (checked by content there).
import { Router } from '@koa/router';
import { serviceEndpoints, serviceOrderEndpoints as endpoints } from '@contract';
import {
  adminCatalogue,
  createService,
  listServices,
  serviceBySlug,
  updateService,
} from '../../services/catalogue';
import { sendStoredFile } from '../fileReplies';
import { refundDepsOf, sendRefund } from '../../services/refunds';
import {
  acceptServiceOrder,
  adminStuckOrders,
  approveServiceOrder,
  bookIncludedCall,
  cancelServiceOrder,
  createServiceOrder,
  deliverVersion,
  getServiceOrder,
  listServiceOrders,
  orderFile,
  requestRevision,
  submitDetails,
} from '../../services/serviceOrders';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function serviceOrdersRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  const money = refundDepsOf(deps);
  const orders = { ...money, storage: deps.storage, uploadQuotaMb: deps.config.uploadQuotaMb };

  mount(router, serviceEndpoints.catalogue, () => listServices(deps.db));
  mount(router, serviceEndpoints.service, ({ params }) => serviceBySlug(deps.db, params.slug));
  mount(router, serviceEndpoints.adminCatalogue, () => adminCatalogue(deps.db));
  mount(router, serviceEndpoints.adminCreate, (input, me) => createService(deps, me, input));
  mount(router, serviceEndpoints.adminUpdate, (input, me) => updateService(deps, me, input));
  mount(router, serviceEndpoints.adminStuck, (_input, me) => adminStuckOrders(orders, me));

  mount(router, endpoints.create, (input, me) => createServiceOrder(orders, me, input));
  mount(router, endpoints.list, (input, me) => listServiceOrders(orders, me, input));
  mount(router, endpoints.get, (input, me) => getServiceOrder(orders, me, input));
  mount(router, endpoints.details, (input, me) =>
    submitDetails(
      orders,
      me,
      input,
      input.files.map((file) => ({ questionId: file.field, file })),
    ),
  );
  mount(router, endpoints.accept, (input, me) => acceptServiceOrder(orders, me, input));
  mount(router, endpoints.call, (input, me) => bookIncludedCall(orders, me, input));
  mount(router, endpoints.deliver, (input, me) => deliverVersion(orders, me, input, input.files[0]));
  mount(router, endpoints.revision, (input, me) => requestRevision(orders, me, input));
  mount(router, endpoints.approve, (input, me) => approveServiceOrder(orders, me, input));
  mount(router, endpoints.cancel, async (input, me) => {
    const { order, refundId } = await cancelServiceOrder(orders, me, input);
    // After the commit: the gateway refunds (the demo at once), the credit note follows.
    if (refundId) {
      await sendRefund(money, refundId);
      return getServiceOrder(orders, me, input);
    }
    return order;
  });
  mount(router, endpoints.file, async (input, me, ctx) => {
    const file = await orderFile(deps.db, me, input);
    await sendStoredFile(ctx, deps.storage, file);
    return ctx.body;
  });
  return router;
}
