// Consultation requests: list by tab, create (multipart with documents), delete, accept, complete; and
// GET /api/files/:id to download a request's document (participants only).
import { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  allTimeSlots,
  idSchema,
  requestConsultationTypes,
  requestMessages,
  requestStatusSchema,
  type ConsultationRequest,
  type MessageResponse,
} from '@contract';
import { newId, nowIso } from '../../db/ids';
import type { Db } from '../../db/connection';
import type { RequestRow, UserRow } from '../../db/schema';
import { requireAuth } from '../../middlewares/auth';
import { multipart } from '../../middlewares/body';
import { rateLimit } from '../../middlewares/rateLimit';
import { badRequest, conflict, forbidden, notFound } from '../../middlewares/errors';
import { inputOf, validate } from '../../middlewares/validate';
import {
  discardTemp,
  removeStored,
  sendStoredFile,
  storeUploads,
  type IncomingFile,
} from '../../services/files';
import { notify } from '../../services/notifications';
import { getUserSettings } from '../../services/settings';
import { shownMention } from '../../presenters/mention';
import { lawyerViewFor } from '../../services/privacy';
import type { AppDeps } from '../../types';
import { photoPath } from '../profile';

const requiredFields = ['title', 'description', 'mention', 'consultationType', 'date', 'timing'] as const;

/** Requests the user may see: their own, or those naming them as the mentioned or assigned lawyer. */
function visibleTo(db: Db, userId: string) {
  return db
    .selectFrom('requests')
    .selectAll('requests')
    .where((eb) =>
      eb.or([
        eb('owner_id', '=', userId),
        eb('lawyer_id', '=', userId),
        eb('assigned_lawyer_id', '=', userId),
      ]),
    );
}

async function present(db: Db, rows: RequestRow[], me: UserRow): Promise<ConsultationRequest[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const docs = await db
    .selectFrom('request_documents')
    .select(['id', 'request_id', 'original_name'])
    .where('request_id', 'in', ids)
    .orderBy('id') // upload order: ids are monotonic ULIDs
    .execute();
  const lawyerIds = [
    ...new Set(
      rows
        .flatMap((r) => [r.assigned_lawyer_id, r.mention_by_profile ? r.lawyer_id : null])
        .filter((v): v is string => !!v),
    ),
  ];
  // The photo as everywhere else: the user's own upload, served (to signed-in users) at photoPath.
  const lawyers = lawyerIds.length
    ? await db
        .selectFrom('users')
        .leftJoin('user_profiles', 'user_profiles.user_id', 'users.id')
        .select(['users.id', 'users.name', 'user_profiles.photo_stored_name'])
        .where('users.id', 'in', lawyerIds)
        .execute()
    : [];
  const lawyerOf = new Map(lawyers.map((l) => [l.id, l]));
  return rows.map((r) => {
    const lawyer = r.assigned_lawyer_id ? lawyerOf.get(r.assigned_lawyer_id) : undefined;
    return {
      _id: r.id,
      title: r.title,
      description: r.description,
      budget: r.budget_paise === null ? null : r.budget_paise / 100,
      consultationType: r.consultation_type,
      date: r.date,
      timing: r.timing,
      mention: shownMention(r, r.lawyer_id ? lawyerOf.get(r.lawyer_id)?.name : null, me.id),
      documents: docs.filter((d) => d.request_id === r.id).map((d) => ({ _id: d.id, name: d.original_name })),
      expert: lawyer?.name ?? '',
      image: lawyer?.photo_stored_name ? photoPath(lawyer.id, lawyer.photo_stored_name) : '',
      status: r.status,
      canAccept: r.status === 'new' && r.lawyer_id === me.id,
      canComplete: r.status === 'on-going' && (r.owner_id === me.id || r.assigned_lawyer_id === me.id),
      // The same door as the chat room's (services/consultations findRoom).
      canChat:
        r.status !== 'new' &&
        !!r.assigned_lawyer_id &&
        (r.owner_id === me.id || r.assigned_lawyer_id === me.id),
      isOwner: r.owner_id === me.id,
      updatedAt: r.updated_at,
    };
  });
}

function filesOf(ctx: Context): IncomingFile[] {
  const files = (ctx.request as { files?: Record<string, unknown> }).files ?? {};
  return Object.values(files).flatMap((f) => (Array.isArray(f) ? f : f ? [f] : [])) as IncomingFile[];
}

function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : '';
}

/** Earliest calendar date that is "today" somewhere a client may be (UTC-12). */
function earliestToday(now: Date): string {
  return new Date(now.getTime() - 12 * 3600_000).toISOString().slice(0, 10);
}

function isRealDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const d = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === date;
}

const emailSchema = z.email();
const requestsLink = '/dashboard/create-request';

/**
 * New requests addressed to this lawyer by clients who never booked them: with 'Filter messages from unknown
 * users' on, these live in a separate 'Message requests' list instead of the lawyer's New tab.
 */
function fromUnknown<Q extends ReturnType<typeof visibleTo>>(
  query: Q,
  lawyerId: string,
  unknown: boolean,
): Q {
  return query.where((eb) => {
    const isUnknown = eb.and([
      eb('requests.lawyer_id', '=', lawyerId),
      eb('requests.owner_id', '<>', lawyerId),
      eb('requests.status', '=', 'new'),
      eb.not(
        eb.exists(
          eb
            .selectFrom('bookings')
            .select('bookings.id')
            .whereRef('bookings.client_id', '=', 'requests.owner_id')
            .where('bookings.lawyer_id', '=', lawyerId)
            .where('bookings.status', '<>', 'cancelled'),
        ),
      ),
    ]);
    return unknown ? isUnknown : eb.not(isUnknown);
  }) as Q;
}

export function requestsRouter({ db, config, storage, clock }: AppDeps): Router {
  const router = new Router();
  const auth = requireAuth({ db, jwtSecret: config.jwtSecret });

  const list = {
    query: z.object({
      tab: requestStatusSchema.default('on-going'),
      /** 'unknown': the lawyer's message requests (from clients with no booking with them). */
      from: z.enum(['all', 'unknown']).default('all'),
    }),
  };
  router.get('/requests', auth, validate(list), async (ctx) => {
    const { query } = inputOf(ctx.state, list);
    const me = ctx.state.user!;
    const filtering = me.role === 'professional' && (await getUserSettings(db, me.id)).filterUnknownMessages;
    if (query.from === 'unknown' && !filtering) {
      // With the filter off nothing is set aside: every request shows in its tab.
      ctx.body = [];
      return;
    }
    let rows = visibleTo(db, me.id).where('status', '=', query.tab);
    if (filtering) rows = fromUnknown(rows, me.id, query.from === 'unknown');
    const found = await rows.orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
    ctx.body = await present(db, found, me);
  });

  // Per account, as bookings: enough for real use, stops a script from flooding lawyers with requests.
  const createLimit = rateLimit({
    windowMs: 10 * 60_000,
    max: 30,
    now: () => clock.now().getTime(),
    key: (ctx) => `create-request:${ctx.state.user!.id}`,
    message: (seconds) =>
      `You have created many requests in a short time. Please try again in ${seconds} seconds.`,
  });

  /** A verified lawyer the client may see, mentioned from their profile; else 404 as for an unknown id. */
  async function mentionedById(id: string, viewerId: string) {
    const lawyer = await db
      .selectFrom('users')
      .innerJoin('lawyer_profiles', 'lawyer_profiles.user_id', 'users.id')
      .select(['users.id', 'users.email'])
      .where('users.id', '=', id)
      .where('lawyer_profiles.verification_status', '=', 'verified')
      .executeTakeFirst();
    if (!lawyer || lawyer.id === viewerId || !(await lawyerViewFor(db, lawyer.id, viewerId)).visible)
      throw notFound('Lawyer not found.');
    return lawyer;
  }

  router.post(
    '/create-request',
    auth,
    createLimit,
    multipart({ maxUploadMb: config.maxUploadMb }),
    async (ctx) => {
      const files = filesOf(ctx);
      try {
        const body = (ctx.request.body ?? {}) as Record<string, unknown>;
        // From a lawyer's profile the mention names the lawyer by id (mentionId): their e-mail may be private.
        const mentionId = field(body, 'mentionId');
        const missing = requiredFields.filter(
          (name) => !field(body, name) && !(name === 'mention' && mentionId),
        );
        if (missing.length)
          throw badRequest(`${requestMessages.missingFields} Missing: ${missing.join(', ')}.`);
        const me = ctx.state.user!;
        const byProfile = mentionId ? await mentionedById(mentionId, me.id) : null;
        const mention = byProfile?.email ?? field(body, 'mention').toLowerCase();
        if (!byProfile && !emailSchema.safeParse(mention).success)
          throw badRequest('Please enter a valid email.', 'mention');
        const consultationType = field(body, 'consultationType');
        if (!(requestConsultationTypes as readonly string[]).includes(consultationType))
          throw badRequest('Consultation type must be Online or On-site.', 'consultationType');
        const date = field(body, 'date');
        if (!isRealDate(date)) throw badRequest('Date must look like YYYY-MM-DD.', 'date');
        if (date < earliestToday(clock.now())) throw badRequest('Date must be today or later.', 'date');
        const timing = field(body, 'timing');
        if (!allTimeSlots.includes(timing))
          throw badRequest('Timing must be a 30-minute slot from 10:00 AM to 5:30 PM.', 'timing');
        const budgetText = field(body, 'budget');
        let budgetPaise: number | null = null;
        if (budgetText) {
          if (!/^\d{1,9}(\.\d{1,2})?$/.test(budgetText))
            throw badRequest('Budget must be an amount in rupees.', 'budget');
          budgetPaise = Math.round(Number(budgetText) * 100);
        }
        const title = field(body, 'title');
        const description = field(body, 'description');
        if (title.length > 200) throw badRequest('Title is too long (200 characters at most).', 'title');
        if (description.length > 5000)
          throw badRequest('Description is too long (5000 characters at most).', 'description');
        if (files.length > config.maxFilesPerRequest)
          throw badRequest(
            `Too many files: up to ${config.maxFilesPerRequest} files per request.`,
            'documents',
          );

        const stored = await storeUploads(storage, files, undefined, {
          db,
          userId: ctx.state.user!.id,
          limitMb: config.uploadQuotaMb,
        });
        const mentioned = await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', mention)
          .where('role', '=', 'professional')
          .executeTakeFirst();
        // A lawyer who hid their profile from strangers cannot be reached through a mention either: for
        // anyone who may not see the profile, the address is treated like one of no lawyer.
        const reachable =
          mentioned && mentioned.id !== me.id && (await lawyerViewFor(db, mentioned.id, me.id)).visible;
        const lawyer = reachable ? mentioned : null;
        const now = nowIso();
        const id = newId();
        try {
          await db.transaction().execute(async (trx) => {
            await trx
              .insertInto('requests')
              .values({
                id,
                owner_id: me.id,
                title,
                description,
                budget_paise: budgetPaise,
                consultation_type: consultationType as 'Online' | 'On-site',
                date,
                timing,
                mention,
                mention_by_profile: byProfile ? 1 : 0,
                lawyer_id: lawyer?.id ?? null,
                assigned_lawyer_id: null,
                status: 'new',
                created_at: now,
                updated_at: now,
              })
              .execute();
            for (const file of stored) {
              await trx
                .insertInto('request_documents')
                .values({
                  id: newId(),
                  request_id: id,
                  original_name: file.originalName,
                  stored_name: file.storedName,
                  mime: file.mime,
                  size: file.size,
                  created_at: now,
                })
                .execute();
            }
            if (lawyer)
              await notify(trx, {
                userId: lawyer.id,
                kind: 'request',
                message: `${me.name} mentioned you in a request: ${title}`,
                link: requestsLink,
              });
          });
        } catch (error) {
          await removeStored(
            storage,
            stored.map((s) => s.storedName),
          );
          throw error;
        }
        const row = await db
          .selectFrom('requests')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        ctx.status = 201;
        ctx.body = (await present(db, [row], me))[0];
      } finally {
        await discardTemp(files);
      }
    },
  );

  const byId = { params: z.object({ id: idSchema }) };

  async function findVisible(userId: string, id: string): Promise<RequestRow> {
    const row = await visibleTo(db, userId).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Request not found.');
    return row;
  }

  router.delete('/requests/:id', auth, validate(byId), async (ctx) => {
    const { params } = inputOf(ctx.state, byId);
    const me = ctx.state.user!;
    const row = await db
      .selectFrom('requests')
      .select('id')
      .where('id', '=', params.id)
      .where('owner_id', '=', me.id)
      .executeTakeFirst();
    // Someone else's request answers exactly like a missing one.
    if (!row) throw notFound('Request not found.');
    const docs = await db
      .selectFrom('request_documents')
      .select('stored_name')
      .where('request_id', '=', row.id)
      .execute();
    await db.deleteFrom('requests').where('id', '=', row.id).execute();
    await removeStored(
      storage,
      docs.map((d) => d.stored_name),
    );
    ctx.body = { message: requestMessages.deleted } satisfies MessageResponse;
  });

  router.post('/requests/:id/accept', auth, validate(byId), async (ctx) => {
    const { params } = inputOf(ctx.state, byId);
    const me = ctx.state.user!;
    const row = await findVisible(me.id, params.id);
    if (row.lawyer_id !== me.id) throw forbidden('Only the mentioned legal expert can accept this request.');
    if (row.status !== 'new') throw conflict('This request has already been accepted.');
    await db.transaction().execute(async (trx) => {
      const accepted = await trx
        .updateTable('requests')
        .set({ status: 'on-going', assigned_lawyer_id: me.id, updated_at: nowIso() })
        .where('id', '=', row.id)
        .where('status', '=', 'new')
        .executeTakeFirst();
      if (Number(accepted.numUpdatedRows) > 0)
        await notify(trx, {
          userId: row.owner_id,
          kind: 'request',
          message: `${me.name} accepted your request: ${row.title}`,
          link: requestsLink,
        });
    });
    const updated = await findVisible(me.id, row.id);
    ctx.body = (await present(db, [updated], me))[0];
  });

  router.post('/requests/:id/complete', auth, validate(byId), async (ctx) => {
    const { params } = inputOf(ctx.state, byId);
    const me = ctx.state.user!;
    const row = await findVisible(me.id, params.id);
    if (row.owner_id !== me.id && row.assigned_lawyer_id !== me.id)
      throw forbidden('Only the client or the assigned legal expert can complete this request.');
    if (row.status !== 'on-going') throw conflict('Only an on-going request can be marked completed.');
    await db.transaction().execute(async (trx) => {
      const completed = await trx
        .updateTable('requests')
        .set({ status: 'completed', updated_at: nowIso() })
        .where('id', '=', row.id)
        .where('status', '=', 'on-going')
        .executeTakeFirst();
      const other = row.owner_id === me.id ? row.assigned_lawyer_id : row.owner_id;
      if (Number(completed.numUpdatedRows) > 0 && other)
        await notify(trx, {
          userId: other,
          kind: 'request',
          message: `${me.name} marked the request "${row.title}" completed.`,
          link: requestsLink,
        });
    });
    const updated = await findVisible(me.id, row.id);
    ctx.body = (await present(db, [updated], me))[0];
  });

  router.get('/files/:id', auth, validate(byId), async (ctx) => {
    const { params } = inputOf(ctx.state, byId);
    const me = ctx.state.user!;
    const doc = await db
      .selectFrom('request_documents')
      .innerJoin('requests', 'requests.id', 'request_documents.request_id')
      .select([
        'request_documents.original_name',
        'request_documents.stored_name',
        'request_documents.mime',
        'request_documents.size',
      ])
      .where('request_documents.id', '=', params.id)
      .where((eb) =>
        eb.or([
          eb('requests.owner_id', '=', me.id),
          eb('requests.lawyer_id', '=', me.id),
          eb('requests.assigned_lawyer_id', '=', me.id),
        ]),
      )
      .executeTakeFirst();
    if (!doc) throw notFound('File not found.');
    await sendStoredFile(ctx, storage, doc);
  });

  return router;
}
