// What every booking use case shares: its dependencies, the booking answered as the caller sees it, the
// checks that a slot can be booked.
import { slotStart, type Booking } from '@contract';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import type { BookingRow, UserRow } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { presentBookings } from '../../presenters/booking';
import { inPattern } from '../bookingSlots';
import type { RefundDeps } from '../refunds';

/** Cancelling a paid booking refunds it: the refund service's gateway and mailer come along. */
export type BookingDeps = RefundDeps;
export type Me = Pick<UserRow, 'id' | 'name'>;

export const otherParty = (row: BookingRow, meId: string) =>
  row.client_id === meId ? row.lawyer_id : row.client_id;

export async function present(db: Db, id: string, meId: string): Promise<Booking> {
  const row = await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return (await presentBookings(db, [row], meId))[0]!;
}

export async function ensureBookable(
  { db, clock }: BookingDeps,
  lawyerId: string,
  date: string,
  slot: string,
) {
  if (slotStart(date, slot).getTime() <= clock.now().getTime()) throw badRequest('slot_past', 'slot');
  if (!(await inPattern(db, lawyerId, date, slot))) throw badRequest('slot_unavailable', 'slot');
}

/** Someone else took the slot first (the unique index on live bookings says so). */
export async function orSlotTaken<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('slot_taken', 'slot');
    throw error;
  }
}
