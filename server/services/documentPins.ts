// A document's secured PIN (Documents tab): hashed; 5 wrong tries lock it for 15 minutes, told until when.
import { sql } from 'kysely';
import { errorCodes } from '@contract';
import type { Db } from '../db/connection';
import { forbidden, HttpError, said } from '../errors';
import { verifyPassword } from './passwords';

export const pinMaxFailures = 5;
export const pinLockMinutes = 15;

/** 429 until the lock ends, saying when (the spec's 15 minutes when the lock has just begun). */
export const pinLocked = (until: Date, now: Date) => {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return new HttpError(429, errorCodes.rateLimited, said('document_pin_locked', { minutes }), undefined, {
    'Retry-After': String(Math.ceil((until.getTime() - now.getTime()) / 1000)),
  });
};
export const pinWrong = () => forbidden('document_pin_wrong');

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
