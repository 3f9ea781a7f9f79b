// The client books the call their package includes with the accepting lawyer, in one of the lawyer's free
// slots: a consultation like any other, at no charge.
import {
  bookedTimeLabel,
  bookingMinutes,
  serviceOrderEndpoints as endpoints,
  type InputOf,
  type ServiceOrder,
} from '@contract';
import { istSlotOf } from '@contract/istWorkingDays';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../db/ids';
import type { UserRow } from '../../db/schema';
import { updatedAny } from '../../db/updated';
import { badRequest, conflict } from '../../errors';
import { notifyLawyerOfBooking } from '../bookingNotices';
import { freeSlots, slotTimes } from '../bookingSlots';
import { addServiceOrderEvent } from '../serviceOrderEvents';
import { clientsOrder } from './access';
import { reload, type ServiceOrderDeps } from './common';
import { isIn } from './stateMachine';

export async function bookIncludedCall(
  deps: ServiceOrderDeps,
  me: UserRow,
  { params, body }: InputOf<typeof endpoints.call>,
): Promise<ServiceOrder> {
  const { db, clock } = deps;
  const row = await clientsOrder(db, me, params.id);
  if (!row.lawyer_id || !isIn(row, 'bookCall')) throw conflict('order_call_closed');
  if (row.call_booking_id) throw conflict('order_call_taken');
  const lawyerId = row.lawyer_id;
  const { date, slot } = istSlotOf(new Date(body.start));
  if (!(await freeSlots(db, lawyerId, date, clock.now())).includes(slot))
    throw badRequest('order_slot_not_free', 'start');
  const at = clock.now().toISOString();
  const bookingId = newId();
  const topic = `Included call: ${row.title}`;
  try {
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('service_orders')
        .set({ call_booking_id: bookingId, updated_at: at })
        .where('id', '=', row.id)
        .where('call_booking_id', 'is', null)
        .executeTakeFirst();
      if (!updatedAny(claimed)) throw conflict('order_call_taken');
      // A consultation like any other (Schedules, the room, reminders), at no charge: the package paid for it.
      await trx
        .insertInto('bookings')
        .values({
          id: bookingId,
          client_id: me.id,
          lawyer_id: lawyerId,
          date,
          slot,
          ...slotTimes(date, slot),
          minutes: bookingMinutes,
          mode: 'video',
          topic,
          price_paise: 0,
          rate_paise: 0,
          status: 'confirmed',
          paid_at: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await addServiceOrderEvent(trx, row.id, 'call', me.id, at, bookedTimeLabel(date, slot));
      await notifyLawyerOfBooking(trx, clock.now(), { name: me.name, lawyerId }, false, {
        date,
        slot,
        topic,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('order_slot_not_free', 'start');
    throw error;
  }
  return reload(deps, row.id, { id: me.id, as: 'client' });
}
