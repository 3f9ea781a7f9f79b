// Plan periods at the month's end: a month after 31 January is the last day of February, not 3 March.
import { describe, expect, it } from 'vitest';
import { addMonths } from './period';

const at = (iso: string) => new Date(iso);

describe('addMonths', () => {
  it('clamps to the last day of a shorter month, in leap and common years', () => {
    expect(addMonths(at('2027-01-31T10:00:00.000Z'), 1)).toBe('2027-02-28T10:00:00.000Z');
    expect(addMonths(at('2028-01-31T10:00:00.000Z'), 1)).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(at('2027-03-31T23:59:59.000Z'), 1)).toBe('2027-04-30T23:59:59.000Z');
  });

  it('keeps the day when the month has it, across a year end and for a yearly plan', () => {
    expect(addMonths(at('2027-12-31T00:00:00.000Z'), 1)).toBe('2028-01-31T00:00:00.000Z');
    expect(addMonths(at('2027-01-15T08:30:00.000Z'), 1)).toBe('2027-02-15T08:30:00.000Z');
    expect(addMonths(at('2028-02-29T12:00:00.000Z'), 12)).toBe('2029-02-28T12:00:00.000Z');
    expect(addMonths(at('2027-05-31T12:00:00.000Z'), 12)).toBe('2028-05-31T12:00:00.000Z');
  });
});
