// Book a slot: free bookings are confirmed (or held for the lawyer's approval), priced ones wait for payment.
import { bookingMinutes, bookingEndpoints as endpoints, type Booking, type InputOf } from '@contract';
import { newId } from '../../db/ids';
import { notFound, badRequest } from '../../errors';
import { bookableLawyer, priceFor, slotTimes } from '../bookingSlots';
import { ensureConsultationAllowance } from '../consultationAllowance';
import { notifyLawyerOfBooking } from '../bookingNotices';
import { lawyerViewFor } from '../privacy';
import { paymentHoldMinutes } from '../bookingMoney';
import { getUserSettings } from '../settings';
import { ensureBookable, orSlotTaken, present, type BookingDeps, type Me } from './common';
import { releaseLapsedHolds } from './releaseLapsedHolds';
import { bookedStatus } from './stateMachine';

export async function createBooking(
  deps: BookingDeps,
  me: Me,
  { body }: InputOf<typeof endpoints.create>,
): Promise<Booking> {
  const { db, clock } = deps;
  const lawyer = await bookableLawyer(db, body.lawyerId);
  if (lawyer.id === me.id) throw badRequest('booking_self', 'lawyerId');
  // A lawyer hidden from this client by their privacy setting cannot be booked by them either.
  if (!(await lawyerViewFor(db, lawyer.id, me.id)).visible) throw notFound('lawyer_not_found');
  await ensureBookable(deps, lawyer.id, body.date, body.slot);
  // 'Require approval for consultation/service requests': the slot is held, the lawyer confirms or declines.
  const needsApproval = (await getUserSettings(db, lawyer.id)).requireApproval;
  const id = newId();
  // The app clock dates the booking: the monthly allowance counts by created_at.
  const now = clock.now().toISOString();
  let held = false;
  await orSlotTaken(() =>
    db.transaction().execute(async (trx) => {
      // A hold that lapsed frees its slot now, not only when the sweep passes.
      await releaseLapsedHolds(trx, clock.now(), { lawyerId: lawyer.id, date: body.date, slot: body.slot });
      await ensureConsultationAllowance(trx, me.id, clock.now());
      // Inside the transaction so two first bookings of one client cannot both be free.
      const { pricePaise, firstConsultation } = await priceFor(trx, me.id, lawyer.rate_paise);
      // Pay at booking: a priced booking holds the slot for the payment hold, then lapses unless paid.
      held = pricePaise > 0;
      await trx
        .insertInto('bookings')
        .values({
          id,
          client_id: me.id,
          lawyer_id: lawyer.id,
          date: body.date,
          slot: body.slot,
          ...slotTimes(body.date, body.slot),
          minutes: bookingMinutes,
          mode: body.mode,
          topic: body.topic,
          price_paise: pricePaise,
          rate_paise: lawyer.rate_paise,
          free_first: firstConsultation ? 1 : 0,
          status: bookedStatus(held, needsApproval),
          payment_due_at: held
            ? new Date(clock.now().getTime() + paymentHoldMinutes * 60_000).toISOString()
            : null,
          paid_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      // The lawyer hears of a priced booking once it is paid (services/payments/payables/booking.ts).
      if (!held)
        await notifyLawyerOfBooking(trx, clock.now(), { ...me, lawyerId: lawyer.id }, needsApproval, body);
    }),
  );
  return present(db, id, me.id);
}
