import { describe, expect, it } from 'vitest';
import { uiLanguages } from './language';
import { dateFormats, formatDate, formatDateTime, formatDay, formatMonth, formatTime } from './dates';

describe('formatDate', () => {
  it('writes a day, a timestamp and nothing alike: MM/DD/YYYY', () => {
    expect(formatDate('2026-03-05')).toBe('03/05/2026');
    expect(formatDate('2026-03-05T10:00:00.000Z')).toBe('03/05/2026');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('2026-03-05T04:30:00.000Z')).toBe('03/05/2026 10:00 AM');
  });

  it("writes instants on India's clock, whatever the browser's zone (the booked slots are India's)", () => {
    // 19:00 UTC is half past midnight of the next day in India.
    expect(formatDate('2026-03-05T19:00:00.000Z')).toBe('03/06/2026');
    expect(formatDateTime('2026-03-05T19:00:00.000Z')).toBe('03/06/2026 12:30 AM');
    expect(formatTime('2026-03-05T09:00:00.000Z')).toBe('02:30 PM');
    // A calendar day is not an instant: it stays the day it names.
    expect(formatDate('2026-03-05')).toBe('03/05/2026');
    expect(formatTime('nope')).toBe('');
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
    // India's days: 9:30 AM on 5 March in India is 04:00 UTC; its day began at 18:30 UTC on the 4th.
    const now = new Date('2026-03-05T04:00:00.000Z');
    expect(formatDay('2026-03-04T18:31:00.000Z', now)).toBe('Today');
    expect(formatDay('2026-03-04T18:29:00.000Z', now)).toBe('Yesterday');
    expect(formatDay('2026-03-03T06:30:00.000Z', now)).toBe('03/03/2026');
    expect(formatDay('nope', now)).toBe('');
  });
});
