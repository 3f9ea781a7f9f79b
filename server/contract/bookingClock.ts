// The slot clock's zod-free part (bookings.ts re-exports it; renderer code that needs no schema imports it as
// `@contract/bookingClock`): India Standard Time, which has no daylight saving, so one fixed offset, and the
// 30-minute slots.

export const bookingUtcOffset = '+05:30';
import { istDay, istOffsetMinutes } from './istCalendar';

/** India's offset from UTC in minutes; every time a screen shows is India's (src/i18n/dates.ts). */
export { istOffsetMinutes };

/** Today's 'YYYY-MM-DD' in India. */
export const bookingToday = (now: Date): string => istDay(now);

export const bookingMinutes = 30;

const firstSlotMinutes = 10 * 60;
const lastSlotMinutes = 17 * 60 + 30;
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every bookable slot start, 24-hour 'HH:mm': '10:00' … '17:30'. */
export const bookingSlots: readonly string[] = Array.from(
  { length: (lastSlotMinutes - firstSlotMinutes) / bookingMinutes + 1 },
  (_, i) => hhmm(firstSlotMinutes + i * bookingMinutes),
);

/** 0 = Sunday … 6 = Saturday (as Date.getUTCDay). */
export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** '21:30' → '9:30pm' (the spec's style). */
export function slotLabel(slot: string): string {
  const [h, m] = slot.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')}${h < 12 ? 'am' : 'pm'}`;
}

/**
 * A calendar day ('2026-12-05') as every screen writes a date ('12/05/2026', src/i18n/dates.ts), for the texts
 * the server composes (notices, activities, payment descriptions), so no screen shows an ISO date.
 */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

/** A booked time as texts say it: '12/05/2026 at 12:00pm'. */
export const bookedTimeLabel = (date: string, slot: string) => `${dayLabel(date)} at ${slotLabel(slot)}`;
