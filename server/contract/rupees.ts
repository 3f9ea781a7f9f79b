// Money's zod-free part (common.ts re-exports it; renderer code that needs no schema imports it as
// `@contract/rupees`): the rate bounds and the one rupee format.

/** A lawyer's per-minute rate: ₹1 to ₹1000 in whole paise (ratePaiseSchema in common.ts). */
export const minimumRatePaise = 100;
export const maximumRatePaise = 100_000;

/** ₹{amount}/- from integer paise, as the spec shows prices. */
export function formatRupees(paise: number): string {
  const rupees = paise / 100;
  const text = Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2);
  return `₹${text}/-`;
}
