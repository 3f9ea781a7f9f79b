// What the consultation jobs look for: calls running past the end, windows over, lawyers who did not come.
import type { Db } from '../../db/connection';
import { refundPolicy } from '../refunds';
import { roomWindow } from './rooms';
import { transitions } from '../bookings/stateMachine';

/** Connected calls still open after their booking's end: what the auto end call sweep looks at. */
export async function connectedCallsPastEnd(db: Db, now: Date) {
  return (
    db
      .selectFrom('consultation_sessions as cs')
      .innerJoin('bookings as b', 'b.id', 'cs.booking_id')
      .select(['cs.booking_id', 'b.client_id', 'b.lawyer_id'])
      .where('cs.ended_at', 'is', null)
      .where('cs.kind', '=', 'call')
      .where('cs.connected_at', 'is not', null)
      // Consult now has no booked end: it runs until ended or the wallet runs out.
      .where('b.kind', '=', 'slot')
      .where('b.end_at', '<=', now.toISOString())
      .execute()
  );
}

/**
 * Consultations whose booked window is over (booked end + grace) while still open, that had a call or a chat:
 * the server completes and meters them, whichever instance sweeps first.
 */
export async function consultationsPastWindow(db: Db, now: Date) {
  const over = new Date(now.getTime() - roomWindow.graceAfterMs).toISOString();
  return db
    .selectFrom('bookings as b')
    .select('b.id')
    .where('b.status', 'in', transitions.talk.from)
    .where('b.kind', '=', 'slot')
    .where('b.end_at', '<=', over)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('consultation_sessions as cs').select('cs.id').whereRef('cs.booking_id', '=', 'b.id'),
      ),
    )
    .execute();
}

/**
 * Paid video and phone consultations whose lawyer has not come to the room within the no-show time after
 * the start (an on-site meeting happens outside the app, so it is never called a no-show).
 */
export async function lawyerNoShows(db: Db, now: Date) {
  const late = new Date(now.getTime() - refundPolicy.noShowMinutes * 60_000).toISOString();
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('status', 'in', transitions.noShow.from)
    .where('paid_at', 'is not', null)
    .where('mode', 'in', ['video', 'phone'])
    .where('lawyer_joined_at', 'is', null)
    .where('kind', '=', 'slot')
    .where('start_at', '<=', late)
    .execute();
}
