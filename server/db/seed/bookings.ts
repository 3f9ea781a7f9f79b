// Demo consultations between the demo client and the demo lawyer, so Schedules shows real cards: two ahead and
// two done. Ids and slots are fixed; the days are relative to the first start (the seed runs once). The priced
// ones were paid when booked, as pay at booking has it, through the payment service: each has its payment, its
// invoice and, once over, its line in the lawyer's earnings (a priced booking left unpaid is a state the live
// flow cannot reach: its hold lapses after paymentHoldMinutes).
import { bookingMinutes, bookingToday, weekdayOf } from '@contract';
import type { Trx } from '../connection';
import type { NewBooking } from '../schema';
import { textIn } from '../../i18n';
import { slotTimes } from '../../services/bookingSlots';
import { seedPayment } from './payments';

export const seededBookingId = (i: number) => `01HZ00000000000000000B${String(i).padStart(4, '0')}`;

/** 'YYYY-MM-DD' `days` away from today (IST), moved further out past Sundays (not in the default pattern). */
export function dayFrom(now: Date, days: number): string {
  const shift = (date: string, by: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);
  let date = shift(bookingToday(now), days);
  while (weekdayOf(date) === 0) date = shift(date, Math.sign(days));
  return date;
}

const plan = [
  { days: -10, slot: '12:00', mode: 'video', topic: 'Rent agreement review before signing' },
  { days: -3, slot: '10:30', mode: 'onsite', topic: 'Boundary wall dispute with neighbour' },
  { days: 1, slot: '11:00', mode: 'video', topic: 'Follow-up on the boundary wall notice' },
  { days: 2, slot: '15:30', mode: 'phone', topic: 'Questions about a consumer complaint' },
] as const;

export async function seedBookings(
  trx: Trx,
  clientId: string,
  lawyer: { id: string; name: string },
  ratePaise: number,
  now: Date,
): Promise<void> {
  // Booked 40 days ago, so always in an earlier calendar month: the demo client starts with this month's whole
  // Basic plan allowance (basicMonthlyConsultations) for the demo and the e2e bookings.
  const createdAt = new Date(now.getTime() - 40 * 86_400_000).toISOString();
  const rows: NewBooking[] = plan.map((p, i) => {
    const date = dayFrom(now, p.days);
    return {
      id: seededBookingId(i + 1),
      client_id: clientId,
      lawyer_id: lawyer.id,
      date,
      slot: p.slot,
      ...slotTimes(date, p.slot),
      minutes: bookingMinutes,
      mode: p.mode,
      topic: p.topic,
      // The first consultation is free, as the spec advertises.
      price_paise: i === 0 ? 0 : ratePaise * bookingMinutes,
      rate_paise: ratePaise,
      free_first: i === 0 ? 1 : 0,
      // The past ones took place: completed, so the demo client can review them (seed/reviews.ts) and the
      // lawyer has earned from one.
      status: p.days < 0 ? 'completed' : 'confirmed',
      metered_minutes: i === 0 ? bookingMinutes : null,
      paid_at: null,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
  await trx.insertInto('bookings').values(rows).execute();
  for (const [i, row] of rows.entries())
    if (row.price_paise > 0)
      await seedPayment(trx, {
        key: `B${i + 1}`,
        userId: clientId,
        for: { bookingId: row.id },
        amountPaise: row.price_paise,
        description: textIn('en', 'payment_for_consultation', {
          lawyer: lawyer.name,
          when: { day: row.date, slot: row.slot },
        }),
        at: createdAt,
      });
  // Both sides read the payment notices back then: the bell counts what is new since.
  await trx
    .updateTable('notifications')
    .set({ read_at: createdAt })
    .where('user_id', 'in', [clientId, lawyer.id])
    .where('created_at', '=', createdAt)
    .execute();
}
