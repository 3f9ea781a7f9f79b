// An accepted consultation nobody talks in (no call connected, or the last one ended) for 10 minutes is ended
// by the metering job, so it stops taking the lawyer's place (the cap) and nothing stays open unbilled.
import type { Db } from '../../db/connection';

export const instantIdleMs = 10 * 60_000;

/** Accepted consultations with no open call, idle since accept or their last call's end for the idle time. */
export async function idleInstants(db: Db, now: Date): Promise<string[]> {
  const before = new Date(now.getTime() - instantIdleMs).toISOString();
  const rows = await db
    .selectFrom('instant_consultations as ic')
    .select('ic.id')
    .where('ic.state', '=', 'accepted')
    .where('ic.accepted_at', '<=', before)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('consultation_sessions as cs')
            .select('cs.id')
            .whereRef('cs.booking_id', '=', 'ic.id')
            .where('cs.kind', '=', 'call')
            .where((inner) =>
              inner.or([inner('cs.ended_at', 'is', null), inner('cs.ended_at', '>', before)]),
            ),
        ),
      ),
    )
    .execute();
  return rows.map((row) => row.id);
}
