// Legal documents as a service (declared in contract/serviceOrders.ts): the public catalogue, admins' catalogue
// and stuck orders, and the order workflow. Each route hands its typed input to services/catalogue.ts or
// services/serviceOrders.ts; the two multipart routes pass their files along (checked by content there).
import { Router } from '@koa/router';
import { serviceEndpoints, serviceOrderEndpoints as endpoints } from '@contract';
import { rateLimit } from '../../middlewares/rateLimit';
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
  const perUser = rateLimit({
    windowMs: 10 * 60_000,
    max: 60,
    now: () => deps.clock.now().getTime(),
    key: (ctx) => `service-orders:${ctx.state.user?.id ?? ctx.ip}`,
  });

  mount(router, serviceEndpoints.catalogue, () => listServices(deps.db));
  mount(router, serviceEndpoints.service, ({ params }) => serviceBySlug(deps.db, params.slug));
  mount(router, serviceEndpoints.adminCatalogue, (_input, me) => adminCatalogue(deps.db, me));
  mount(router, serviceEndpoints.adminCreate, (input, me) => createService(deps, me, input));
  mount(router, serviceEndpoints.adminUpdate, (input, me) => updateService(deps, me, input));
  mount(router, serviceEndpoints.adminStuck, (_input, me) => adminStuckOrders(orders, me));

  mount(router, endpoints.create, (input, me) => createServiceOrder(orders, me, input), [perUser]);
  mount(router, endpoints.list, (_input, me) => listServiceOrders(orders, me));
  mount(router, endpoints.get, (input, me) => getServiceOrder(orders, me, input));
  mount(
    router,
    endpoints.details,
    (input, me) =>
      submitDetails(
        orders,
        me,
        input,
        input.files.map((file) => ({ questionId: file.field, file })),
      ),
    [perUser],
  );
  mount(router, endpoints.accept, (input, me) => acceptServiceOrder(orders, me, input));
  mount(router, endpoints.call, (input, me) => bookIncludedCall(orders, me, input));
  mount(router, endpoints.deliver, (input, me) => deliverVersion(orders, me, input, input.files[0]), [
    perUser,
  ]);
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
