import { describe, expect, it } from 'vitest';
import { activateLanguage } from '.';
import { uiLanguages } from './language';
import {
  calendarPage,
  dateFormats,
  formatDate,
  formatDateTime,
  formatDay,
  formatMonth,
  formatShortDay,
  formatSlot,
  formatTime,
} from './dates';

describe('formatDate', () => {
  it('writes a day, a timestamp and nothing alike: MM/DD/YYYY', () => {
    expect(formatDate('2026-03-05')).toBe('03/05/2026');
    expect(formatDate('2026-03-05T10:00:00.000Z')).toBe('03/05/2026');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDateTime('2026-03-05T04:30:00.000Z')).toBe('03/05/2026 10:00 AM');
  });

  it("writes instants on India's clock, whatever the browser's zone (the booked slots are India's)", () => {
    // 19:00 UTC is half past midnight of the next day in India.
    expect(formatDate('2026-03-05T19:00:00.000Z')).toBe('03/06/2026');
    expect(formatDateTime('2026-03-05T19:00:00.000Z')).toBe('03/06/2026 12:30 AM');
    expect(formatTime('2026-03-05T09:00:00.000Z')).toBe('02:30 PM');
    expect(formatTime('2026-03-05T15:00:00+05:30')).toBe('03:00 PM');
    // A calendar day is not an instant: it stays the day it names; a time without a zone is India's already.
    expect(formatDate('2026-03-05')).toBe('03/05/2026');
    expect(formatDateTime('2026-03-05T10:00:00')).toBe('03/05/2026 10:00 AM');
    expect(formatTime('nope')).toBe('');
  });

  it("agrees with the browser's own formatting for Asia/Kolkata at every hour of a year", () => {
    const india = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 3_600_000 + 7 * 60_000) {
      const iso = new Date(ms).toISOString();
      const parts = Object.fromEntries(india.formatToParts(ms).map((p) => [p.type, p.value]));
      const expected = `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
      expect(formatDateTime(iso), iso).toBe(expected);
    }
  });

  it("has a format for every language: English the spec's MM/DD/YYYY, Hindi and Tamil DD/MM/YYYY", () => {
    for (const language of uiLanguages) expect(dateFormats[language]).toBeDefined();
    expect(formatDate('2026-12-31', 'English')).toBe('12/31/2026');
    expect(formatDate('2026-12-31', 'Hindi')).toBe('31/12/2026');
    expect(formatDate('2026-03-05', 'Tamil')).toBe('05/03/2026');
  });

  it('names months, weekdays and the time of day in Devanagari and Tamil script', () => {
    expect(formatMonth('2026-11', 'Hindi')).toBe('नव॰ 2026');
    expect(calendarPage('2026-03-05', 'Hindi').weekday).toBe('गुरु');
    expect(formatTime('2026-03-05T09:00:00.000Z', 'Hindi')).toBe('02:30 अपराह्न');
    expect(formatSlot('14:30', 'Hindi')).toBe('02:30 अपराह्न');
    expect(formatSlot('14:30', 'English')).toBe('2:30pm');
    expect(formatShortDay('2026-03-05', 'English')).toBe('Thu 5 Mar');
    expect(formatShortDay('2026-03-05', 'Hindi')).toBe('गुरु, 5 मार्च');
    expect(calendarPage('2026-03-05', 'Tamil')).toEqual({ month: 'மார்.', day: '5', weekday: 'வியா.' });
    expect(formatTime('2026-03-05T04:30:00.000Z', 'Tamil')).toBe('10:00 முற்பகல்');
  });

  it('follows the current language when none is given', async () => {
    await activateLanguage('Tamil');
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    await activateLanguage('English');
    expect(formatDate('2026-03-05')).toBe('03/05/2026');
  });

  it('names a month for the charts', () => {
    expect(formatMonth('2026-11')).toBe('Nov 2026');
    expect(formatMonth('1999-12')).toBe('Dec 1999');
    expect(formatMonth('nope')).toBe('nope');
  });
});

describe('formatDay', () => {
  it("names a chat's day: Today, Yesterday, else the one date format", () => {
    // India's days: 9:30 AM on 5 March in India is 04:00 UTC; its day began at 18:30 UTC on the 4th.
    const now = new Date('2026-03-05T04:00:00.000Z');
    expect(formatDay('2026-03-04T18:31:00.000Z', now)).toBe('Today');
    expect(formatDay('2026-03-04T18:29:00.000Z', now)).toBe('Yesterday');
    expect(formatDay('2026-03-03T06:30:00.000Z', now)).toBe('03/03/2026');
    expect(formatDay('nope', now)).toBe('');
  });
});

describe('calendarPage', () => {
  it("gives a schedule card's month, day and weekday of a booked day, as written", () => {
    expect(calendarPage('2026-03-05')).toEqual({ month: 'Mar', day: '5', weekday: 'Thu' });
    expect(calendarPage('2030-01-13')).toEqual({ month: 'Jan', day: '13', weekday: 'Sun' });
    expect(calendarPage('2026-02-30')).toEqual({ month: '', day: '', weekday: '' });
  });
});
