// POST …/:id/decline: the lawyer declines; the client's cancel shares the rule: only while it rings (60 s).
import type { InstantConsultation } from '@contract';
import type { UserRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { updatedAny } from '../../db/updated';
import { notice, notify } from '../notifications';
import { loadInstant, tellBoth, touchAvailability, type InstantDeps } from './common';
import { instantView } from './readInstant';

export async function stopRingingAs(
  deps: InstantDeps,
  me: Pick<UserRow, 'id'>,
  id: string,
  side: 'lawyer' | 'client',
): Promise<InstantConsultation> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const found = await loadInstant(deps.db, me.id, id);
  if ((side === 'lawyer' ? found.lawyer_id : found.client_id) !== me.id) throw notFound('instant_not_found');
  const row = await deps.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('instant_consultations')
      .set({ state: side === 'lawyer' ? 'declined' : 'cancelled', updated_at: at })
      .where('id', '=', id)
      .where('state', '=', 'ringing')
      .where('ringing_until', '>', at)
      .executeTakeFirst();
    if (!updatedAny(changed)) throw conflict('instant_not_ringing');
    if (side === 'lawyer') {
      const lawyer = await trx
        .selectFrom('users')
        .select('name')
        .where('id', '=', me.id)
        .executeTakeFirstOrThrow();
      await notify(trx, now, {
        userId: found.client_id,
        kind: 'booking',
        says: notice('notice_instant_declined', { name: lawyer.name }),
        link: '/dashboard/find-experts',
      });
      await touchAvailability(trx, me.id, now);
    }
    return trx.selectFrom('instant_consultations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  });
  await tellBoth(deps, row);
  return instantView(deps.db, row, me.id, now);
}

/** POST …/:id/decline (the lawyer). */
export const declineInstant = (
  deps: InstantDeps,
  me: Pick<UserRow, 'id'>,
  input: { params: { id: string } },
) => stopRingingAs(deps, me, input.params.id, 'lawyer');
