// Metering: a booking's connected calls become its metered minutes and what is owed back; completing it
// queues that refund.
import type { Db } from '../../db/connection';
import { updatedAny } from '../../db/updated';
import { billableMinutes, toBeRefundedPaise } from '../bookingMoney';
import { queueBookingRefund } from '../refunds';
import { creditReferralOfPurchase } from '../referrals';
import { isIn, transitions } from '../bookings/stateMachine';

/** Whole minutes (rounded up) of the union of connected calls and chat sessions: overlaps are billed once. */
export function meteredMinutesOf(intervals: Array<[number, number]>): number {
  const sorted = intervals.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  let total = 0;
  let current: [number, number] | null = null;
  for (const [a, b] of sorted) {
    if (current && a <= current[1]) current[1] = Math.max(current[1], b);
    else {
      if (current) total += current[1] - current[0];
      current = [a, b];
    }
  }
  if (current) total += current[1] - current[0];
  return Math.ceil(total / 60_000);
}

/**
 * Recomputes the booking's metered minutes and amount (minutes × the lawyer's per-minute rate; the client's free
 * first consultation, as booked, stays ₹0; an amount already paid is not changed). `complete` marks the booking
 * completed; after that its metering is final.
 */
export async function meterBooking(
  db: Db,
  bookingId: string,
  now: Date,
  complete = false,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    // Calls only: chat alone is not metered as a call (the chat session records presence, nothing more).
    const sessions = await trx
      .selectFrom('consultation_sessions')
      .select(['connected_at', 'ended_at'])
      .where('booking_id', '=', bookingId)
      .where('kind', '=', 'call')
      .where('connected_at', 'is not', null)
      .where('ended_at', 'is not', null)
      .execute();
    const booking = await trx
      .selectFrom('bookings')
      .select(['free_first', 'status', 'minutes', 'rate_paise', 'kind'])
      .where('id', '=', bookingId)
      .executeTakeFirst();
    // Completed or missed (services/missedConsultations.ts): closed, nothing to meter.
    if (!booking || !isIn(booking, 'meter')) return null;
    // Consult now is charged per started minute from the wallet (services/instant), never here.
    if (booking.kind === 'instant') return null;
    // The money rule (services/bookingMoney.ts): never more minutes than booked, the booked rate, the price
    // as booked; the unused minutes are owed back.
    const minutes = billableMinutes(
      meteredMinutesOf(sessions.map((s) => [Date.parse(s.connected_at!), Date.parse(s.ended_at!)])),
      booking.minutes,
    );
    if (minutes === 0 && !complete) return null;
    const refundDue = toBeRefundedPaise(booking, minutes);
    const completes = complete && isIn(booking, 'complete');
    const changed = await trx
      .updateTable('bookings')
      .set({
        metered_minutes: minutes,
        refund_due_paise: refundDue,
        ...(completes ? { status: transitions.complete.to } : {}),
        updated_at: now.toISOString(),
      })
      .where('id', '=', bookingId)
      // Another instance may have marked it missed since it was read.
      .where('status', '=', booking.status)
      .executeTakeFirst();
    if (!updatedAny(changed)) return null;
    // Completed: the unused minutes go back through the refund service (sent once this commits).
    if (completes) {
      await queueBookingRefund(trx, bookingId, 'unused_minutes', refundDue, now);
      // The consultation took place: its payment earns a referral reward waiting on it.
      await creditReferralOfPurchase(trx, { bookingId }, now);
    }
    return minutes;
  });
}
