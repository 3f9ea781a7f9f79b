// The lawyer declines a booking held for their approval: it is cancelled and refunded.
import { bookingEndpoints as endpoints, type Booking, type InputOf } from '@contract';
import { awaitingApprovalBy } from './access';
import { cancelAndRefund } from './cancelAndRefund';
import { present, type BookingDeps, type Me } from './common';
import { notice } from '../notifications';

/** Declining cancels the booking, which frees the slot (the unique index covers live bookings only). */
export async function declineBooking(
  deps: BookingDeps,
  me: Me,
  { params }: InputOf<typeof endpoints.decline>,
): Promise<Booking> {
  const { db } = deps;
  const row = await awaitingApprovalBy(db, me.id, params.id);
  await cancelAndRefund(deps, row, 'decline', 'declined', {
    userId: row.client_id,
    says: notice('notice_booking_declined', {
      name: me.name,
      topic: row.topic,
      when: { day: row.date, slot: row.slot },
    }),
  });
  return present(db, row.id, me.id);
}
