// The periods of the earnings screen in India's time: the payout week, the start of a period, and its chart's
// buckets (days of the week or month, or months).
import type { EarningsPeriod, LedgerLine } from '@contract';
import { istDay, istMidnight, istWeekStart } from '@contract/istCalendar';

/** The Monday (IST) of the week of `now`, 'YYYY-MM-DD': the payout week. */
export const payoutWeek = (now: Date): string => istWeekStart(now);

export function periodStart(period: EarningsPeriod, now: Date): string | null {
  if (period === 'all') return null;
  const day = period === 'week' ? payoutWeek(now) : `${istDay(now).slice(0, 7)}-01`;
  return istMidnight(day);
}

export function chartOf(period: EarningsPeriod, lines: LedgerLine[], now: Date) {
  const today = istDay(now);
  const keys: string[] = [];
  if (period === 'week') {
    const monday = Date.parse(`${payoutWeek(now)}T00:00:00Z`);
    for (let d = 0; d < 7; d++) keys.push(new Date(monday + d * 86_400_000).toISOString().slice(0, 10));
  } else if (period === 'month') {
    const first = Date.parse(`${today.slice(0, 7)}-01T00:00:00Z`);
    for (let t = first; new Date(t).toISOString().slice(0, 7) === today.slice(0, 7); t += 86_400_000)
      keys.push(new Date(t).toISOString().slice(0, 10));
  } else {
    const firstMonth = lines.length ? istDay(lines[0]!.date).slice(0, 7) : today.slice(0, 7);
    let [y, m] = firstMonth.split('-').map(Number) as [number, number];
    for (;;) {
      const key = `${y}-${String(m).padStart(2, '0')}`;
      keys.push(key);
      if (key >= today.slice(0, 7)) break;
      m += 1;
      if (m > 12) [y, m] = [y + 1, 1];
    }
    keys.splice(0, Math.max(0, keys.length - 24));
  }
  const length = keys[0]?.length ?? 10;
  const sums = new Map(keys.map((k) => [k, 0]));
  for (const l of lines) {
    const key = istDay(l.date).slice(0, length);
    if (sums.has(key)) sums.set(key, sums.get(key)! + l.netPaise);
  }
  return keys.map((k) => ({ label: k, netPaise: sums.get(k)! }));
}
