// The Documents tab, as use cases: content-checked uploads (PNG, JPG/JPEG, PDF) with an optional secured PIN,
// the list (own and shared with me, or my deleted ones), soft delete and restore, sharing with a lawyer the owner
// has a booking or request with, and the download behind the PIN. Who may see a document is written once here:
// its owner, and the lawyer it is shared with while it is not deleted; anyone else is answered as if it did
// not exist.
import {
  documentEndpoints,
  documentMessages,
  documentUploadLabel,
  type DocumentItem,
  type DocumentPage,
  type InputOf,
  type MessageResponse,
} from '@contract';
import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
import { newId } from '../db/ids';
import type { DocumentRow, UserRow } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { docTypeOf, presentDocuments } from '../presenters/document';
import type { AppDeps } from '../types';
import { checkPin } from './documentPins';
import { storeAndRecord } from './files';
import { hashPassword } from './passwords';
import { keysetPage, keysetRange } from './paging';

export type DocumentDeps = Pick<AppDeps, 'db' | 'clock' | 'storage' | 'config'>;
type Me = Pick<UserRow, 'id'>;
type Endpoints = typeof documentEndpoints;

const documentKinds = { mimes: ['image/png', 'image/jpeg', 'application/pdf'], label: documentUploadLabel };

/** A document the caller owns (any state). */
async function ownDocument(db: Db, userId: string, id: string): Promise<DocumentRow> {
  const row = await db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('document_not_found');
  return row;
}

/** Documents the caller may open: their own and those shared with them, not deleted. */
const openTo = (db: Db, userId: string) =>
  db
    .selectFrom('documents')
    .selectAll()
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('shared_with', '=', userId)]));

const presentOne = async (db: Db, row: DocumentRow, meId: string) =>
  (await presentDocuments(db, [row], meId))[0];

/** Lawyers the user has a booking or a request with: the only people a document can be shared with. */
export async function shareTargets(
  { db }: Pick<DocumentDeps, 'db'>,
  me: Me,
): Promise<{ _id: string; name: string }[]> {
  const bookings = await db
    .selectFrom('bookings')
    .select('lawyer_id')
    .where('client_id', '=', me.id)
    .execute();
  const requests = await db
    .selectFrom('requests')
    .select(['assigned_lawyer_id', 'lawyer_id'])
    .where('owner_id', '=', me.id)
    .execute();
  const ids = [
    ...new Set([
      ...bookings.map((b) => b.lawyer_id),
      ...requests.flatMap((r) => [r.assigned_lawyer_id, r.lawyer_id]),
    ]),
  ].filter((id): id is string => !!id && id !== me.id);
  if (!ids.length) return [];
  const users = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .orderBy('name')
    .execute();
  return users.map((u) => ({ _id: u.id, name: u.name }));
}

async function ensureShareable(db: Db, me: Me, lawyerId: string | null, field: string) {
  if (lawyerId && !(await shareTargets({ db }, me)).some((t) => t._id === lawyerId))
    throw badRequest('document_share_not_allowed', field);
}

export async function uploadDocument(
  { db, clock, storage, config }: DocumentDeps,
  me: Me,
  { body, files }: InputOf<Endpoints['upload']>,
): Promise<{ message: string; document: DocumentItem }> {
  const [file] = files;
  if (!file) throw badRequest('select_file', 'file');
  const sharedWith = body.sharedWith || null;
  await ensureShareable(db, me, sharedWith, 'sharedWith');
  const id = newId();
  const quota = { db, userId: me.id, limitMb: config.uploadQuotaMb };
  await storeAndRecord(storage, [file], documentKinds, quota, async ([saved]) => {
    await db
      .insertInto('documents')
      .values({
        id,
        user_id: me.id,
        original_name: body.fileName || saved.originalName,
        stored_name: saved.storedName,
        mime: saved.mime,
        size: saved.size,
        description: body.description,
        pin_hash: body.pin ? await hashPassword(body.pin) : null,
        pin_failures: 0,
        pin_locked_until: null,
        shared_with: sharedWith,
        deleted_at: null,
        created_at: clock.now().toISOString(),
      })
      .execute();
  });
  return {
    message: documentMessages.uploaded,
    document: await presentOne(db, await ownDocument(db, me.id, id), me.id),
  };
}

type DocumentQuery = SelectQueryBuilder<Database, 'documents', DocumentRow>;

/**
 * The rows whose shown words hold `q` (any case): name, description, type, and whom it is shared with (the owner
 * sees the lawyer's name, the lawyer "From " and the owner's), searched in SQL so pages stay whole.
 */
function searched(rows: DocumentQuery, q: string, meId: string): DocumentQuery {
  const needle = q.trim().toLowerCase();
  if (!needle) return rows;
  const pattern = `%${needle.replace(/[!%_]/g, '!$&')}%`;
  const holds = (text: Expression<unknown>) => sql<SqlBool>`lower(${text}) like ${pattern} escape '!'`;
  // The type as docTypeOf words it: PDF, PNG image, and JPEG image for any other kind.
  const typed = (mime: string) => docTypeOf(mime).toLowerCase().includes(needle);
  const [pdf, png] = ['application/pdf', 'image/png'];
  return rows.where((eb) =>
    eb.or([
      holds(sql.ref('documents.original_name')),
      holds(sql.ref('documents.description')),
      ...(typed(pdf) ? [eb('documents.mime', '=', pdf)] : []),
      ...(typed(png) ? [eb('documents.mime', '=', png)] : []),
      ...(typed('') ? [eb('documents.mime', 'not in', [pdf, png])] : []),
      eb.and([
        eb('documents.user_id', '=', meId),
        eb.exists(
          eb
            .selectFrom('users as lawyer')
            .select('lawyer.id')
            .whereRef('lawyer.id', '=', 'documents.shared_with')
            .where(holds(sql.ref('lawyer.name'))),
        ),
      ]),
      eb.and([
        eb('documents.user_id', '<>', meId),
        eb.exists(
          eb
            .selectFrom('users as owner')
            .select('owner.id')
            .whereRef('owner.id', '=', 'documents.user_id')
            .where(holds(sql`'From ' || ${sql.ref('owner.name')}`)),
        ),
      ]),
    ]),
  );
}

export async function listDocuments(
  { db }: Pick<DocumentDeps, 'db'>,
  me: Me,
  { query }: InputOf<Endpoints['list']>,
): Promise<DocumentPage> {
  const rows: DocumentQuery =
    query.tab === 'deleted'
      ? db
          .selectFrom('documents')
          .selectAll()
          .where('user_id', '=', me.id)
          .where('deleted_at', 'is not', null)
      : openTo(db, me.id);
  const found = await keysetRange(searched(rows, query.q, me.id), ['documents.created_at', 'documents.id'], {
    direction: 'desc',
    take: query.limit + 1,
    cursor: query.cursor,
  }).execute();
  const page = keysetPage(found, query.limit, (r) => ({ at: r.created_at, id: r.id }));
  return { items: await presentDocuments(db, page.rows, me.id), nextCursor: page.nextCursor };
}

export async function deleteDocument(
  { db, clock }: Pick<DocumentDeps, 'db' | 'clock'>,
  me: Me,
  { params }: InputOf<Endpoints['remove']>,
): Promise<MessageResponse> {
  const row = await ownDocument(db, me.id, params.id);
  if (!row.deleted_at)
    await db
      .updateTable('documents')
      .set({ deleted_at: clock.now().toISOString() })
      .where('id', '=', row.id)
      .execute();
  return { message: 'Document deleted' };
}

export async function restoreDocument(
  { db }: Pick<DocumentDeps, 'db'>,
  me: Me,
  { params }: InputOf<Endpoints['restore']>,
): Promise<DocumentItem> {
  const row = await ownDocument(db, me.id, params.id);
  await db.updateTable('documents').set({ deleted_at: null }).where('id', '=', row.id).execute();
  return presentOne(db, await ownDocument(db, me.id, row.id), me.id);
}

export async function shareDocument(
  { db }: Pick<DocumentDeps, 'db'>,
  me: Me,
  { params, body }: InputOf<Endpoints['share']>,
): Promise<DocumentItem> {
  const row = await ownDocument(db, me.id, params.id);
  await ensureShareable(db, me, body.lawyerId, 'lawyerId');
  await db.updateTable('documents').set({ shared_with: body.lawyerId }).where('id', '=', row.id).execute();
  return presentOne(db, await ownDocument(db, me.id, row.id), me.id);
}

/** The document to send, once its secured PIN (if any) is right: one try counted per call. */
export async function documentToDownload(
  { db, clock }: Pick<DocumentDeps, 'db' | 'clock'>,
  me: Me,
  { params, body }: InputOf<Endpoints['download']>,
): Promise<DocumentRow> {
  const row = await openTo(db, me.id).where('id', '=', params.id).executeTakeFirst();
  if (!row) throw notFound('document_not_found');
  if (row.pin_hash) await checkPin(db, row.id, row.pin_hash, body.pin ?? '', clock.now());
  return row;
}
