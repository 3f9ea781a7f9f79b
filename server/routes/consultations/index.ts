// Consultation rooms (the booking's two participants only; anyone else gets 404):
// GET /api/consultations/:bookingId (room: people, ICE servers, auto-end setting, metering),
// GET /api/consultations/:bookingId/messages?before=&limit= (chat history, oldest first),
// POST /api/consultations/:bookingId/attachments (multipart file + clientId; the upload rules of every upload),
// GET /api/consultation-files/:messageId (download). Live chat and calls go over the WebSocket (server/realtime).
import { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  consultationMessagesQuerySchema,
  idSchema,
  type ConsultationMessagePage,
  type ConsultationRoom,
} from '@contract';
import { requireAuth } from '../../middlewares/auth';
import { multipart } from '../../middlewares/body';
import { badRequest, notFound } from '../../middlewares/errors';
import { rateLimit } from '../../middlewares/rateLimit';
import { inputOf, validate } from '../../middlewares/validate';
import { presentMessage } from '../../presenters/consultationMessage';
import { listMessages, roomBooking, saveMessage } from '../../services/consultations';
import {
  discardTemp,
  removeStored,
  sendStoredFile,
  storeUploads,
  type IncomingFile,
} from '../../services/files';
import { getUserSettings } from '../../services/settings';
import { hubFor } from '../../realtime/hub';
import type { AppDeps } from '../../types';

function filesOf(ctx: Context): IncomingFile[] {
  const files = (ctx.request as { files?: Record<string, unknown> }).files ?? {};
  return Object.values(files).flatMap((f) => (Array.isArray(f) ? f : f ? [f] : [])) as IncomingFile[];
}

export function consultationsRouter({ db, config, storage, clock }: AppDeps): Router {
  const router = new Router();
  const auth = requireAuth({ db, jwtSecret: config.jwtSecret });
  const byBooking = { params: z.object({ bookingId: idSchema }) };

  async function booking(userId: string, bookingId: string) {
    const row = await roomBooking(db, userId, bookingId);
    if (!row) throw notFound('Booking not found.');
    return row;
  }

  router.get('/consultations/:bookingId', auth, validate(byBooking), async (ctx) => {
    const { params } = inputOf(ctx.state, byBooking);
    const me = ctx.state.user!;
    const row = await booking(me.id, params.bookingId);
    const otherId = row.client_id === me.id ? row.lawyer_id : row.client_id;
    const other = await db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', '=', otherId)
      .executeTakeFirstOrThrow();
    const settings = await getUserSettings(db, me.id);
    ctx.body = {
      _id: row.id,
      topic: row.topic,
      mode: row.mode,
      startAt: row.start_at,
      endAt: row.end_at,
      me: { _id: me.id, name: me.name },
      otherParty: { _id: other.id, name: other.name },
      iceServers: config.iceServers,
      autoEndCall: settings.autoEndCall,
      meteredMinutes: row.metered_minutes,
      pricePaise: row.price_paise,
    } satisfies ConsultationRoom;
  });

  const page = { params: byBooking.params, query: consultationMessagesQuerySchema };
  router.get('/consultations/:bookingId/messages', auth, validate(page), async (ctx) => {
    const { params, query } = inputOf(ctx.state, page);
    const me = ctx.state.user!;
    await booking(me.id, params.bookingId);
    const { rows, hasMore } = await listMessages(db, params.bookingId, query.before, query.limit);
    ctx.body = {
      items: rows.map((r) => presentMessage(r, me.id)),
      hasMore,
    } satisfies ConsultationMessagePage;
  });

  const uploadLimit = rateLimit({
    windowMs: 10 * 60_000,
    max: 30,
    now: () => clock.now().getTime(),
    key: (ctx) => `consultation-upload:${ctx.state.user?.id ?? ctx.ip}`,
  });
  const attach = { params: byBooking.params };
  router.post(
    '/consultations/:bookingId/attachments',
    auth,
    uploadLimit,
    validate(attach),
    multipart({ maxUploadMb: config.maxUploadMb }),
    async (ctx) => {
      const files = filesOf(ctx);
      try {
        const { params } = inputOf(ctx.state, attach);
        const me = ctx.state.user!;
        await booking(me.id, params.bookingId);
        const body = (ctx.request.body ?? {}) as Record<string, unknown>;
        const raw = Array.isArray(body.clientId) ? body.clientId[0] : body.clientId;
        const clientId = z.string().trim().min(1).max(64).safeParse(raw);
        if (!clientId.success) throw badRequest('clientId is required.', 'clientId');
        if (files.length !== 1) throw badRequest('Attach one file at a time.', 'file');
        const [stored] = await storeUploads(storage, files);
        const { row, created } = await saveMessage(
          db,
          {
            bookingId: params.bookingId,
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
        if (created) hubFor(db).broadcastMessage(params.bookingId, row);
        else await removeStored(storage, [stored.storedName]);
        ctx.status = created ? 201 : 200;
        ctx.body = presentMessage(row, me.id);
      } finally {
        await discardTemp(files);
      }
    },
  );

  const file = { params: z.object({ id: idSchema }) };
  router.get('/consultation-files/:id', auth, validate(file), async (ctx) => {
    const { params } = inputOf(ctx.state, file);
    const me = ctx.state.user!;
    const row = await db
      .selectFrom('consultation_messages')
      .innerJoin('bookings', 'bookings.id', 'consultation_messages.booking_id')
      .select([
        'consultation_messages.attachment_name',
        'consultation_messages.attachment_stored',
        'consultation_messages.attachment_mime',
        'consultation_messages.attachment_size',
      ])
      .where('consultation_messages.id', '=', params.id)
      .where((eb) => eb.or([eb('bookings.client_id', '=', me.id), eb('bookings.lawyer_id', '=', me.id)]))
      .executeTakeFirst();
    if (!row?.attachment_stored) throw notFound('File not found.');
    await sendStoredFile(ctx, storage, {
      original_name: row.attachment_name ?? 'document',
      stored_name: row.attachment_stored,
      mime: row.attachment_mime ?? 'application/octet-stream',
      size: row.attachment_size ?? 0,
    });
  });

  return router;
}
