// The date formats of every screen, on India's clock (the booked slots are India's: a consultation booked
// for 10:00am reads 10:00 AM in its room, on Schedules and on the bill, wherever the browser's clock is set).
// English keeps the spec's MM/DD/YYYY; Hindi and Tamil write DD/MM/YYYY with month and weekday names in their
// own script (Intl). Without a language given, the current one (src/i18n) applies.
//
// Written with Date and Intl rather than dayjs: dayjs, its utc plugin and two locales would take the largest
// dashboard routes over their first-load budget (bench/bundle-size.mjs); dates.test.ts checks instants against
// Intl for Asia/Kolkata.
import { i18n } from '@lingui/core';
import { istOffsetMinutes, slotLabel } from '@contract/bookingClock';
import { htmlLang, uiLanguages, type UiLanguage } from './language';

/** The date pattern of each language (tokens: YYYY MMM MM DD hh mm A, as dayjs reads them). */
export const dateFormats: Record<UiLanguage, string> = {
  English: 'MM/DD/YYYY',
  Hindi: 'DD/MM/YYYY',
  Tamil: 'DD/MM/YYYY',
};

/** The language the screens speak now. */
const current = (): UiLanguage => uiLanguages.find((l) => htmlLang[l] === i18n.locale) ?? 'English';

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
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
// Locale data like the month names, not UI text: Intl's Hindi writes 'am' in Latin letters.
const dayPeriods: Record<UiLanguage, [string, string]> = {
  English: ['AM', 'PM'],
  Hindi: ['पूर्वाह्न', 'अपराह्न'],
  Tamil: ['முற்பகல்', 'பிற்பகல்'],
};
const two = (n: number) => String(n).padStart(2, '0');

/** A part of an India-clock date (its UTC fields) in a language: the month's or weekday's short name, AM/PM. */
function named(date: Date, language: UiLanguage, part: 'month' | 'weekday' | 'dayPeriod'): string {
  if (part === 'dayPeriod') return dayPeriods[language][date.getUTCHours() < 12 ? 0 : 1];
  if (language === 'English')
    return (part === 'month' ? shortMonths : weekdays)[
      part === 'month' ? date.getUTCMonth() : date.getUTCDay()
    ]!;
  return new Intl.DateTimeFormat(`${htmlLang[language]}-IN`, { [part]: 'short', timeZone: 'UTC' }).format(
    date,
  );
}

function format(date: Date, pattern: string, language: UiLanguage = 'English'): string {
  return pattern.replace(/YYYY|MMM|MM|DD|hh|mm|A/g, (token) => {
    switch (token) {
      case 'YYYY':
        return String(date.getUTCFullYear()).padStart(4, '0');
      case 'MMM':
        return named(date, language, 'month');
      case 'MM':
        return two(date.getUTCMonth() + 1);
      case 'DD':
        return two(date.getUTCDate());
      case 'hh':
        return two(date.getUTCHours() % 12 || 12);
      case 'mm':
        return two(date.getUTCMinutes());
      default:
        return named(date, language, 'dayPeriod');
    }
  });
}

/** '2026-03-05' or '2026-03-05T10:00:00.000Z' → '03/05/2026' (India's date); '' for an empty or unreadable value. */
export function formatDate(value: string | null | undefined, language: UiLanguage = current()): string {
  const date = value ? indiaClock(value) : null;
  return date ? format(date, dateFormats[language], language) : '';
}

/** The date and the 12-hour time: '03/05/2026 03:30 PM'. */
export function formatDateTime(value: string | null | undefined, language: UiLanguage = current()): string {
  const date = value ? indiaClock(value) : null;
  return date ? format(date, `${dateFormats[language]} hh:mm A`, language) : '';
}

/** The 12-hour time alone, as formatDateTime writes it: '03:30 PM'. */
export function formatTime(value: string | null | undefined, language: UiLanguage = current()): string {
  const date = value ? indiaClock(value) : null;
  return date ? format(date, 'hh:mm A', language) : '';
}

/** A month ('2026-11') as the charts label it: 'Nov 2026'. */
export function formatMonth(value: string, language: UiLanguage = current()): string {
  const date = indiaClock(value);
  return date ? format(date, 'MMM YYYY', language) : value;
}

/** A day as a calendar page shows it: '2026-03-05' → { month: 'Mar', day: '5', weekday: 'Thu' } (India's day). */
export function calendarPage(
  value: string,
  language: UiLanguage = current(),
): { month: string; day: string; weekday: string } {
  const date = indiaClock(value);
  if (!date) return { month: '', day: '', weekday: '' };
  return {
    month: named(date, language, 'month'),
    day: String(date.getUTCDate()),
    weekday: named(date, language, 'weekday'),
  };
}

const dayNumber = (date: Date) => Math.floor(date.getTime() / 86_400_000);

/** A chat's day separator: 'Today', 'Yesterday', else the one date format ('03/05/2026'); India's days. */
export function formatDay(value: string, now: Date = new Date(), language: UiLanguage = current()): string {
  const date = indiaClock(value);
  if (!date) return '';
  const today = dayNumber(indiaClock(now)!);
  if (dayNumber(date) === today) return i18n._('Today');
  if (dayNumber(date) === today - 1) return i18n._('Yesterday');
  return formatDate(value, language);
}

/** A booking slot ('14:30', India's time) as the screens write it: the spec's '2:30pm' in English. */
export function formatSlot(slot: string, language: UiLanguage = current()): string {
  if (language === 'English') return slotLabel(slot);
  const [hours = 0, minutes = 0] = slot.split(':').map(Number);
  return format(new Date(Date.UTC(2000, 0, 1, hours, minutes)), 'hh:mm A', language);
}

/** A booking date ('2026-03-05') as a short day: 'Thu 5 Mar', 'गुरु, 5 मार्च'. */
export function formatShortDay(value: string, language: UiLanguage = current()): string {
  const date = indiaClock(value);
  if (!date) return '';
  if (language === 'English')
    return `${named(date, language, 'weekday')} ${date.getUTCDate()} ${named(date, language, 'month')}`;
  const options = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
  return new Intl.DateTimeFormat(`${htmlLang[language]}-IN`, options).format(date);
}
