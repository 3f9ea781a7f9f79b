// 'Available now' turns itself off (a job): after 2 hours without the lawyer's activity, and once the lawyer
// has no live session left (signed out everywhere: logout of the last device, sessions ended, password reset).
import type { Db } from '../../db/connection';
import { updatedAny } from '../../db/updated';
import { expertSearchCache } from '../searchCache';
import { sessionTokenLifetimeSeconds } from '../sessions';
import { idleMs } from './availableNow';

/** Every lawyer idle for the idle time, or signed out everywhere, is switched off; true when one was. */
export async function expireAvailableNow(db: Db, now: Date): Promise<boolean> {
  const before = new Date(now.getTime() - idleMs).toISOString();
  const oldestLive = new Date(now.getTime() - sessionTokenLifetimeSeconds * 1000).toISOString();
  const result = await db
    .updateTable('available_now')
    .set({ is_on: 0 })
    .where('is_on', '=', 1)
    .where((eb) =>
      eb.or([
        eb('last_active_at', '<=', before),
        eb.not(
          eb.exists(
            eb
              .selectFrom('sessions')
              .select('sessions.id')
              .whereRef('sessions.user_id', '=', 'available_now.lawyer_id')
              .where('sessions.revoked_at', 'is', null)
              .where('sessions.created_at', '>', oldestLive),
          ),
        ),
      ]),
    )
    .executeTakeFirst();
  if (!updatedAny(result)) return false;
  expertSearchCache(db).invalidate();
  return true;
}
