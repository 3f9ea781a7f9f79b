// The lawyer confirms a booking held for their approval.
import { bookingEndpoints as endpoints, type Booking, type InputOf } from '@contract';
import { schedulesLink } from '../bookingNotices';
import { notice, notify } from '../notifications';
import { awaitingApprovalBy, ensureApprovable } from './access';
import { present, type BookingDeps, type Me } from './common';
import { transitions } from './stateMachine';

export async function approveBooking(
  { db, clock }: BookingDeps,
  me: Me,
  { params }: InputOf<typeof endpoints.approve>,
): Promise<Booking> {
  const row = await awaitingApprovalBy(db, me.id, params.id);
  ensureApprovable(row, me, clock.now());
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('bookings')
      .set({ status: transitions.approve.to, updated_at: clock.now().toISOString() })
      .where('id', '=', row.id)
      .where('status', 'in', transitions.approve.from)
      .execute();
    await notify(trx, clock.now(), {
      userId: row.client_id,
      kind: 'booking',
      says: notice('notice_booking_approved', {
        name: me.name,
        topic: row.topic,
        when: { day: row.date, slot: row.slot },
      }),
      link: schedulesLink,
    });
  });
  return present(db, row.id, me.id);
}
