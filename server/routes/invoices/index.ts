// The Invoices screen's API. Documents: POST /api/invoices/upload (multipart), GET /api/documents?tab=&q=,
// DELETE /api/documents/:id, POST /api/documents/:id/restore, PUT /api/documents/:id/share,
// GET /api/documents/share-targets, POST /api/documents/:id/download ({ pin }). Invoices (services/invoices.ts):
// GET /api/invoices?q=&sort= (declared in contract/money.ts), GET /api/invoices/:id/pdf (its owner only).
import { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  documentMessages,
  documentTabs,
  idSchema,
  moneyEndpoints,
  pinSchema,
  type MessageResponse,
} from '@contract';
import type { Db } from '../../db/connection';
import { newId } from '../../db/ids';
import type { DocumentRow } from '../../db/schema';
import { requireAuth } from '../../middlewares/auth';
import { multipart } from '../../middlewares/body';
import { badRequest, notFound } from '../../errors';
import { rateLimit } from '../../middlewares/rateLimit';
import { inputOf, validate } from '../../middlewares/validate';
import { discardTemp, removeStored, storeUploads, type IncomingFile } from '../../services/files';
import { sendStoredFile, setAttachmentHeaders } from '../fileReplies';
import { hashPassword } from '../../services/passwords';
import { invoiceDocument, listInvoices } from '../../services/invoices';
import { matches } from '../../services/payments/period';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';
import { checkDocumentType, checkPin, presentDocuments, shareTargets } from './documents';

function filesOf(ctx: Context): IncomingFile[] {
  const files = (ctx.request as { files?: Record<string, unknown> }).files ?? {};
  return Object.values(files).flatMap((f) => (Array.isArray(f) ? f : f ? [f] : [])) as IncomingFile[];
}

function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : '';
}

/** A document the caller owns (any state); anyone else's answers like a missing one. */
async function ownDocument(db: Db, userId: string, id: string): Promise<DocumentRow> {
  const row = await db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('Document not found.');
  return row;
}

export function invoicesRouter({ db, config, storage, clock }: AppDeps): Router {
  const router = new Router();
  const auth = requireAuth({ db, jwtSecret: config.jwtSecret });
  const mount = mounter({ db, config });
  const uploadLimit = rateLimit({ windowMs: 60_000, max: 30, key: (ctx) => `doc-up:${ctx.state.user?.id}` });
  const pinLimit = rateLimit({
    windowMs: 60_000,
    max: 30,
    now: () => clock.now().getTime(),
    key: (ctx) => `doc-pin:${ctx.state.user?.id}`,
  });

  router.post(
    '/invoices/upload',
    auth,
    uploadLimit,
    multipart({ maxUploadMb: config.maxUploadMb }),
    async (ctx) => {
      const files = filesOf(ctx);
      try {
        const body = (ctx.request.body ?? {}) as Record<string, unknown>;
        if (files.length === 0) throw badRequest(documentMessages.selectFile, 'file');
        if (files.length > 1) throw badRequest('Upload one file at a time.', 'file');
        const description = field(body, 'description');
        if (description.length > 1000)
          throw badRequest('Description is too long (1000 characters at most).', 'description');
        const pin = field(body, 'pin');
        if (pin && !pinSchema.safeParse(pin).success) throw badRequest('PIN must be 4 to 6 digits.', 'pin');
        const sharedWith = field(body, 'sharedWith') || null;
        const me = ctx.state.user!;
        if (sharedWith && !(await shareTargets(db, me.id)).some((t) => t._id === sharedWith))
          throw badRequest(
            'You can share only with a lawyer you have a booking or request with.',
            'sharedWith',
          );
        const [file] = files;
        await checkDocumentType(file, file.originalFilename ?? 'document');
        const [stored] = await storeUploads(storage, [file], undefined, {
          db,
          userId: ctx.state.user!.id,
          limitMb: config.uploadQuotaMb,
        });
        const id = newId();
        try {
          await db
            .insertInto('documents')
            .values({
              id,
              user_id: me.id,
              // The spec's payload names the file separately (fileName); the upload's own name is the fallback.
              original_name: field(body, 'fileName').slice(0, 200) || stored.originalName,
              stored_name: stored.storedName,
              mime: stored.mime,
              size: stored.size,
              description,
              pin_hash: pin ? await hashPassword(pin) : null,
              pin_failures: 0,
              pin_locked_until: null,
              shared_with: sharedWith,
              deleted_at: null,
              created_at: clock.now().toISOString(),
            })
            .execute();
        } catch (error) {
          await removeStored(storage, [stored.storedName]);
          throw error;
        }
        const row = await ownDocument(db, me.id, id);
        ctx.status = 201;
        ctx.body = {
          message: documentMessages.uploaded,
          document: (await presentDocuments(db, [row], me.id))[0],
        };
      } finally {
        await discardTemp(files);
      }
    },
  );

  const list = {
    query: z.object({ tab: z.enum(documentTabs).default('all'), q: z.string().max(100).default('') }),
  };
  router.get('/documents', auth, validate(list), async (ctx) => {
    const { query } = inputOf(ctx.state, list);
    const me = ctx.state.user!;
    let rows = db.selectFrom('documents').selectAll();
    rows =
      query.tab === 'deleted'
        ? rows.where('user_id', '=', me.id).where('deleted_at', 'is not', null)
        : rows
            .where('deleted_at', 'is', null)
            .where((eb) => eb.or([eb('user_id', '=', me.id), eb('shared_with', '=', me.id)]));
    const found = await rows.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    const items = await presentDocuments(db, found, me.id);
    ctx.body = items.filter((d) => matches(query.q, d.name, d.description, d.docType, d.sharedWith));
  });

  router.get('/documents/share-targets', auth, async (ctx) => {
    ctx.body = await shareTargets(db, ctx.state.user!.id);
  });

  const byId = { params: z.object({ id: idSchema }) };
  router.delete('/documents/:id', auth, validate(byId), async (ctx) => {
    const { params } = inputOf(ctx.state, byId);
    const row = await ownDocument(db, ctx.state.user!.id, params.id);
    if (!row.deleted_at)
      await db
        .updateTable('documents')
        .set({ deleted_at: clock.now().toISOString() })
        .where('id', '=', row.id)
        .execute();
    ctx.body = { message: 'Document deleted' } satisfies MessageResponse;
  });

  router.post('/documents/:id/restore', auth, validate(byId), async (ctx) => {
    const { params } = inputOf(ctx.state, byId);
    const me = ctx.state.user!;
    const row = await ownDocument(db, me.id, params.id);
    await db.updateTable('documents').set({ deleted_at: null }).where('id', '=', row.id).execute();
    ctx.body = (await presentDocuments(db, [await ownDocument(db, me.id, row.id)], me.id))[0];
  });

  const share = { params: byId.params, body: z.object({ lawyerId: idSchema.nullable() }) };
  router.put('/documents/:id/share', auth, validate(share), async (ctx) => {
    const { params, body } = inputOf(ctx.state, share);
    const me = ctx.state.user!;
    const row = await ownDocument(db, me.id, params.id);
    if (body.lawyerId && !(await shareTargets(db, me.id)).some((t) => t._id === body.lawyerId))
      throw badRequest('You can share only with a lawyer you have a booking or request with.', 'lawyerId');
    await db.updateTable('documents').set({ shared_with: body.lawyerId }).where('id', '=', row.id).execute();
    ctx.body = (await presentDocuments(db, [await ownDocument(db, me.id, row.id)], me.id))[0];
  });

  const download = { params: byId.params, body: z.object({ pin: z.string().max(10).optional() }) };
  router.post('/documents/:id/download', auth, pinLimit, validate(download), async (ctx) => {
    const { params, body } = inputOf(ctx.state, download);
    const me = ctx.state.user!;
    const row = await db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', params.id)
      .where('deleted_at', 'is', null)
      .where((eb) => eb.or([eb('user_id', '=', me.id), eb('shared_with', '=', me.id)]))
      .executeTakeFirst();
    if (!row) throw notFound('Document not found.');
    if (row.pin_hash) await checkPin(db, row.id, row.pin_hash, body.pin ?? '', clock.now());
    await sendStoredFile(ctx, storage, row);
  });

  mount(router, moneyEndpoints.invoices, (input, me) => listInvoices(db, me, input));

  router.get('/invoices/:id/pdf', auth, validate(byId), async (ctx) => {
    const { params } = inputOf(ctx.state, byId);
    const me = ctx.state.user!;
    const pdf = await invoiceDocument(db, me.id, params.id, me.role === 'professional');
    setAttachmentHeaders(ctx, pdf.fileName, 'application/pdf');
    ctx.body = pdf.bytes;
  });

  return router;
}
