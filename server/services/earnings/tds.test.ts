// TDS under section 194-O as a lawyer's ledger shows it: 1 % before 1 October 2024 and 0.1 % from then with a
// PAN, 5 % without one; nothing while a lawyer with a PAN stays within ₹5,00,000 in the financial year (1 April,
// India's time), TDS from the line that crosses it; refunds give back at their payment's rate.
import { describe, expect, it } from 'vitest';
import { tdsRateOn, tdsRates } from '@contract';
import { tdsOfLedger, type TdsLine } from './tds';

const lakh = 1_00_000_00; // ₹1,00,000 in paise
const paid = (_id: string, date: string, grossPaise: number): TdsLine => ({ _id, date, grossPaise });
const reasons = (lines: TdsLine[], panGivenAt: string | null) =>
  [...tdsOfLedger(lines, panGivenAt)].map(([id, t]) => [id, t.basisPoints, t.reason]);

const exempt = 'No TDS: gross this financial year within ₹5,00,000';
const withPan = 'TDS 0.1 % (section 194-O, PAN given)';
const crossed = "TDS 0.1 % (section 194-O, PAN given): this line took the year's gross past ₹5,00,000";

describe('the dated rates', () => {
  it("are 1 % until 30 September 2024 and 0.1 % from 1 October 2024 (India's day), 5 % without a PAN", () => {
    expect(tdsRates.map((r) => r.from)).toEqual(['2020-10-01', '2024-10-01']);
    expect(tdsRateOn('2024-09-30')).toMatchObject({ panBasisPoints: 100, noPanBasisPoints: 500 });
    expect(tdsRateOn('2024-10-01')).toMatchObject({ panBasisPoints: 10, noPanBasisPoints: 500 });
    expect(tdsRateOn('2026-04-01')).toMatchObject({ panBasisPoints: 10, exemptUpToPaise: 5 * lakh });
    // 1 October 00:00 in India is 30 September 18:30 UTC: a line then crosses ₹5,00,000 at the new rate.
    const lines = [
      paid('a', '2024-09-30T18:29:00.000Z', 5 * lakh),
      paid('b', '2024-09-30T18:29:30.000Z', 100),
      paid('c', '2024-09-30T18:30:00.000Z', 100),
    ];
    expect(reasons(lines, '2024-04-01T00:00:00.000Z')).toEqual([
      ['a', 0, exempt],
      ['b', 100, "TDS 1 % (section 194-O, PAN given): this line took the year's gross past ₹5,00,000"],
      ['c', 10, withPan],
    ]);
  });
});

describe('a ledger', () => {
  it('without a PAN: 5 % on every line from the first rupee', () => {
    expect(reasons([paid('a', '2030-01-08T05:00:00.000Z', 100)], null)).toEqual([
      ['a', 500, 'TDS 5 %: no PAN given'],
    ]);
  });

  it('with a PAN: none within ₹5,00,000 a financial year, TDS from the crossing line, again none from 1 April', () => {
    const lines = [
      paid('a', '2029-06-01T05:00:00.000Z', 3 * lakh),
      paid('b', '2029-07-01T05:00:00.000Z', 2 * lakh), // exactly ₹5,00,000: still within
      paid('c', '2029-08-01T05:00:00.000Z', 1000), // past it
      paid('d', '2029-09-01T05:00:00.000Z', 1000),
      paid('e', '2030-03-31T18:30:00.000Z', 1000), // 1 April 00:00 in India: a new financial year
    ];
    expect(reasons(lines, '2029-01-01T00:00:00.000Z')).toEqual([
      ['a', 0, exempt],
      ['b', 0, exempt],
      ['c', 10, crossed],
      ['d', 10, withPan],
      ['e', 0, exempt],
    ]);
  });

  it('lines before the PAN was given keep 5 % and count towards the year; a refund mirrors its payment', () => {
    const lines: TdsLine[] = [
      paid('a', '2029-06-01T05:00:00.000Z', 4 * lakh), // before the PAN
      paid('b', '2029-06-03T05:00:00.000Z', 2 * lakh), // crosses ₹5,00,000
      { _id: 'r', date: '2029-06-04T05:00:00.000Z', grossPaise: -2 * lakh, refundOf: 'b' },
      { _id: 'q', date: '2029-06-04T06:00:00.000Z', grossPaise: -1000, refundOf: 'a' },
      paid('c', '2029-06-05T05:00:00.000Z', 50 * 100), // back within after the refunds
    ];
    expect(reasons(lines, '2029-06-02T00:00:00.000Z')).toEqual([
      ['a', 500, 'TDS 5 %: no PAN given'],
      ['b', 10, crossed],
      ['c', 0, exempt],
      ['r', 10, crossed],
      ['q', 500, 'TDS 5 %: no PAN given'],
    ]);
  });

  it('a refund dated before its payment (a consultation ended early) still gives back at its rate', () => {
    const lines: TdsLine[] = [
      { _id: 'r', date: '2030-01-08T05:10:00.000Z', grossPaise: -100, refundOf: 'p' },
      paid('p', '2030-01-08T05:30:00.000Z', 1000),
    ];
    expect(reasons(lines, null)).toEqual([
      ['p', 500, 'TDS 5 %: no PAN given'],
      ['r', 500, 'TDS 5 %: no PAN given'],
    ]);
  });
});
