// 'Available now' as the lawyer's switch shows it: on until 2 hours without activity, with its cap.
import { availableNowDefaultCap, availableNowIdleHours, type AvailableNow } from '@contract';
import type { Db, Trx } from '../../db/connection';
import type { AvailableNowRow } from '../../db/schema';

export const idleMs = availableNowIdleHours * 3_600_000;

/** On, and active within the idle time (the expiry job writes it off; reads never wait for it). */
export const isAvailable = (row: Pick<AvailableNowRow, 'is_on' | 'last_active_at'> | undefined, now: Date) =>
  !!row && row.is_on === 1 && !!row.last_active_at && Date.parse(row.last_active_at) + idleMs > now.getTime();

export function presentAvailableNow(row: AvailableNowRow | undefined, now: Date): AvailableNow {
  const on = isAvailable(row, now);
  return {
    availableNow: on,
    until: on ? new Date(Date.parse(row!.last_active_at!) + idleMs).toISOString() : null,
    cap: row?.cap ?? availableNowDefaultCap,
  };
}

export const availabilityRow = (db: Db | Trx, lawyerId: string) =>
  db.selectFrom('available_now').selectAll().where('lawyer_id', '=', lawyerId).executeTakeFirst();

/** Which of these lawyers are 'Available now' (Find experts' chip). */
export async function availableNowOf(db: Db | Trx, ids: string[], now: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('available_now')
    .select(['lawyer_id', 'is_on', 'last_active_at'])
    .where('lawyer_id', 'in', ids)
    .execute();
  return new Set(rows.filter((row) => isAvailable(row, now)).map((row) => row.lawyer_id));
}
