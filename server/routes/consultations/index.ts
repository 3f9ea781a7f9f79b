// Consultation rooms (declared in contract/consultations.ts): a booking's room (/api/consultations/:id) and an
// accepted request's chat (/api/requests/:id/chat), each with its messages and attachments, and an attachment's
// download; every route hands its typed input to services/consultationRooms.ts. Live chat and calls go over the
// WebSocket (server/realtime).
import { Router } from '@koa/router';
import { bookingRoomEndpoints, consultationEndpoints, requestChatEndpoints } from '@contract';
import { attachToRoom, roomAttachment, roomMessagePage, roomView } from '../../services/consultationRooms';
import { sendStoredFile } from '../fileReplies';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function consultationsRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);

  for (const [kind, endpoints] of [
    ['booking', bookingRoomEndpoints],
    ['request', requestChatEndpoints],
  ] as const) {
    mount(router, endpoints.room, (input, me) => roomView(deps, me, kind, input));
    mount(router, endpoints.messages, (input, me) => roomMessagePage(deps, me, kind, input));
    mount(router, endpoints.attach, async (input, me, ctx) => {
      const { message, created } = await attachToRoom(deps, me, kind, input);
      // The same client id sent again: the stored message, not a new one.
      if (!created) ctx.status = 200;
      return message;
    });
  }
  // A file, not JSON: streamed from the storage as an attachment.
  mount(router, consultationEndpoints.attachmentFile, async (input, me, ctx) => {
    await sendStoredFile(ctx, deps.storage, await roomAttachment(deps, me, input));
    return ctx.body;
  });
  return router;
}
