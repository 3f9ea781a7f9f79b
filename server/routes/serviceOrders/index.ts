// Legal documents as a service (declared in contract/serviceOrders.ts): the public catalogue, admins' catalogue
// and stuck orders, and the order workflow. Each route hands its typed input to services/catalogue.ts or
// services/serviceOrders.ts; the two multipart routes pass their files along (checked by content there).
import { Router } from '@koa/router';
import type { Context } from 'koa';
import { serviceEndpoints, serviceOrderEndpoints as endpoints } from '@contract';
import { multipart } from '../../middlewares/body';
import { badRequest } from '../../middlewares/errors';
import { rateLimit } from '../../middlewares/rateLimit';
import {
  adminCatalogue,
  createService,
  listServices,
  serviceBySlug,
  updateService,
} from '../../services/catalogue';
import { discardTemp, sendStoredFile, type IncomingFile } from '../../services/files';
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
  type DetailFile,
} from '../../services/serviceOrders';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

/** formidable's files by field name. */
function filesByField(ctx: Context): DetailFile[] {
  const files = (ctx.request as { files?: Record<string, unknown> }).files ?? {};
  return Object.entries(files).flatMap(([questionId, f]) =>
    (Array.isArray(f) ? f : f ? [f] : []).map((file) => ({ questionId, file: file as IncomingFile })),
  );
}

/** Runs the use case, then removes formidable's temp files whatever happened (stored files were moved). */
async function withFiles<T>(ctx: Context, work: (files: DetailFile[]) => Promise<T>): Promise<T> {
  const files = filesByField(ctx);
  try {
    return await work(files);
  } finally {
    await discardTemp(files.map((f) => f.file));
  }
}

export function serviceOrdersRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  const money = refundDepsOf(deps);
  const orders = { ...money, storage: deps.storage, uploadQuotaMb: deps.config.uploadQuotaMb };
  const files = multipart({ maxUploadMb: deps.config.maxUploadMb });
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
    (input, me, ctx) => withFiles(ctx, (sent) => submitDetails(orders, me, input, sent)),
    [perUser, files],
  );
  mount(router, endpoints.accept, (input, me) => acceptServiceOrder(orders, me, input));
  mount(router, endpoints.call, (input, me) => bookIncludedCall(orders, me, input));
  mount(
    router,
    endpoints.deliver,
    (input, me, ctx) =>
      withFiles(ctx, (sent) => {
        const other = sent.find((f) => f.questionId !== 'file');
        if (other) throw badRequest('Send the version in the field file.', other.questionId);
        return deliverVersion(orders, me, input, sent[0]?.file);
      }),
    [perUser, files],
  );
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
