import { describe, expect, it } from 'vitest';
import { bookingToday, slotStart, weekdayOf } from '@contract';
import { slotDaysFrom } from './bookingSlots';

/** The same days through the dates' text: India's calendar date, its weekday and its midnight. */
function slotDaysByText(now: Date, count: number) {
  const today = Date.parse(`${bookingToday(now)}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(today + i * 86_400_000).toISOString().slice(0, 10);
    return { weekday: weekdayOf(date), midnight: slotStart(date, '00:00').getTime() };
  });
}

describe('slotDaysFrom', () => {
  it("gives India's days as the dates' text does, either side of India's midnight and across years", () => {
    const instants = [
      '2026-03-02T18:29:59.999Z', // 23:59:59.999 in India, Monday
      '2026-03-02T18:30:00.000Z', // Tuesday 00:00 in India
      '2024-02-28T20:00:00.000Z', // into a leap day
      '2025-12-31T19:00:00.000Z', // the new year in India, not yet in UTC
      '1999-12-31T23:59:59.000Z',
    ].map((iso) => new Date(iso));
    // And one instant every 7 h 13 min through three years.
    for (let t = Date.parse('2025-01-01T00:00:00Z'); t < Date.parse('2028-01-01T00:00:00Z'); t += 26_000_000)
      instants.push(new Date(t));
    for (const now of instants)
      expect(slotDaysFrom(now, 7), now.toISOString()).toEqual(slotDaysByText(now, 7));
  });
});
