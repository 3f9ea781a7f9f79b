// Sign-ups by mobile number never proven (#58): such an account cannot sign in (no number, a placeholder e-mail)
// and holds nothing but its codes and first settings; a day after sign-up it goes, so abandoned tries do not pile up.
import { phoneOnlyDomain } from '@contract';
import type { Db } from '../../db/connection';
import type { Clock } from '../../types';

export const unprovenSignUpLifetimeMs = 24 * 3_600_000;

/** Deletes the sign-ups by number still unproven a day on; answers how many went. */
export async function dropUnprovenSignUps({ db, clock }: { db: Db; clock: Clock }): Promise<number> {
  const before = new Date(clock.now().getTime() - unprovenSignUpLifetimeMs).toISOString();
  const result = await db
    .deleteFrom('users')
    .where('phone', 'is', null)
    .where('email', 'like', `%@${phoneOnlyDomain}`)
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
