// The other participant accepts a proposed slot: the booking moves there if it is still free.
import { slotStart, bookingEndpoints as endpoints, type Booking, type InputOf } from '@contract';
import { badRequest } from '../../errors';
import { schedulesLink } from '../bookingNotices';
import { slotTimes } from '../bookingSlots';
import { notice, notify } from '../notifications';
import { ensureChangeable, participantBooking, proposalToAnswer } from './access';
import { orSlotTaken, present, type BookingDeps, type Me } from './common';

export async function acceptReschedule(
  { db, clock }: BookingDeps,
  me: Me,
  { params }: InputOf<typeof endpoints.acceptReschedule>,
): Promise<Booking> {
  const row = await participantBooking(db, me.id, params.id);
  ensureChangeable(row, me, 'reschedule', clock.now());
  const proposal = await proposalToAnswer(db, row, me.id);
  if (slotStart(proposal.date, proposal.slot).getTime() <= clock.now().getTime())
    throw badRequest('slot_past', 'slot');
  const now = clock.now().toISOString();
  await orSlotTaken(() =>
    db.transaction().execute(async (trx) => {
      await trx
        .updateTable('bookings')
        .set({
          date: proposal.date,
          slot: proposal.slot,
          ...slotTimes(proposal.date, proposal.slot),
          // A new time is a new consultation to hold: an End pressed for the old one no longer counts.
          client_ended_at: null,
          lawyer_ended_at: null,
          updated_at: now,
        })
        .where('id', '=', row.id)
        .execute();
      await trx
        .updateTable('booking_reschedules')
        .set({ status: 'accepted', decided_at: now })
        .where('id', '=', proposal.id)
        .execute();
      await notify(trx, clock.now(), {
        userId: proposal.proposed_by,
        kind: 'booking',
        says: notice('notice_reschedule_accepted', {
          name: me.name,
          topic: row.topic,
          when: { day: proposal.date, slot: proposal.slot },
        }),
        link: schedulesLink,
      });
    }),
  );
  return present(db, row.id, me.id);
}
