// Ending an accepted instant consultation, once whoever gets here first (either party, the metering job at zero
// balance): the call and chat end, the last started minute is charged, the booking completes with the charged
// total as its price, and the minutes get their tax invoice (recordWalletPayment.ts).
import type { InstantConsultation } from '@contract';
import type { UserRow } from '../../db/schema';
import { conflict } from '../../errors';
import { endOpenSessions } from '../consultations/sessions';
import { updatedAny } from '../../db/updated';
import { loadInstant, lockInstant, tellBoth, touchAvailability, type InstantDeps } from './common';
import { meterInstant } from './meterInstant';
import { instantView } from './readInstant';
import { recordWalletPayment } from './recordWalletPayment';

export type EndReason = 'ended' | 'balance';

/** Ends it once; false when it was not accepted (ended already, or never picked up). */
export async function finishInstant(deps: InstantDeps, id: string, reason: EndReason): Promise<boolean> {
  const now = deps.clock.now();
  const at = now.toISOString();
  await endOpenSessions(deps.db, id, 'call', now);
  await endOpenSessions(deps.db, id, 'chat', now);
  await meterInstant(deps.db, id, now);
  const row = await deps.db.transaction().execute(async (trx) => {
    await lockInstant(trx, id);
    const changed = await trx
      .updateTable('instant_consultations')
      .set({ state: 'ended', ended_at: at, end_reason: reason, updated_at: at })
      .where('id', '=', id)
      .where('state', '=', 'accepted')
      .executeTakeFirst();
    if (!updatedAny(changed)) return null;
    const ended = await trx
      .selectFrom('instant_consultations')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const paymentId = ended.charged_paise > 0 ? await recordWalletPayment(trx, ended, now) : null;
    if (paymentId)
      await trx
        .updateTable('instant_consultations')
        .set({ payment_id: paymentId })
        .where('id', '=', id)
        .execute();
    await trx
      .updateTable('bookings')
      .set({
        status: 'completed',
        end_at: at,
        minutes: Math.max(1, ended.minutes),
        metered_minutes: ended.minutes,
        price_paise: ended.charged_paise,
        paid_at: paymentId ? at : null,
        updated_at: at,
      })
      .where('id', '=', id)
      .execute();
    await touchAvailability(trx, ended.lawyer_id, now);
    return ended;
  });
  if (!row) return false;
  await tellBoth(deps, row);
  return true;
}

/**
 * POST /api/instant-consultations/:id/end: either party ends it. `end` is the room's own ending
 * (realtime/instantCalls.ts: finishInstant, then the room is told), handed in by the router.
 */
export async function endInstant(
  deps: InstantDeps,
  me: Pick<UserRow, 'id'>,
  { params }: { params: { id: string } },
  end: (id: string) => Promise<void>,
): Promise<InstantConsultation> {
  const found = await loadInstant(deps.db, me.id, params.id);
  if (found.state !== 'accepted') throw conflict('instant_not_accepted');
  await end(params.id);
  return instantView(deps.db, await loadInstant(deps.db, me.id, params.id), me.id, deps.clock.now());
}
