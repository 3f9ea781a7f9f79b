// The TDS each line of one lawyer's ledger bears (the dated rates and their words: contract/tds.ts). LexSetu's
// lawyers are individuals, so the threshold exemption applies to every one who has given a PAN:
// - no PAN given by the line's date: the no-PAN rate, from the first rupee;
// - a PAN given: nothing while the year's gross (financial year from 1 April IST: the Gross column summed in
//   date order, refunds taking off) stays within the threshold, then the PAN rate of the line's date;
// - a refund gives back at the rate of the payment it refunds, so a full refund nets to zero.
// Only PAN is taken, not Aadhaar: holding Aadhaar numbers needs an Aadhaar Data Vault, and a lawyer has a PAN.
import { tdsRateOn, tdsReasons } from '@contract';
import { financialYearOf, istDay } from '@contract/istCalendar';

export interface Tds {
  basisPoints: number;
  reason: string;
}

export interface TdsLine {
  _id: string;
  /** When it was earned or refunded (ISO). */
  date: string;
  grossPaise: number;
  /** A refund: the id of the payment line it takes back from. */
  refundOf?: string;
}

function paymentTds(line: TdsLine, yearGrossBefore: number, panGiven: boolean): Tds {
  const rate = tdsRateOn(istDay(line.date));
  if (!panGiven) return { basisPoints: rate.noPanBasisPoints, reason: tdsReasons.noPan(rate) };
  const after = yearGrossBefore + line.grossPaise;
  if (after <= rate.exemptUpToPaise) return { basisPoints: 0, reason: tdsReasons.exempt(rate) };
  // TDS from the line that crosses the threshold on, that line whole; the year's earlier lines stay untaxed.
  const crossed = yearGrossBefore <= rate.exemptUpToPaise;
  return {
    basisPoints: rate.panBasisPoints,
    reason: (crossed ? tdsReasons.crossed : tdsReasons.panGiven)(rate),
  };
}

/** The TDS of each line (oldest first) of one lawyer whose PAN was given at `panGivenAt`, by line id. */
export function tdsOfLedger(lines: readonly TdsLine[], panGivenAt: string | null): Map<string, Tds> {
  const tds = new Map<string, Tds>();
  const yearGross = new Map<string, number>();
  for (const line of lines) {
    const year = financialYearOf(line.date);
    const before = yearGross.get(year) ?? 0;
    yearGross.set(year, before + line.grossPaise);
    if (!line.refundOf)
      tds.set(line._id, paymentTds(line, before, panGivenAt !== null && panGivenAt <= line.date));
  }
  // Refunds after every payment: one dated just before its payment (ended early) still mirrors it.
  for (const line of lines) if (line.refundOf) tds.set(line._id, tds.get(line.refundOf)!);
  return tds;
}
