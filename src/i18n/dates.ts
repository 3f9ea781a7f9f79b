// The one date format of the signed-in screens (Bills, Activities, Invoices, requests, schedules, reviews…):
// the spec's MM/dd/yyyy (section 9), in every language the dashboard speaks — Hindi and Tamil screens write
// dates with the same digits and order, so a date reads alike wherever it appears.
//
// Written with Date rather than dayjs (3 kB gzip in the first load of most dashboard screens): the same parsing —
// a date or date-time without a zone ('2026-03-05', '2026-03-05T10:00:00') is local time, anything else goes to
// Date — and the five tokens these formats use. dates.test.ts checks the results against dayjs.
import type { UiLanguage } from './language';

/** The date pattern of each dashboard language (tokens: YYYY MMM MM DD hh mm A, as dayjs reads them). */
export const dateFormats: Record<UiLanguage, string> = {
  English: 'MM/DD/YYYY',
  Hindi: 'MM/DD/YYYY',
  Tamil: 'MM/DD/YYYY',
};

// dayjs's own pattern for a value read as local time.
const localTime =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/** The moment a value names, or null when it names none. */
function parse(value: string): Date | null {
  let date: Date;
  const parts = /z$/i.test(value) ? null : localTime.exec(value);
  if (parts) {
    const [, year, month, day, hour, minute, second, fraction] = parts;
    date = new Date(
      Number(year),
      Number(month || 1) - 1,
      Number(day || 1),
      Number(hour || 0),
      Number(minute || 0),
      Number(second || 0),
      Number((fraction || '0').slice(0, 3)),
    );
  } else date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

function format(date: Date, pattern: string): string {
  return pattern.replace(/YYYY|MMM|MM|DD|hh|mm|A/g, (token) => {
    switch (token) {
      case 'YYYY':
        return String(date.getFullYear()).padStart(4, '0');
      case 'MMM':
        return shortMonths[date.getMonth()];
      case 'MM':
        return two(date.getMonth() + 1);
      case 'DD':
        return two(date.getDate());
      case 'hh':
        return two(date.getHours() % 12 || 12);
      case 'mm':
        return two(date.getMinutes());
      default:
        return date.getHours() < 12 ? 'AM' : 'PM';
    }
  });
}

/** '2026-03-05' or '2026-03-05T10:00:00.000Z' → '03/05/2026' (local date); '' for an empty or unreadable value. */
export function formatDate(value: string | null | undefined, language: UiLanguage = 'English'): string {
  const date = value ? parse(value) : null;
  return date ? format(date, dateFormats[language]) : '';
}

/** The date and the 12-hour time: '03/05/2026 03:30 PM'. */
export function formatDateTime(value: string | null | undefined, language: UiLanguage = 'English'): string {
  const date = value ? parse(value) : null;
  return date ? format(date, `${dateFormats[language]} hh:mm A`) : '';
}

/** The 12-hour time alone, as formatDateTime writes it: '03:30 PM'. */
export function formatTime(value: string | null | undefined): string {
  const date = value ? parse(value) : null;
  return date ? format(date, 'hh:mm A') : '';
}

/** A month ('2026-11') as the charts label it: 'Nov 2026'. */
export function formatMonth(value: string): string {
  const date = parse(`${value}-01`);
  return date ? format(date, 'MMM YYYY') : value;
}

const dayOf = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** A chat's day separator: 'Today', 'Yesterday', else the one date format ('03/05/2026'); local days. */
export function formatDay(value: string, now: Date = new Date(), language: UiLanguage = 'English'): string {
  const date = parse(value);
  if (!date) return '';
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  if (dayOf(date) === today.getTime()) return 'Today';
  if (dayOf(date) === new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1).getTime())
    return 'Yesterday';
  return formatDate(value, language);
}
