import { describe, expect, it } from 'vitest';
import { nextSlotText, slotOf } from './nextSlot';

// Monday 7 January 2030, 15:00 in India (09:30 UTC).
const now = new Date('2030-01-07T09:30:00.000Z');

describe('next free slot as the client reads it', () => {
  it('names today and tomorrow in India, then the weekday and date', () => {
    expect(nextSlotText('2030-01-07T11:00:00.000Z', now)).toBe('Today, 4:30pm');
    expect(nextSlotText('2030-01-08T04:30:00.000Z', now)).toBe('Tomorrow, 10:00am');
    expect(nextSlotText('2030-01-10T05:30:00.000Z', now)).toBe('Thu 10 Jan, 11:00am');
  });

  it("is tomorrow by India's date even when UTC still says today", () => {
    // 23:00 UTC on the 6th is 04:30 on the 7th in India.
    const lateUtc = new Date('2030-01-06T23:00:00.000Z');
    expect(nextSlotText('2030-01-07T04:30:00.000Z', lateUtc)).toBe('Today, 10:00am');
  });

  it("gives the booking form's date and slot", () => {
    expect(slotOf('2030-01-08T12:00:00.000Z')).toEqual({ date: '2030-01-08', slot: '17:30' });
  });
});
