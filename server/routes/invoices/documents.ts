// Documents kept on the Invoices screen: content-checked uploads (PNG, JPG/JPEG, PDF), soft delete with restore,
// an optional secured PIN (hashed; 5 wrong tries lock it for 15 minutes) and sharing with a lawyer the owner
// has a booking or request with.
import { open } from 'node:fs/promises';
import { sql } from 'kysely';
import { HttpError } from '../../errors';
import { documentMessages, documentUploadLabel, errorCodes, type DocumentItem } from '@contract';
import type { Db } from '../../db/connection';
import type { DocumentRow } from '../../db/schema';
import { detectFileType, type IncomingFile } from '../../services/files';
import { verifyPassword } from '../../services/passwords';

export const pinMaxFailures = 5;
export const pinLockMinutes = 15;
const accepted = new Set(['image/png', 'image/jpeg', 'application/pdf']);

/** Refuses anything but PNG, JPEG or PDF by its first bytes (before storeUploads moves it). */
export async function checkDocumentType(file: IncomingFile, name: string): Promise<void> {
  const handle = await open(file.filepath, 'r');
  const head = Buffer.alloc(16);
  try {
    await handle.read(head, 0, 16, 0);
  } finally {
    await handle.close();
  }
  const type = detectFileType(head);
  if (!type || !accepted.has(type.mime))
    throw new HttpError(
      415,
      errorCodes.unsupportedMedia,
      `Unsupported file type: ${name}. Allowed: ${documentUploadLabel}.`,
    );
}

export const docTypeOf = (mime: string) =>
  mime === 'application/pdf' ? 'PDF' : mime === 'image/png' ? 'PNG image' : 'JPEG image';

/** Lawyers the user has a booking or a request with: the only people a document can be shared with. */
export async function shareTargets(db: Db, userId: string): Promise<{ _id: string; name: string }[]> {
  const bookings = await db
    .selectFrom('bookings')
    .select('lawyer_id')
    .where('client_id', '=', userId)
    .execute();
  const requests = await db
    .selectFrom('requests')
    .select(['assigned_lawyer_id', 'lawyer_id'])
    .where('owner_id', '=', userId)
    .execute();
  const ids = [
    ...new Set([
      ...bookings.map((b) => b.lawyer_id),
      ...requests.flatMap((r) => [r.assigned_lawyer_id, r.lawyer_id]),
    ]),
  ].filter((id): id is string => !!id && id !== userId);
  if (!ids.length) return [];
  const users = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .orderBy('name')
    .execute();
  return users.map((u) => ({ _id: u.id, name: u.name }));
}

export async function presentDocuments(db: Db, rows: DocumentRow[], meId: string): Promise<DocumentItem[]> {
  const sharedIds = [...new Set(rows.map((r) => r.shared_with).filter((v): v is string => !!v))];
  const ownerIds = [...new Set(rows.map((r) => r.user_id))];
  const ids = [...new Set([...sharedIds, ...ownerIds])];
  const users = ids.length
    ? await db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute()
    : [];
  const nameOf = new Map(users.map((u) => [u.id, u.name]));
  return rows.map((r) => ({
    _id: r.id,
    name: r.original_name,
    docType: docTypeOf(r.mime),
    description: r.description,
    securedPin: r.pin_hash !== null,
    // For a document shared with me, "Shared with" names its owner (who shared it).
    sharedWith:
      r.user_id === meId
        ? r.shared_with
          ? (nameOf.get(r.shared_with) ?? '')
          : ''
        : `From ${nameOf.get(r.user_id) ?? ''}`,
    sharedWithId: r.user_id === meId ? r.shared_with : null,
    isOwner: r.user_id === meId,
    createdAt: r.created_at,
    deletedAt: r.deleted_at,
  }));
}

/** 429 until the lock ends, saying when (the spec's 15 minutes when the lock has just begun). */
export const pinLocked = (until: Date, now: Date) => {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  const message =
    minutes === pinLockMinutes
      ? documentMessages.locked
      : documentMessages.locked.replace('15 minutes', minutes === 1 ? '1 minute' : `${minutes} minutes`);
  return new HttpError(429, errorCodes.rateLimited, message, undefined, {
    'Retry-After': String(Math.ceil((until.getTime() - now.getTime()) / 1000)),
  });
};
export const pinWrong = () => new HttpError(403, errorCodes.forbidden, documentMessages.wrongPin);

/**
 * One PIN try: claimed with one guarded update BEFORE the PIN is checked, so parallel guesses cannot get past
 * the limit (the update is refused once 5 tries are in, or while locked); the 5th try starts the lock, and a
 * locked document answers 429 with when, the right PIN included. The right PIN clears the count.
 */
export async function checkPin(db: Db, documentId: string, pinHash: string, pin: string, now: Date) {
  const nowText = now.toISOString();
  const lockUntil = new Date(now.getTime() + pinLockMinutes * 60_000).toISOString();
  // A lock that has run out starts a fresh count.
  const tries = sql<number>`CASE WHEN pin_locked_until IS NOT NULL THEN 1 ELSE pin_failures + 1 END`;
  const claimed = await db
    .updateTable('documents')
    .set({
      pin_failures: tries,
      pin_locked_until: sql<
        string | null
      >`CASE WHEN ${tries} >= ${pinMaxFailures} THEN ${lockUntil} ELSE NULL END`,
    })
    .where('id', '=', documentId)
    .where((eb) => eb.or([eb('pin_locked_until', 'is', null), eb('pin_locked_until', '<=', nowText)]))
    .where((eb) => eb.or([eb('pin_failures', '<', pinMaxFailures), eb('pin_locked_until', 'is not', null)]))
    .returning(['pin_failures', 'pin_locked_until'])
    .executeTakeFirst();
  if (!claimed) {
    const row = await db
      .selectFrom('documents')
      .select('pin_locked_until')
      .where('id', '=', documentId)
      .executeTakeFirst();
    throw pinLocked(new Date(row?.pin_locked_until ?? lockUntil), now);
  }
  if (await verifyPassword(pinHash, pin)) {
    await db
      .updateTable('documents')
      .set({ pin_failures: 0, pin_locked_until: null })
      .where('id', '=', documentId)
      .execute();
    return;
  }
  if (claimed.pin_locked_until) throw pinLocked(new Date(claimed.pin_locked_until), now);
  throw pinWrong();
}
