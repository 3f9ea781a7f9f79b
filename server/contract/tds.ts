// TDS on a lawyer's earnings: section 194-O of the Income-tax Act 1961, carried into the Income-tax Act 2025 (in
// force from 1 April 2026) at the same rates. The dated rates and the words every ledger line, statement and
// payout gives for them; services/earnings/tds.ts applies them. Zod-free: screens import it as `@contract/tds`.
import { groupRupees } from './rupees';

export interface TdsRate {
  /** The day (IST, 'YYYY-MM-DD') from which the row applies. */
  from: string;
  /** With a PAN, once the year's gross is past `exemptUpToPaise`. */
  panBasisPoints: number;
  /** Without a PAN (section 206AA), from the first rupee. */
  noPanBasisPoints: number;
  /** An individual with a PAN whose gross through LexSetu in the financial year stays within this pays none. */
  exemptUpToPaise: number;
}

/** Oldest first; the first row also covers anything earlier. A change in the law is one more row. */
export const tdsRates: readonly TdsRate[] = [
  { from: '2020-10-01', panBasisPoints: 100, noPanBasisPoints: 500, exemptUpToPaise: 5_00_000_00 },
  { from: '2024-10-01', panBasisPoints: 10, noPanBasisPoints: 500, exemptUpToPaise: 5_00_000_00 },
];

/** The row in force on `day` ('YYYY-MM-DD', IST). */
export const tdsRateOn = (day: string): TdsRate => tdsRates.findLast((r) => r.from <= day) ?? tdsRates[0]!;

/** Basis points as the owner writes a rate: 10 → '0.1 %', 500 → '5 %'. */
export const tdsPercent = (basisPoints: number) => `${basisPoints / 100} %`;
/** The year's gross a lawyer with a PAN may earn without TDS: '₹5,00,000'. */
export const tdsThreshold = (rate: TdsRate) => `₹${groupRupees(rate.exemptUpToPaise / 100)}`;

/** Why a line's TDS is what it is. */
export const tdsReasons = {
  exempt: (rate: TdsRate) => `No TDS: gross this financial year within ${tdsThreshold(rate)}`,
  panGiven: (rate: TdsRate) => `TDS ${tdsPercent(rate.panBasisPoints)} (section 194-O, PAN given)`,
  crossed: (rate: TdsRate) =>
    `${tdsReasons.panGiven(rate)}: this line took the year's gross past ${tdsThreshold(rate)}`,
  noPan: (rate: TdsRate) => `TDS ${tdsPercent(rate.noPanBasisPoints)}: no PAN given`,
};

/** PAN: 5 letters, 4 digits, 1 letter (e.g. ABCDE1234F). */
export const panPattern = /^[A-Z]{5}\d{4}[A-Z]$/;
