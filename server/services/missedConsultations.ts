// A free first consultation nobody attended: once its booked end plus the grace has passed without
// a chat or a connected call, it is 'missed', never 'confirmed' in the past. A lawyer who never came to the room
// leaves the client their free first consultation (`takesAllowance` in consultationAllowance.ts); a client who
// stayed away while the lawyer came has used it. The realtime sweep runs this before completing consultations.
import { missedByOf } from '@contract';
import type { Db } from '../db/connection';
import { updatedAny } from '../db/updated';
import { roomWindow } from './consultations';
import { notice, notify } from './notifications';
import { transitions } from './bookings/stateMachine';

/**
 * Free first video and phone consultations past their window that nobody attended (an on-site meeting happens
 * outside the app, so the app cannot tell). One still awaiting approval was never taken up by the lawyer.
 */
export function unattendedFreeConsultations(db: Db, now: Date) {
  const over = new Date(now.getTime() - roomWindow.graceAfterMs).toISOString();
  return db
    .selectFrom('bookings as b')
    .select(['b.id', 'b.client_id', 'b.lawyer_id', 'b.topic', 'b.date', 'b.slot', 'b.lawyer_joined_at'])
    .where('b.status', 'in', transitions.miss.from)
    .where('b.free_first', '=', 1)
    .where('b.mode', 'in', ['video', 'phone'])
    .where('b.end_at', '<=', over)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('consultation_sessions as cs')
            .select('cs.id')
            .whereRef('cs.booking_id', '=', 'b.id')
            .where('cs.connected_at', 'is not', null),
        ),
      ),
    )
    .execute();
}

/** Marks them missed, each once whichever instance sweeps first, and tells both sides who did not join. */
export async function markMissedConsultations(db: Db, now: Date): Promise<void> {
  for (const row of await unattendedFreeConsultations(db, now)) {
    const by = missedByOf(!!row.lawyer_joined_at);
    const values = { topic: row.topic, when: { day: row.date, slot: row.slot } };
    await db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('bookings')
        .set({ status: transitions.miss.to, updated_at: now.toISOString() })
        .where('id', '=', row.id)
        .where('status', 'in', transitions.miss.from)
        .executeTakeFirst();
      if (!updatedAny(changed)) return;
      const told = { kind: 'booking' as const, link: '/dashboard/schedules' };
      await notify(trx, now, {
        ...told,
        userId: row.client_id,
        says: notice(
          by === 'lawyer' ? 'notice_missed_lawyer_away_client' : 'notice_missed_client_away_client',
          values,
        ),
      });
      await notify(trx, now, {
        ...told,
        userId: row.lawyer_id,
        says: notice(
          by === 'lawyer' ? 'notice_missed_lawyer_away_lawyer' : 'notice_missed_client_away_lawyer',
          values,
        ),
      });
    });
  }
}
