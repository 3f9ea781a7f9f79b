// The two request routes that carry files: POST /api/create-request (multipart: the form's fields and up to
// N documents, each checked by content) and GET /api/files/:id (a request's document, to its participants only).
// Not yet declared in the contract: multipart inputs and file replies come next.
import { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { allTimeSlots, idSchema, requestConsultationTypes, requestMessages } from '@contract';
import { newId, nowIso } from '../../db/ids';
import { requireAuth } from '../../middlewares/auth';
import { multipart } from '../../middlewares/body';
import { rateLimit } from '../../middlewares/rateLimit';
import { badRequest, notFound } from '../../errors';
import { inputOf, validate } from '../../middlewares/validate';
import { presentRequests } from '../../presenters/request';
import { discardTemp, removeStored, storeUploads, type IncomingFile } from '../../services/files';
import { sendStoredFile } from '../fileReplies';
import { notify } from '../../services/notifications';
import { lawyerViewFor } from '../../services/privacy';
import { requestsLink } from '../../services/requests';
import type { AppDeps } from '../../types';

const requiredFields = ['title', 'description', 'mention', 'consultationType', 'date', 'timing'] as const;

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

export function requestUploadsRouter({ db, config, storage, clock }: AppDeps): Router {
  const router = new Router();
  const auth = requireAuth({ db, jwtSecret: config.jwtSecret });

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
        ctx.body = (await presentRequests(db, [row], me))[0];
      } finally {
        await discardTemp(files);
      }
    },
  );

  const byId = { params: z.object({ id: idSchema }) };

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
