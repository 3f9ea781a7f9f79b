// What a live consultation costs: the minutes metered from its calls and the money rule applied to them.
import { describe, expect, it } from 'vitest';
import { billableMinutes, maximumPricePaise, toBeRefundedPaise } from './bookingMoney';
import { meteredMinutesOf } from './consultations';

const minute = 60_000;
const span = (from: number, to: number): [number, number] => [from * minute, to * minute];

describe('metered minutes', () => {
  it('bills overlapping and touching calls once, in any order, rounding the total up to whole minutes', () => {
    expect(meteredMinutesOf([span(10, 20), span(0, 5), span(4, 12)])).toBe(20);
    expect(meteredMinutesOf([span(0, 5), span(5, 8)])).toBe(8);
    expect(meteredMinutesOf([span(0, 5), span(6, 8)])).toBe(7);
    expect(meteredMinutesOf([span(20, 22), span(10, 15)])).toBe(7);
    // A call inside another adds nothing.
    expect(meteredMinutesOf([span(0, 10), span(2, 3)])).toBe(10);
    expect(meteredMinutesOf([[0, minute + 1]])).toBe(2);
    expect(meteredMinutesOf([[0, minute]])).toBe(1);
  });

  it('ignores calls that never lasted, and bills nothing without calls', () => {
    expect(meteredMinutesOf([])).toBe(0);
    expect(meteredMinutesOf([span(5, 5), span(9, 3)])).toBe(0);
    expect(meteredMinutesOf([span(9, 3), span(0, 2)])).toBe(2);
  });
});

describe('the money rule', () => {
  const booked = { minutes: 30, rate_paise: 4000, free_first: 0 };

  it('charges the booked minutes at the booked rate, and nothing for the free first consultation', () => {
    expect(maximumPricePaise(booked)).toBe(120_000);
    expect(maximumPricePaise({ ...booked, free_first: 1 })).toBe(0);
  });

  it('never bills more minutes than booked, nor fewer than none', () => {
    expect(billableMinutes(45, 30)).toBe(30);
    expect(billableMinutes(30, 30)).toBe(30);
    expect(billableMinutes(12, 30)).toBe(12);
    expect(billableMinutes(-3, 30)).toBe(0);
  });

  it('owes back the unused minutes at the booked rate; nothing on the free first consultation', () => {
    expect(toBeRefundedPaise(booked, 12)).toBe(18 * 4000);
    expect(toBeRefundedPaise(booked, 0)).toBe(120_000);
    expect(toBeRefundedPaise(booked, 45)).toBe(0);
    expect(toBeRefundedPaise({ ...booked, free_first: 1 }, 12)).toBe(0);
  });
});
