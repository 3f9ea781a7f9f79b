// Demo consultations between the demo client and the demo lawyer, so Schedules shows real cards: two ahead and
// two done. Ids and slots are fixed; the days are relative to the first start (the seed runs once).
import type { Kysely } from 'kysely';
import { bookingMinutes, bookingToday, weekdayOf } from '@contract';
import type { Database, NewBooking } from '../schema';
import { slotTimes } from '../../services/bookingSlots';

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
  trx: Kysely<Database>,
  clientId: string,
  lawyerId: string,
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
      lawyer_id: lawyerId,
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
      // The first one took place: completed, so the demo client can review it (seed/reviews.ts).
      status: i === 0 ? 'completed' : 'confirmed',
      metered_minutes: i === 0 ? bookingMinutes : null,
      paid_at: null,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
  await trx.insertInto('bookings').values(rows).execute();
}
