// The arithmetic of a ledger line, in integer paise: a percentage rounded once, half away from zero, from an exact
// integer product; a refund line reverses its amounts with the same rule, so a full refund nets exactly to zero.
import { gstOnFeeBasisPoints } from '@contract';

/** `amount × basisPoints / 10000` in whole paise, rounded half away from zero, without floats. */
export function percentOf(amountPaise: number, basisPoints: number): number {
  if (!Number.isSafeInteger(amountPaise) || !Number.isSafeInteger(basisPoints))
    throw new Error('Paise and basis points are integers');
  const sign = amountPaise < 0 ? -1 : 1;
  const product = BigInt(Math.abs(amountPaise)) * BigInt(basisPoints);
  const quotient = product / 10000n;
  const rounded = (product % 10000n) * 2n >= 10000n ? quotient + 1n : quotient;
  return sign * Number(rounded);
}

export interface LineAmounts {
  grossPaise: number;
  feePaise: number;
  gstPaise: number;
  tdsPaise: number;
  netPaise: number;
}

/** The split of one gross amount (negative for a refund) at a TDS rate. */
export function splitGross(grossPaise: number, feeBasisPoints: number, tdsBasisPoints: number): LineAmounts {
  const feePaise = percentOf(grossPaise, feeBasisPoints);
  const gstPaise = percentOf(feePaise, gstOnFeeBasisPoints);
  const tdsPaise = percentOf(grossPaise, tdsBasisPoints);
  return { grossPaise, feePaise, gstPaise, tdsPaise, netPaise: grossPaise - feePaise - gstPaise - tdsPaise };
}

export function sumLines(lines: LineAmounts[]): LineAmounts {
  const total = { grossPaise: 0, feePaise: 0, gstPaise: 0, tdsPaise: 0, netPaise: 0 };
  for (const l of lines) for (const k of Object.keys(total) as (keyof LineAmounts)[]) total[k] += l[k];
  return total;
}
