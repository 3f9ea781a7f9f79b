// The spec's period filter (This Month, Last 3 Months, Last 6 Months, All Data) as a start date, UTC.
import type { Period } from '@contract';

/** 'YYYY-MM-DD' of the first day counted, or null for All Data. */
export function periodStart(period: Period, now: Date): string | null {
  const months = { 'This Month': 0, 'Last 3 Months': 3, 'Last 6 Months': 6, 'All Data': null }[period];
  if (months === null) return null;
  if (months === 0) return `${now.toISOString().slice(0, 7)}-01`;
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

/** Case-insensitive "contains" over the given texts; an empty query matches everything. */
export function matches(query: string, ...texts: (string | null | undefined)[]): boolean {
  const q = query.trim().toLowerCase();
  return !q || texts.some((t) => (t ?? '').toLowerCase().includes(q));
}
