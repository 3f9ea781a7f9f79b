// Who came and who ended: the lawyer's first arrival in the room and each side pressing End.
import type { Db } from '../../db/connection';
import { transitions } from '../bookings/stateMachine';

/** The lawyer came to the booking's room (the first time counts): a consultation, not a no-show. */
export async function markLawyerJoined(db: Db, bookingId: string, now: Date): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ lawyer_joined_at: now.toISOString() })
    .where('id', '=', bookingId)
    .where('lawyer_joined_at', 'is', null)
    .execute();
}

/**
 * One participant pressed End: kept until the other presses it too (or the booked time is over). True when both
 * sides have now pressed it: the caller completes the consultation.
 */
export async function pressEnd(db: Db, bookingId: string, side: 'client' | 'lawyer', now: Date) {
  const column = side === 'client' ? 'client_ended_at' : 'lawyer_ended_at';
  await db
    .updateTable('bookings')
    .set({ [column]: now.toISOString() })
    .where('id', '=', bookingId)
    .where('status', 'in', transitions.talk.from)
    .where(column, 'is', null)
    .execute();
  const row = await db
    .selectFrom('bookings')
    .select(['client_ended_at', 'lawyer_ended_at', 'kind'])
    .where('id', '=', bookingId)
    .executeTakeFirst();
  // Consult now is paid by the minute: either side's End ends it.
  if (row?.kind === 'instant') return Boolean(row.client_ended_at || row.lawyer_ended_at);
  return Boolean(row?.client_ended_at && row.lawyer_ended_at);
}
