// A booking room's call and chat sessions: started once per kind, connected, ended, and closed when left stale.
import { dialectOf, type Db } from '../../db/connection';
import { newId } from '../../db/ids';
import { updatedAny } from '../../db/updated';

export async function startSession(
  db: Db,
  bookingId: string,
  kind: 'call' | 'chat',
  by: string | null,
  now: Date,
): Promise<string> {
  const id = newId();
  const at = now.toISOString();
  await db
    .insertInto('consultation_sessions')
    .values({
      id,
      booking_id: bookingId,
      kind,
      started_by: by,
      started_at: at,
      // A chat session counts from its start (both present); a call from when media connects.
      connected_at: kind === 'chat' ? at : null,
      ended_at: null,
    })
    .execute();
  return id;
}

/**
 * Starts a call (or chat) session unless one of that kind is open in the room, so two API instances racing
 * for the same room still keep one; returns the open one otherwise.
 */
export async function startSessionOnce(
  db: Db,
  bookingId: string,
  kind: 'call' | 'chat',
  by: string | null,
  now: Date,
): Promise<{ id: string; startedBy: string | null; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    // PostgreSQL: the booking row lock queues racing instances; SQLite transactions are serial already.
    if (dialectOf(trx) === 'postgres')
      await trx.selectFrom('bookings').select('id').where('id', '=', bookingId).forUpdate().execute();
    const open = await openSession(trx, bookingId, kind);
    if (open) return { id: open.id, startedBy: open.started_by, created: false };
    return { id: await startSession(trx, bookingId, kind, by, now), startedBy: by, created: true };
  });
}

/** The room's session of that kind still going (the call in progress, the chat both attend), if any. */
export function openSession(db: Db, bookingId: string, kind: 'call' | 'chat') {
  return db
    .selectFrom('consultation_sessions')
    .select(['id', 'started_by', 'connected_at'])
    .where('booking_id', '=', bookingId)
    .where('kind', '=', kind)
    .where('ended_at', 'is', null)
    .orderBy('started_at', 'desc')
    .executeTakeFirst();
}

/** True for the one caller that connected it (several instances may try). */
export async function connectCall(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('consultation_sessions')
    .set({ connected_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('connected_at', 'is', null)
    .executeTakeFirst();
  return updatedAny(result);
}

/** True for the one caller that ended it. */
export async function endSession(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('consultation_sessions')
    .set({ ended_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return updatedAny(result);
}

/** Ends every open session of that kind in the room; true when one was open. */
export async function endOpenSessions(
  db: Db,
  bookingId: string,
  kind: 'call' | 'chat',
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('consultation_sessions')
    .set({ ended_at: now.toISOString() })
    .where('booking_id', '=', bookingId)
    .where('kind', '=', kind)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return updatedAny(result);
}

/**
 * Sessions an instance left open when it died mid-consultation (checked when nobody is in the room): closed
 * unbilled, since nobody knows when they really ended. Sessions started from `before` on are someone's new ones.
 */
export async function endStaleSessions(db: Db, bookingId: string, before: Date): Promise<void> {
  await db
    .updateTable('consultation_sessions')
    .set((eb) => ({ ended_at: eb.fn.coalesce('connected_at', 'started_at') }))
    .where('booking_id', '=', bookingId)
    .where('ended_at', 'is', null)
    .where('started_at', '<', before.toISOString())
    .execute();
}
