// India's working calendar (Monday to Saturday) on top of istCalendar.ts, for document orders: turnarounds, the
// unclaimed-order alarm, and the slot an included call is booked in.
import { istDay, istWallClock, istWeekday } from './istCalendar';

const hourMs = 3_600_000;

/** `days` working days after `from`, at the same time of day. */
export function addWorkingDays(from: Date, days: number): Date {
  const d = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (istWeekday(d) !== 0) left -= 1;
  }
  return d;
}

/** Whole working hours between two instants. */
export function workingHoursBetween(from: Date, to: Date): number {
  let hours = 0;
  for (let t = from.getTime() + hourMs; t <= to.getTime(); t += hourMs)
    if (istWeekday(new Date(t)) !== 0) hours += 1;
  return hours;
}

/** An instant as India's day ('YYYY-MM-DD') and 24-hour time ('HH:mm'): a booking slot's date and start. */
export const istSlotOf = (start: Date): { date: string; slot: string } => ({
  date: istDay(start),
  slot: istWallClock(start).toISOString().slice(11, 16),
});
