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
  type InputOf,
  type MessageResponse,
} from '@contract';
import type { Db } from '../db/connection';
import { newId } from '../db/ids';
import type { DocumentRow, UserRow } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { presentDocuments } from '../presenters/document';
import type { AppDeps } from '../types';
import { checkPin } from './documentPins';
import { storeAndRecord } from './files';
import { hashPassword } from './passwords';
import { matches } from './payments/period';

export type DocumentDeps = Pick<AppDeps, 'db' | 'clock' | 'storage' | 'config'>;
type Me = Pick<UserRow, 'id'>;
type Endpoints = typeof documentEndpoints;

const documentKinds = { mimes: ['image/png', 'image/jpeg', 'application/pdf'], label: documentUploadLabel };
const notShareable = 'You can share only with a lawyer you have a booking or request with.';

/** A document the caller owns (any state). */
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
    throw badRequest(notShareable, field);
}

export async function uploadDocument(
  { db, clock, storage, config }: DocumentDeps,
  me: Me,
  { body, files }: InputOf<Endpoints['upload']>,
): Promise<{ message: string; document: DocumentItem }> {
  const [file] = files;
  if (!file) throw badRequest(documentMessages.selectFile, 'file');
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

export async function listDocuments(
  { db }: Pick<DocumentDeps, 'db'>,
  me: Me,
  { query }: InputOf<Endpoints['list']>,
): Promise<DocumentItem[]> {
  const rows =
    query.tab === 'deleted'
      ? db
          .selectFrom('documents')
          .selectAll()
          .where('user_id', '=', me.id)
          .where('deleted_at', 'is not', null)
      : openTo(db, me.id);
  const found = await rows.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  const items = await presentDocuments(db, found, me.id);
  return items.filter((d) => matches(query.q, d.name, d.description, d.docType, d.sharedWith));
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
  if (!row) throw notFound('Document not found.');
  if (row.pin_hash) await checkPin(db, row.id, row.pin_hash, body.pin ?? '', clock.now());
  return row;
}
