// The spec's period filter (This Month, Last 3 Months, Last 6 Months, All Data) as a start date, UTC; and a
// premium plan's paid period, counted in calendar months.
import { plans, type Period, type PlanId } from '@contract';

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

/** ISO time `months` calendar months after `from` (day clamped to the month's end). */
export function addMonths(from: Date, months: number): string {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString();
}

/** When a paid period starts (ms): its plan's months before its end (a renewal bought early starts later). */
export function planPeriodStart(sub: { plan: PlanId; period_end: string }): number {
  return Date.parse(addMonths(new Date(sub.period_end), -plans[sub.plan].months));
}
