// The other participant declines a proposed slot: the booking keeps its time.
import { bookingEndpoints as endpoints, type Booking, type InputOf } from '@contract';
import { schedulesLink } from '../bookingNotices';
import { notice, notify } from '../notifications';
import { participantBooking, proposalToAnswer } from './access';
import { present, type BookingDeps, type Me } from './common';

export async function declineReschedule(
  { db, clock }: BookingDeps,
  me: Me,
  { params }: InputOf<typeof endpoints.declineReschedule>,
): Promise<Booking> {
  const row = await participantBooking(db, me.id, params.id);
  const proposal = await proposalToAnswer(db, row, me.id);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('booking_reschedules')
      .set({ status: 'declined', decided_at: clock.now().toISOString() })
      .where('id', '=', proposal.id)
      .execute();
    await notify(trx, clock.now(), {
      userId: proposal.proposed_by,
      kind: 'booking',
      says: notice('notice_reschedule_declined', {
        name: me.name,
        topic: row.topic,
        when: { day: row.date, slot: row.slot },
      }),
      link: schedulesLink,
    });
  });
  return present(db, row.id, me.id);
}
