// Schedules (declared in contract/schedules.ts: scheduleEndpoints): the caller's bookings by tab, a document
// attached to a booking (multipart, limited per user) and its download, each handed to services/schedules.ts.
import { Router } from '@koa/router';
import { scheduleEndpoints as endpoints } from '@contract';
import { sendStoredFile } from '../fileReplies';
import { attachBookingDocument, bookingDocument, listSchedules } from '../../services/schedules';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function schedulesRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  mount(router, endpoints.list, (input, me) => listSchedules(deps, me, input));
  mount(router, endpoints.upload, (input, me) => attachBookingDocument(deps, me, input));
  // A file, not JSON: streamed from the storage as an attachment.
  mount(router, endpoints.document, async (input, me, ctx) => {
    await sendStoredFile(ctx, deps.storage, await bookingDocument(deps, me, input));
    return ctx.body;
  });
  return router;
}
