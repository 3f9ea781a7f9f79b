// Consultation rooms (their two participants only; anyone else gets 404). A room is a booking's
// (/api/consultations/:id: chat, calls, metering) or an accepted request's chat (/api/requests/:id/chat); below
// either path: GET (room: people, ICE servers, call settings, metering), GET messages?before=&limit= (chat history,
// oldest first), POST attachments (multipart file + clientId; the upload rules of every upload; refused once the
// room is read-only). GET /api/consultation-files/:messageId downloads an attachment. Live chat and calls go over
// the WebSocket (server/realtime).
import { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  consultationMessagesQuerySchema,
  idSchema,
  type ConsultationMessagePage,
  type ConsultationRoom,
  type RoomKind,
  type RoomRef,
} from '@contract';
import { requireAuth } from '../../middlewares/auth';
import { multipart } from '../../middlewares/body';
import { badRequest, conflict, notFound } from '../../errors';
import { rateLimit } from '../../middlewares/rateLimit';
import { inputOf, validate } from '../../middlewares/validate';
import { presentMessage } from '../../presenters/consultationMessage';
import {
  callWindow,
  findRoom,
  listMessages,
  otherOf,
  roomMessages,
  roomOfMessage,
  saveMessage,
  type Room,
} from '../../services/consultations';
import { discardTemp, removeStored, storeUploads, type IncomingFile } from '../../services/files';
import { sendStoredFile } from '../fileReplies';
import { getUserSettings } from '../../services/settings';
import { hubFor } from '../../realtime/hub';
import type { AppDeps } from '../../types';

function filesOf(ctx: Context): IncomingFile[] {
  const files = (ctx.request as { files?: Record<string, unknown> }).files ?? {};
  return Object.values(files).flatMap((f) => (Array.isArray(f) ? f : f ? [f] : [])) as IncomingFile[];
}

const roomPaths: Array<[RoomKind, string]> = [
  ['booking', '/consultations/:id'],
  ['request', '/requests/:id/chat'],
];

export function consultationsRouter({ db, config, storage, clock }: AppDeps): Router {
  const router = new Router();
  const auth = requireAuth({ db, jwtSecret: config.jwtSecret });
  const byRoom = { params: z.object({ id: idSchema }) };
  const notFoundMessage = { booking: 'Booking not found.', request: 'Request not found.' } as const;

  /** Who of the two pressed End, seen from `userId`. */
  const endPressedBy = (booking: Room['booking'], userId: string) => {
    if (!booking) return { me: false, other: false };
    const client = Boolean(booking.client_ended_at);
    const lawyer = Boolean(booking.lawyer_ended_at);
    return booking.client_id === userId ? { me: client, other: lawyer } : { me: lawyer, other: client };
  };

  async function roomFor(userId: string, ref: RoomRef) {
    const room = await findRoom(db, userId, ref);
    if (!room) throw notFound(notFoundMessage[ref.kind]);
    return room;
  }

  const uploadLimit = rateLimit({
    windowMs: 10 * 60_000,
    max: 30,
    now: () => clock.now().getTime(),
    key: (ctx) => `consultation-upload:${ctx.state.user?.id ?? ctx.ip}`,
  });
  const page = { params: byRoom.params, query: consultationMessagesQuerySchema };

  for (const [kind, path] of roomPaths) {
    router.get(path, auth, validate(byRoom), async (ctx) => {
      const { params } = inputOf(ctx.state, byRoom);
      const me = ctx.state.user!;
      const room = await roomFor(me.id, { kind, id: params.id });
      const other = await db
        .selectFrom('users')
        .select(['id', 'name'])
        .where('id', '=', otherOf(room, me.id))
        .executeTakeFirstOrThrow();
      const settings = await getUserSettings(db, me.id);
      const booking = room.booking;
      const window = booking ? callWindow(booking, clock.now()) : null;
      ctx.body = {
        _id: room.id,
        kind,
        topic: room.title,
        mode: booking?.mode ?? null,
        startAt: booking?.start_at ?? null,
        endAt: booking?.end_at ?? null,
        me: { _id: me.id, name: me.name },
        otherParty: { _id: other.id, name: other.name },
        readOnly: room.readOnly,
        calls: !!booking && !room.readOnly && !!window?.open,
        iceServers: booking ? config.iceServers : [],
        autoEndCall: settings.autoEndCall,
        progressBar: settings.progressBar,
        meteredMinutes: booking?.metered_minutes ?? null,
        pricePaise: booking?.price_paise ?? null,
        toBeRefundedPaise: booking?.metered_minutes == null ? null : booking.refund_due_paise,
        opensAt: window && 'opensAt' in window ? window.opensAt : null,
        endedAt: window && 'endedAt' in window ? window.endedAt : null,
        endPressed: endPressedBy(booking, me.id),
      } satisfies ConsultationRoom;
    });

    router.get(`${path}/messages`, auth, validate(page), async (ctx) => {
      const { params, query } = inputOf(ctx.state, page);
      const me = ctx.state.user!;
      const ref: RoomRef = { kind, id: params.id };
      await roomFor(me.id, ref);
      const { rows, hasMore } = await listMessages(db, ref, query.before, query.limit);
      ctx.body = {
        items: rows.map((r) => presentMessage(r, me.id)),
        hasMore,
      } satisfies ConsultationMessagePage;
    });

    router.post(
      `${path}/attachments`,
      auth,
      uploadLimit,
      validate(byRoom),
      multipart({ maxUploadMb: config.maxUploadMb }),
      async (ctx) => {
        const files = filesOf(ctx);
        try {
          const { params } = inputOf(ctx.state, byRoom);
          const me = ctx.state.user!;
          const room = await roomFor(me.id, { kind, id: params.id });
          if (room.readOnly) throw conflict(roomMessages.readOnly);
          const body = (ctx.request.body ?? {}) as Record<string, unknown>;
          const raw = Array.isArray(body.clientId) ? body.clientId[0] : body.clientId;
          const clientId = z.string().trim().min(1).max(64).safeParse(raw);
          if (!clientId.success) throw badRequest('clientId is required.', 'clientId');
          if (files.length !== 1) throw badRequest('Attach one file at a time.', 'file');
          const [stored] = await storeUploads(storage, files, undefined, {
            db,
            userId: ctx.state.user!.id,
            limitMb: config.uploadQuotaMb,
          });
          const { row, created } = await saveMessage(
            db,
            {
              room: { kind, id: params.id },
              senderId: me.id,
              clientId: clientId.data,
              body: stored.originalName,
              attachment: {
                name: stored.originalName,
                stored: stored.storedName,
                mime: stored.mime,
                size: stored.size,
              },
            },
            clock.now(),
          );
          if (created) hubFor(db).broadcastMessage(room.key, row);
          else await removeStored(storage, [stored.storedName]);
          ctx.status = created ? 201 : 200;
          ctx.body = presentMessage(row, me.id);
        } finally {
          await discardTemp(files);
        }
      },
    );
  }

  const file = { params: z.object({ id: idSchema }) };
  router.get('/consultation-files/:id', auth, validate(file), async (ctx) => {
    const { params } = inputOf(ctx.state, file);
    const me = ctx.state.user!;
    const row = await db
      .selectFrom('consultation_messages')
      .selectAll()
      .where('id', '=', params.id)
      .executeTakeFirst();
    // The same door as the room's: only its participants, while it is open (read-only counts).
    const room = row ? await findRoom(db, me.id, roomOfMessage(row)) : undefined;
    if (!row?.attachment_stored || !room) throw notFound('File not found.');
    await sendStoredFile(ctx, storage, {
      original_name: row.attachment_name ?? 'document',
      stored_name: row.attachment_stored,
      mime: row.attachment_mime ?? 'application/octet-stream',
      size: row.attachment_size ?? 0,
    });
  });

  return router;
}
