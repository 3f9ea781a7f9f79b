// Who may see and change a booking: the access rules of a booking, once.
import type { Db } from '../../db/connection';
import type { BookingRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { canApprove, canDecline, canCancel, canReschedule, type Viewer } from './stateMachine';

/** A booking the user takes part in (client or lawyer); anyone else's answers exactly like a missing one. */
export async function participantBooking(db: Db, userId: string, id: string): Promise<BookingRow> {
  const row = await db
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', id)
    .where((eb) => eb.or([eb('client_id', '=', userId), eb('lawyer_id', '=', userId)]))
    .executeTakeFirst();
  if (!row) throw notFound('booking_not_found');
  return row;
}

/** A booking still ahead and not cancelled or completed (stateMachine.ts): only those can move or be cancelled. */
export function ensureChangeable(row: BookingRow, me: Viewer, step: 'cancel' | 'reschedule', now: Date) {
  if ((step === 'cancel' ? canCancel : canReschedule)(row, me, now)) return;
  if (row.status === 'cancelled') throw conflict('booking_cancelled');
  // Metered and closed, whenever that happened: its money is settled, so it cannot move or be cancelled.
  if (row.status === 'completed') throw conflict('consultation_completed_locked');
  throw conflict('consultation_started');
}

/** A booking waiting for this lawyer's approval; anyone else (the client included) gets a 404. */
export async function awaitingApprovalBy(db: Db, lawyerId: string, id: string): Promise<BookingRow> {
  const row = await db
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', id)
    .where('lawyer_id', '=', lawyerId)
    .executeTakeFirst();
  if (!row) throw notFound('booking_not_found');
  if (!canDecline(row, { id: lawyerId })) throw conflict('booking_not_awaiting_approval');
  return row;
}

/** Approving also needs the booking still ahead. */
export function ensureApprovable(row: BookingRow, me: Viewer, now: Date) {
  if (!canApprove(row, me, now)) throw conflict('consultation_started');
}

/** The pending proposal the caller may answer (made by the other participant). */
export async function proposalToAnswer(db: Db, row: BookingRow, meId: string) {
  const proposal = await db
    .selectFrom('booking_reschedules')
    .selectAll()
    .where('booking_id', '=', row.id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!proposal) throw notFound('reschedule_none');
  if (proposal.proposed_by === meId) throw forbidden('reschedule_answer_other');
  return proposal;
}
