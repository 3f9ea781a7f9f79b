// Either participant cancels a booking still ahead; the refund policy decides what goes back.
import { bookingEndpoints as endpoints, type Booking, type InputOf } from '@contract';
import { ensureChangeable, participantBooking } from './access';
import { cancelAndRefund } from './cancelAndRefund';
import { otherParty, present, type BookingDeps, type Me } from './common';
import { notice } from '../notifications';
import { roleOf } from './stateMachine';

export async function cancelBooking(
  deps: BookingDeps,
  me: Me,
  { params }: InputOf<typeof endpoints.cancel>,
): Promise<Booking> {
  const { db, clock } = deps;
  const row = await participantBooking(db, me.id, params.id);
  ensureChangeable(row, me, 'cancel', clock.now());
  // Guarded: a booking completed (metered) meanwhile stays completed.
  await cancelAndRefund(deps, row, 'cancel', roleOf(row, me) === 'client' ? 'client' : 'lawyer', {
    userId: otherParty(row, me.id),
    says: notice('notice_booking_cancelled', {
      name: me.name,
      topic: row.topic,
      when: { day: row.date, slot: row.slot },
    }),
  });
  return present(db, row.id, me.id);
}
