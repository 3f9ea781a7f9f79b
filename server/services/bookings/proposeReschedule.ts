// Either participant asks to move a booking to another free slot; the other answers.
import { bookingEndpoints as endpoints, type Booking, type InputOf } from '@contract';
import { newId } from '../../db/ids';
import { conflict } from '../../errors';
import { schedulesLink } from '../bookingNotices';
import { slotTimes } from '../bookingSlots';
import { notice, notify } from '../notifications';
import { ensureChangeable, participantBooking } from './access';
import { ensureBookable, otherParty, present, type BookingDeps, type Me } from './common';

export async function proposeReschedule(
  deps: BookingDeps,
  me: Me,
  { params, body }: InputOf<typeof endpoints.reschedule>,
): Promise<Booking> {
  const { db, clock } = deps;
  const row = await participantBooking(db, me.id, params.id);
  ensureChangeable(row, me, 'reschedule', clock.now());
  await ensureBookable(deps, row.lawyer_id, body.date, body.slot);
  const taken = await db
    .selectFrom('bookings')
    .select('id')
    .where('lawyer_id', '=', row.lawyer_id)
    .where('start_at', '=', slotTimes(body.date, body.slot).start_at)
    .where('status', '<>', 'cancelled')
    .executeTakeFirst();
  if (taken) throw conflict('slot_taken', 'slot');
  const now = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    // One open proposal per booking: a new one replaces the previous.
    await trx
      .updateTable('booking_reschedules')
      .set({ status: 'withdrawn', decided_at: now })
      .where('booking_id', '=', row.id)
      .where('status', '=', 'pending')
      .execute();
    await trx
      .insertInto('booking_reschedules')
      .values({
        id: newId(),
        booking_id: row.id,
        proposed_by: me.id,
        date: body.date,
        slot: body.slot,
        status: 'pending',
        created_at: now,
        decided_at: null,
      })
      .execute();
    await notify(trx, clock.now(), {
      userId: otherParty(row, me.id),
      kind: 'booking',
      says: notice('notice_reschedule_asked', {
        name: me.name,
        topic: row.topic,
        from: { day: row.date, slot: row.slot },
        to: { day: body.date, slot: body.slot },
      }),
      link: schedulesLink,
    });
  });
  return present(db, row.id, me.id);
}
