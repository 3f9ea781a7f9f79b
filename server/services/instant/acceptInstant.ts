// POST /api/instant-consultations/:id/accept: the lawyer picks up within 60 s. The consultation becomes a
// booking of kind 'instant' with the same id, so its chat and call room opens at once (no slot, no booked start).
import { istDay, istWallClock } from '@contract/istCalendar';
import type { InstantConsultation } from '@contract';
import type { UserRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { loadInstant, lockInstant, stateAt, tellBoth, touchAvailability, type InstantDeps } from './common';
import { instantView } from './readInstant';

export async function acceptInstant(
  deps: InstantDeps,
  me: Pick<UserRow, 'id'>,
  { params }: { params: { id: string } },
): Promise<InstantConsultation> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const row = await deps.db.transaction().execute(async (trx) => {
    await lockInstant(trx, params.id);
    const found = await loadInstant(trx, me.id, params.id);
    if (found.lawyer_id !== me.id) throw notFound('instant_not_found');
    if (stateAt(found, now) !== 'ringing') throw conflict('instant_not_ringing');
    await trx
      .insertInto('bookings')
      .values({
        id: found.id,
        kind: 'instant',
        client_id: found.client_id,
        lawyer_id: found.lawyer_id,
        date: istDay(now),
        slot: istWallClock(now).toISOString().slice(11, 16),
        // Open-ended: the end is written when it ends (rooms.callWindow keeps an instant room open till then).
        start_at: at,
        end_at: at,
        minutes: 1,
        mode: 'video',
        topic: found.topic || 'Consult now',
        // Charged per minute from the wallet; the price is the total, written at the end.
        price_paise: 0,
        rate_paise: found.rate_paise,
        free_first: 0,
        status: 'confirmed',
        paid_at: null,
        lawyer_joined_at: at,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await trx
      .updateTable('instant_consultations')
      .set({ state: 'accepted', accepted_at: at, updated_at: at })
      .where('id', '=', found.id)
      .execute();
    await touchAvailability(trx, me.id, now);
    return trx
      .selectFrom('instant_consultations')
      .selectAll()
      .where('id', '=', found.id)
      .executeTakeFirstOrThrow();
  });
  await tellBoth(deps, row);
  return instantView(deps.db, row, me.id, now);
}
