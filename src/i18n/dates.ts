// The one date format of the signed-in screens (Bills, Activities, Invoices, requests, schedules, reviews…):
// the spec's MM/dd/yyyy (section 9), in every language the dashboard speaks — Hindi and Tamil screens write
// dates with the same digits and order, so a date reads alike wherever it appears. Times are India's, as the
// booked slots are: a consultation booked for 10:00am reads 10:00 AM in its room, on Schedules and on the bill,
// wherever the browser's clock is set.
//
// Written with Date rather than dayjs (3 kB gzip in the first load of most dashboard screens); dates.test.ts
// checks instants against the browser's own Intl formatting for Asia/Kolkata.
import { istOffsetMinutes } from '@contract/bookingClock';
import type { UiLanguage } from './language';

/** The date pattern of each dashboard language (tokens: YYYY MMM MM DD hh mm A, as dayjs reads them). */
export const dateFormats: Record<UiLanguage, string> = {
  English: 'MM/DD/YYYY',
  Hindi: 'MM/DD/YYYY',
  Tamil: 'MM/DD/YYYY',
};

const calendarDay = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;
const withZone = /(?:z|[+-]\d{2}:?\d{2})$/i;

/**
 * India's wall clock for a value, as a Date whose UTC fields are that clock (read with getUTC*), or null when the
 * value names no time. A calendar day ('2026-03-05') or month is as written; an instant ('…Z', '…+05:30') moves to
 * India's clock (IST has no daylight saving); a date-time without a zone is taken as already India's.
 */
function indiaClock(value: string | Date): Date | null {
  let ms: number;
  if (value instanceof Date) ms = value.getTime() + istOffsetMinutes * 60_000;
  else {
    const day = calendarDay.exec(value);
    if (day) ms = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3] ?? 1));
    else if (withZone.test(value)) ms = Date.parse(value) + istOffsetMinutes * 60_000;
    else ms = Date.parse(`${value}Z`);
  }
  if (Number.isNaN(ms)) return null;
  const date = new Date(ms);
  // '2026-02-30' rolls over to March in Date.UTC: a day that does not exist names nothing.
  const day = typeof value === 'string' ? calendarDay.exec(value) : null;
  if (day?.[3] && date.getUTCDate() !== Number(day[3])) return null;
  return date;
}

const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

function format(date: Date, pattern: string): string {
  return pattern.replace(/YYYY|MMM|MM|DD|hh|mm|A/g, (token) => {
    switch (token) {
      case 'YYYY':
        return String(date.getUTCFullYear()).padStart(4, '0');
      case 'MMM':
        return shortMonths[date.getUTCMonth()];
      case 'MM':
        return two(date.getUTCMonth() + 1);
      case 'DD':
        return two(date.getUTCDate());
      case 'hh':
        return two(date.getUTCHours() % 12 || 12);
      case 'mm':
        return two(date.getUTCMinutes());
      default:
        return date.getUTCHours() < 12 ? 'AM' : 'PM';
    }
  });
}

/** '2026-03-05' or '2026-03-05T10:00:00.000Z' → '03/05/2026' (India's date); '' for an empty or unreadable value. */
export function formatDate(value: string | null | undefined, language: UiLanguage = 'English'): string {
  const date = value ? indiaClock(value) : null;
  return date ? format(date, dateFormats[language]) : '';
}

/** The date and the 12-hour time: '03/05/2026 03:30 PM'. */
export function formatDateTime(value: string | null | undefined, language: UiLanguage = 'English'): string {
  const date = value ? indiaClock(value) : null;
  return date ? format(date, `${dateFormats[language]} hh:mm A`) : '';
}

/** The 12-hour time alone, as formatDateTime writes it: '03:30 PM'. */
export function formatTime(value: string | null | undefined): string {
  const date = value ? indiaClock(value) : null;
  return date ? format(date, 'hh:mm A') : '';
}

/** A month ('2026-11') as the charts label it: 'Nov 2026'. */
export function formatMonth(value: string): string {
  const date = indiaClock(value);
  return date ? format(date, 'MMM YYYY') : value;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A day as a calendar page shows it: '2026-03-05' → { month: 'Mar', day: '5', weekday: 'Thu' } (India's day). */
export function calendarPage(value: string): { month: string; day: string; weekday: string } {
  const date = indiaClock(value);
  if (!date) return { month: '', day: '', weekday: '' };
  return {
    month: shortMonths[date.getUTCMonth()],
    day: String(date.getUTCDate()),
    weekday: weekdays[date.getUTCDay()],
  };
}

const dayNumber = (date: Date) => Math.floor(date.getTime() / 86_400_000);

/** A chat's day separator: 'Today', 'Yesterday', else the one date format ('03/05/2026'); India's days. */
export function formatDay(value: string, now: Date = new Date(), language: UiLanguage = 'English'): string {
  const date = indiaClock(value);
  if (!date) return '';
  const today = dayNumber(indiaClock(now)!);
  if (dayNumber(date) === today) return 'Today';
  if (dayNumber(date) === today - 1) return 'Yesterday';
  return formatDate(value, language);
}
