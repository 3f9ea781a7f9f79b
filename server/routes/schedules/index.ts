// Schedules of the signed-in user (client or lawyer): GET /api/schedules?tab=upcoming|live|completed with the
// count of every tab (decided by start/end times against the clock); POST /api/upload (multipart: file +
// scheduleId) attaches a document to a booking; GET /api/booking-documents/:id downloads it. Participants only.
import { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  bookingMessages,
  idSchema,
  scheduleTabSchema,
  scheduleTabs,
  type ScheduleList,
  type ScheduleTab,
} from '@contract';
import type { Db } from '../../db/connection';
import { newId, nowIso } from '../../db/ids';
import { requireAuth } from '../../middlewares/auth';
import { multipart } from '../../middlewares/body';
import { badRequest, notFound } from '../../errors';
import { rateLimit } from '../../middlewares/rateLimit';
import { inputOf, validate } from '../../middlewares/validate';
import { presentBookings } from '../../presenters/booking';
import { discardTemp, removeStored, storeUploads, type IncomingFile } from '../../services/files';
import { sendStoredFile } from '../fileReplies';
import type { AppDeps } from '../../types';
import { participantBooking } from '../../services/bookings';

function mine(db: Db, userId: string) {
  return db
    .selectFrom('bookings')
    .where((eb) => eb.or([eb('client_id', '=', userId), eb('lawyer_id', '=', userId)]))
    .where('status', '<>', 'cancelled');
}

/** ISO strings of one format compare like the instants they name. */
function inTab<Q extends ReturnType<typeof mine>>(query: Q, tab: ScheduleTab, now: string): Q {
  // A consultation completed (metered and closed) is 'completed' whatever the clock says: it no longer
  // shows as upcoming with Reschedule and Cancel.
  if (tab === 'completed')
    return query.where((eb) => eb.or([eb('end_at', '<=', now), eb('status', '=', 'completed')])) as Q;
  const open = query.where('status', '<>', 'completed');
  if (tab === 'upcoming') return open.where('start_at', '>', now) as Q;
  return open.where('start_at', '<=', now).where('end_at', '>', now) as Q;
}

function filesOf(ctx: Context): IncomingFile[] {
  const files = (ctx.request as { files?: Record<string, unknown> }).files ?? {};
  return Object.values(files).flatMap((f) => (Array.isArray(f) ? f : f ? [f] : [])) as IncomingFile[];
}

export function schedulesRouter({ db, config, storage, clock }: AppDeps): Router {
  const router = new Router();
  const auth = requireAuth({ db, jwtSecret: config.jwtSecret });

  const list = { query: z.object({ tab: scheduleTabSchema.default('upcoming') }) };
  router.get('/schedules', auth, validate(list), async (ctx) => {
    const { query } = inputOf(ctx.state, list);
    const me = ctx.state.user!;
    const now = clock.now().toISOString();
    const counts = Object.fromEntries(
      await Promise.all(
        scheduleTabs.map(async (tab) => {
          const row = await inTab(mine(db, me.id), tab, now)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow();
          return [tab, row.n];
        }),
      ),
    ) as ScheduleList['counts'];
    const rows = await inTab(mine(db, me.id), query.tab, now)
      .selectAll()
      .orderBy('start_at', query.tab === 'completed' ? 'desc' : 'asc')
      .orderBy('id')
      .limit(200)
      .execute();
    ctx.body = {
      tab: query.tab,
      items: await presentBookings(db, rows, me.id),
      counts,
    } satisfies ScheduleList;
  });

  const uploadLimit = rateLimit({
    windowMs: 10 * 60_000,
    max: 30,
    now: () => clock.now().getTime(),
    key: (ctx) => `upload:${ctx.state.user?.id ?? ctx.ip}`,
  });
  router.post('/upload', auth, uploadLimit, multipart({ maxUploadMb: config.maxUploadMb }), async (ctx) => {
    const files = filesOf(ctx);
    try {
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const raw = Array.isArray(body.scheduleId) ? body.scheduleId[0] : body.scheduleId;
      const scheduleId = idSchema.safeParse(typeof raw === 'string' ? raw.trim() : raw);
      if (!scheduleId.success) throw badRequest('scheduleId is required.', 'scheduleId');
      const me = ctx.state.user!;
      const booking = await participantBooking(db, me.id, scheduleId.data);
      if (files.length === 0) throw badRequest(bookingMessages.selectFile, 'file');
      if (files.length > 1) throw badRequest('Upload one file at a time.', 'file');
      const existing = await db
        .selectFrom('booking_documents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('booking_id', '=', booking.id)
        .executeTakeFirstOrThrow();
      if (existing.n >= config.maxFilesPerRequest)
        throw badRequest(`Too many files: up to ${config.maxFilesPerRequest} files per schedule.`, 'file');
      const [stored] = await storeUploads(storage, files, undefined, {
        db,
        userId: ctx.state.user!.id,
        limitMb: config.uploadQuotaMb,
      });
      const id = newId();
      try {
        await db
          .insertInto('booking_documents')
          .values({
            id,
            booking_id: booking.id,
            uploaded_by: me.id,
            original_name: stored.originalName,
            stored_name: stored.storedName,
            mime: stored.mime,
            size: stored.size,
            created_at: nowIso(),
          })
          .execute();
      } catch (error) {
        await removeStored(storage, [stored.storedName]);
        throw error;
      }
      ctx.status = 201;
      ctx.body = {
        message: bookingMessages.uploaded(booking.id),
        document: { _id: id, name: stored.originalName },
      };
    } finally {
      await discardTemp(files);
    }
  });

  const byId = { params: z.object({ id: idSchema }) };
  router.get('/booking-documents/:id', auth, validate(byId), async (ctx) => {
    const { params } = inputOf(ctx.state, byId);
    const me = ctx.state.user!;
    const doc = await db
      .selectFrom('booking_documents')
      .innerJoin('bookings', 'bookings.id', 'booking_documents.booking_id')
      .select([
        'booking_documents.original_name',
        'booking_documents.stored_name',
        'booking_documents.mime',
        'booking_documents.size',
      ])
      .where('booking_documents.id', '=', params.id)
      .where((eb) => eb.or([eb('bookings.client_id', '=', me.id), eb('bookings.lawyer_id', '=', me.id)]))
      .executeTakeFirst();
    if (!doc) throw notFound('File not found.');
    await sendStoredFile(ctx, storage, doc);
  });

  return router;
}
