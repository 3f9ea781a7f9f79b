// Ringing past its 60 s becomes timed_out (a job; reads treat it so already); the client is told and can try
// another lawyer.
import { notice, notify } from '../notifications';
import { tellBoth, type InstantDeps } from './common';

/** Times out every ringing consultation past its deadline; answers how many. */
export async function timeOutRinging(deps: InstantDeps): Promise<number> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const due = await deps.db
    .selectFrom('instant_consultations')
    .innerJoin('users', 'users.id', 'instant_consultations.lawyer_id')
    .select(['instant_consultations.id', 'client_id', 'lawyer_id', 'users.name as lawyerName'])
    .where('state', '=', 'ringing')
    .where('ringing_until', '<=', at)
    .execute();
  let count = 0;
  for (const row of due) {
    // Conditional: another instance (or the lawyer's late accept) may have moved it first.
    const timedOut = await deps.db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('instant_consultations')
        .set({ state: 'timed_out', updated_at: at })
        .where('id', '=', row.id)
        .where('state', '=', 'ringing')
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) return false;
      await notify(trx, now, {
        userId: row.client_id,
        kind: 'booking',
        says: notice('notice_instant_timed_out', { name: row.lawyerName }),
        link: '/dashboard/find-experts',
      });
      return true;
    });
    if (!timedOut) continue;
    count += 1;
    await tellBoth(deps, row);
  }
  return count;
}
