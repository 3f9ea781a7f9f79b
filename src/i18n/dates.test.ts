import { describe, expect, it } from 'vitest';
import { uiLanguages } from './language';
import dayjs from 'dayjs';
import { dateFormats, formatDate, formatDateTime, formatDay, formatMonth, formatTime } from './dates';

describe('formatDate', () => {
  it('writes a day, a timestamp and nothing alike: MM/DD/YYYY', () => {
    expect(formatDate('2026-03-05')).toBe('03/05/2026');
    expect(formatDate('2026-03-05T10:00:00.000Z')).toMatch(/^03\/0[56]\/2026$/);
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('2026-03-05T10:00:00')).toBe('03/05/2026 10:00 AM');
  });

  it('has one format for every dashboard language', () => {
    for (const language of uiLanguages) {
      expect(dateFormats[language]).toBeDefined();
      expect(formatDate('2026-12-31', language)).toBe('12/31/2026');
    }
  });

  it('names a month for the charts', () => {
    expect(formatMonth('2026-11')).toBe('Nov 2026');
  });
});

describe('formatDay', () => {
  it("names a chat's day: Today, Yesterday, else the one date format", () => {
    const now = new Date(2026, 2, 5, 9, 30);
    expect(formatDay(new Date(2026, 2, 5, 0, 1).toISOString(), now)).toBe('Today');
    expect(formatDay(new Date(2026, 2, 4, 23, 59).toISOString(), now)).toBe('Yesterday');
    expect(formatDay(new Date(2026, 2, 3, 12).toISOString(), now)).toBe('03/03/2026');
    expect(formatDay('nope', now)).toBe('');
  });
});

// dates.ts was written with dayjs: what it writes now is what dayjs wrote, for every shape of value it is given.
describe('the same as dayjs', () => {
  const values = [
    '2026-03-05',
    '2026-3-5',
    '2026/03/05',
    '20260305',
    '2026-03-05T00:00:00',
    '2026-03-05T12:00',
    '2026-03-05 23:59:59.999',
    '2026-03-05T10:00:00.000Z',
    '2026-03-05T10:00:00z',
    '2026-03-05T10:00:00+05:30',
    '2026-03-05T18:45:00.000Z',
    '2026-12-31T23:30:00.000Z',
    '2026-02-30',
    '2026',
    '2026-11',
    'not a date',
    'March 5, 2026',
  ];
  it('formats each value as dayjs did', () => {
    for (const value of values) {
      const day = dayjs(value);
      const ok = day.isValid();
      expect(formatDate(value), value).toBe(ok ? day.format('MM/DD/YYYY') : '');
      expect(formatDateTime(value), value).toBe(ok ? day.format('MM/DD/YYYY hh:mm A') : '');
      expect(formatTime(value), value).toBe(ok ? day.format('hh:mm A') : '');
    }
    for (const month of ['2026-01', '2026-11', '1999-12', 'nope'])
      expect(formatMonth(month)).toBe(
        dayjs(`${month}-01`).isValid() ? dayjs(`${month}-01`).format('MMM YYYY') : month,
      );
  });
});
