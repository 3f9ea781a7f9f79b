// Money's zod-free part (common.ts re-exports it; renderer code that needs no schema imports it as
// `@contract/rupees`): the rate bounds and the one rupee format.

/** A lawyer's per-minute rate: ₹1 to ₹1000 in whole paise (ratePaiseSchema in common.ts). */
export const minimumRatePaise = 100;
export const maximumRatePaise = 100_000;

const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount of rupees grouped the Indian way, paise only when there are any: 1,00,000 and 1,039.50. */
export function groupRupees(rupees: number): string {
  return (Number.isInteger(rupees) ? whole : withPaise).format(rupees);
}

/** ₹{amount}/- from integer paise, as the spec shows prices: ₹1,00,000/-, ₹1,039.50/-. */
export function formatRupees(paise: number): string {
  return `₹${groupRupees(paise / 100)}/-`;
}
