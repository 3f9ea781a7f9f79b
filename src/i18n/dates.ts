// The one date format of the signed-in screens (Bills, Activities, Invoices, requests, schedules, reviews…):
// the spec's MM/dd/yyyy (section 9), in every language the dashboard speaks — Hindi and Tamil screens write
// dates with the same digits and order, so a date reads alike wherever it appears. Times are India's, as the
// booked slots are: a consultation booked for 10:00am reads 10:00 AM in its room, on Schedules and on the bill,
// wherever the browser's clock is set.
import dayjs from 'dayjs';
import { istOffsetMinutes } from '@contract/bookingClock';
import type { UiLanguage } from './language';

/** A calendar day ('2026-03-05') as it is; an instant as India's wall clock (IST has no daylight saving). */
function inIndia(value: string | Date): dayjs.Dayjs {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return dayjs(value);
  const ms = typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (Number.isNaN(ms)) return dayjs(null);
  return dayjs(new Date(ms + istOffsetMinutes * 60_000).toISOString().slice(0, 23));
}

/** The date pattern of each dashboard language (dayjs tokens). */
export const dateFormats: Record<UiLanguage, string> = {
  English: 'MM/DD/YYYY',
  Hindi: 'MM/DD/YYYY',
  Tamil: 'MM/DD/YYYY',
};

/** '2026-03-05' or '2026-03-05T10:00:00.000Z' → '03/05/2026' (India's date); '' for an empty or unreadable value. */
export function formatDate(value: string | null | undefined, language: UiLanguage = 'English'): string {
  if (!value) return '';
  const date = inIndia(value);
  return date.isValid() ? date.format(dateFormats[language]) : '';
}

/** The date and the 12-hour time: '03/05/2026 03:30 PM'. */
export function formatDateTime(value: string | null | undefined, language: UiLanguage = 'English'): string {
  if (!value) return '';
  const date = inIndia(value);
  return date.isValid() ? date.format(`${dateFormats[language]} hh:mm A`) : '';
}

/** The 12-hour time alone, as formatDateTime writes it: '03:30 PM'. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = inIndia(value);
  return date.isValid() ? date.format('hh:mm A') : '';
}

/** A month ('2026-11') as the charts label it: 'Nov 2026'. */
export function formatMonth(value: string): string {
  const date = dayjs(`${value}-01`);
  return date.isValid() ? date.format('MMM YYYY') : value;
}

/** A chat's day separator: 'Today', 'Yesterday', else the one date format ('03/05/2026'); India's days. */
export function formatDay(value: string, now: Date = new Date(), language: UiLanguage = 'English'): string {
  const date = inIndia(value);
  if (!date.isValid()) return '';
  const today = inIndia(now).startOf('day');
  if (date.isSame(today, 'day')) return 'Today';
  if (date.isSame(today.subtract(1, 'day'), 'day')) return 'Yesterday';
  return formatDate(value, language);
}
