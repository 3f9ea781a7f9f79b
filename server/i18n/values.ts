// Values a text names that are written differently per language: an instant ('12 Mar 2026, 10:00 am' /
// '12 मार्च 2026, 10:00 am') and a booked day and slot ('12/05/2026 at 12:00pm' in English as every screen
// writes it, '05/12/2026, 12:00 pm' in Hindi and Tamil). Stored as data (a notice's values) and written in the
// reader's language when the text is.
import { bookedTimeLabel, dayLabel } from '@contract/bookingClock';
import type { Locale } from './catalogues';

/** An instant shown as a date and time in India (IST), the reader's way ('12 मार्च 2026, 10:00 am'). */
export interface Instant {
  at: string;
}
/** A calendar day ('2026-12-05'), with a booked slot ('12:00') when there is one. */
export interface BookedDay {
  day: string;
  slot?: string;
}
export type Value = string | number | Instant | BookedDay;
export type Values = Record<string, Value>;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(locale: Locale, options: Intl.DateTimeFormatOptions, key: string): Intl.DateTimeFormat {
  let format = formats.get(`${locale}:${key}`);
  if (!format) {
    format = new Intl.DateTimeFormat(`${locale}-IN`, { timeZone: 'Asia/Kolkata', ...options });
    formats.set(`${locale}:${key}`, format);
  }
  return format;
}

function bookedDay(locale: Locale, { day, slot }: BookedDay): string {
  if (locale === 'en') return slot ? bookedTimeLabel(day, slot) : dayLabel(day);
  const [year, month, date] = day.split('-');
  const written = `${date}/${month}/${year}`;
  if (!slot) return written;
  const time = formatOf(locale, { timeStyle: 'short' }, 'time').format(new Date(`${day}T${slot}:00+05:30`));
  return `${written}, ${time}`;
}

/** A value as `locale` writes it. */
export function written(locale: Locale, value: Value): string | number {
  if (typeof value !== 'object') return value;
  if ('at' in value)
    return formatOf(locale, { dateStyle: 'medium', timeStyle: 'short' }, 'at').format(new Date(value.at));
  return bookedDay(locale, value);
}

/** A value as the API sends it (an error's `values`): the data itself, never a locale's writing of it. */
export function wireValue(value: Value): string | number {
  if (typeof value !== 'object') return value;
  if ('at' in value) return value.at;
  return value.slot ? `${value.day}T${value.slot}` : value.day;
}
