// A consultation as a payable: the client's own booking, priced when booked (bookingMoney.ts) and paid within
// the one payment hold. Paying confirms it (or hands it to a lawyer who approves each booking); the invoice is
// the advocate's, the platform only collects.
import { formatRupees } from '@contract';
import type { Db } from '../../../db/connection';
import { conflict, notFound, said } from '../../../errors';
import { notifyLawyerOfBooking } from '../../bookingNotices';
import { paymentHoldMinutes } from '../../bookingMoney';
import { notice, notify } from '../../notifications';
import { queueBookingRefund, queueRefund } from '../../refunds';
import { getUserSettings } from '../../settings';
import { canPay, hasLapsed, isIn, paidStatus } from '../../bookings/stateMachine';
import { targetOf, type Payable } from './payable';

const holdLapsedReason = said('payment_hold_lapsed', { minutes: paymentHoldMinutes });

/** The booking the caller may pay: theirs, priced, not cancelled, not yet paid. */
async function payableBooking(db: Db, userId: string, bookingId: string, now: Date) {
  const booking = await db
    .selectFrom('bookings')
    .innerJoin('users', 'users.id', 'bookings.lawyer_id')
    .select([
      'bookings.id',
      'bookings.price_paise',
      'bookings.paid_at',
      'bookings.status',
      'bookings.date',
      'bookings.slot',
      'bookings.payment_due_at',
      'bookings.client_id',
      'bookings.lawyer_id',
      'users.name as lawyer_name',
    ])
    .where('bookings.id', '=', bookingId)
    .where('bookings.client_id', '=', userId)
    .executeTakeFirst();
  if (!booking) throw notFound('booking_not_found');
  if (canPay(booking, { id: userId }, now)) return booking;
  if (booking.paid_at) throw conflict('consultation_already_paid');
  if (!isIn(booking, 'settle')) throw conflict('consultation_cancelled');
  if (hasLapsed(booking, now)) throw conflict(holdLapsedReason);
  throw conflict('consultation_free');
}

export const bookingPayable: Payable<string> = {
  async quote(db, userId, bookingId, now) {
    const booking = await payableBooking(db, userId, bookingId, now);
    return {
      purpose: 'booking',
      amountPaise: booking.price_paise,
      about: {
        id: 'payment_for_consultation',
        values: { lawyer: booking.lawyer_name, when: { day: booking.date, slot: booking.slot } },
      },
      target: { plan: null, booking_id: booking.id, service_order_id: null },
      note: `booking:${booking.id}`,
    };
  },

  async currentPrice(db, order, now) {
    const booking = await db
      .selectFrom('bookings')
      .select(['price_paise', 'status', 'payment_due_at'])
      .where('id', '=', targetOf(order, 'booking_id'))
      .executeTakeFirst();
    if (booking && !isIn(booking, 'settle')) throw conflict('consultation_cancelled_nothing_to_pay');
    if (booking && hasLapsed(booking, now)) throw conflict(holdLapsedReason);
    return booking?.price_paise;
  },

  async markPaid(trx, { order, paymentId, payer, now }) {
    const bookingId = targetOf(order, 'booking_id');
    const at = now.toISOString();
    const booking = await trx
      .selectFrom('bookings')
      .innerJoin('users', 'users.id', 'bookings.lawyer_id')
      .select([
        'bookings.status',
        'bookings.paid_at',
        'bookings.date',
        'bookings.slot',
        'bookings.topic',
        'users.id as lawyer_id',
        'users.name as lawyer_name',
      ])
      .where('bookings.id', '=', bookingId)
      .executeTakeFirstOrThrow();
    // Paid within the hold: the booking is confirmed (or waits for a lawyer who approves each booking).
    const awaiting = isIn(booking, 'pay');
    const needsApproval = awaiting && (await getUserSettings(trx, booking.lawyer_id)).requireApproval;
    await trx
      .updateTable('bookings')
      .set({
        paid_at: at,
        updated_at: at,
        ...(awaiting ? { status: paidStatus(needsApproval), payment_due_at: null } : {}),
      })
      .where('id', '=', bookingId)
      .where('paid_at', 'is', null)
      .execute();
    if (awaiting)
      await notifyLawyerOfBooking(
        trx,
        now,
        { name: payer.name, lawyerId: booking.lawyer_id },
        needsApproval,
        booking,
      );
    else
      await notify(trx, now, {
        userId: booking.lawyer_id,
        kind: 'payment',
        says: notice('notice_consultation_paid', {
          name: payer.name,
          amount: formatRupees(order.amount_paise),
        }),
        link: '/dashboard/schedules',
      });
    return {
      invoiceKind: 'consultation',
      // A consultation is billed by the advocate; the platform only collects.
      issuer: { name: booking.lawyer_name, gstin: '' },
      link: '/dashboard/bills-payments',
      giveBack:
        // Money that arrived after the booking was cancelled (a gateway capture after the hold lapsed) goes
        // straight back; the refund sweep hands it to the gateway.
        !isIn(booking, 'settle')
          ? (t) => queueBookingRefund(t, bookingId, 'unpaid', order.amount_paise, now)
          : // Paid already through another order (two payment windows open at once): this one goes back whole.
            booking.paid_at
            ? (t) =>
                queueRefund(
                  t,
                  { paymentId, bookingId, reason: 'paid_twice', amountPaise: order.amount_paise },
                  now,
                )
            : undefined,
    };
  },
};
