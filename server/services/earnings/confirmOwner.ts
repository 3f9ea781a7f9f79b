// The check before a change of where money goes (payout account, PAN): the owner proves it is them.
import type { UserRow } from '../../db/schema';
import { badRequest } from '../../errors';
import { verifyPassword } from '../passwords';
import { checkLoginSecondFactor, isTwoFactorEnabled } from '../twoFactor';
import type { EarningsDeps } from './common';

/** A sensitive change: the 2FA code when 2FA is on, else the password (a 400 naming the field otherwise). */
export async function confirmOwner(
  deps: EarningsDeps,
  me: UserRow,
  proof: { password?: string; code?: string },
): Promise<void> {
  if (await isTwoFactorEnabled(deps.db, me.id)) {
    if (!proof.code) throw badRequest('payout_code_required', 'code');
    await checkLoginSecondFactor(
      deps.db,
      me.id,
      proof.code,
      deps.config.jwtSecret,
      deps.clock.now().getTime(),
    );
    return;
  }
  if (!proof.password) throw badRequest('payout_password_required', 'password');
  if (!(await verifyPassword(me.password_hash, proof.password)))
    throw badRequest('password_wrong', 'password');
}
