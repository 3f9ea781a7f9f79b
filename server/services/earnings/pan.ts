// The lawyer's PAN for TDS, changed only after the owner check (confirmOwner.ts), as the payout account is.
import type { InputOf, PayoutAccountReply, earningsEndpoints } from '@contract';
import type { UserRow } from '../../db/schema';
import { encryptSecret } from '../twoFactor';
import { requireLawyer, type EarningsDeps } from './common';
import { confirmOwner } from './confirmOwner';
import { payoutAccountOf } from './payoutAccount';

/**
 * The PAN for TDS, confirmed as the payout account is. Kept encrypted (TDS returns need it whole); `given_at` stays
 * the first time one was given (a correction does not change which lines had a PAN).
 */
export async function savePan(
  deps: EarningsDeps,
  me: UserRow,
  { body }: InputOf<typeof earningsEndpoints.savePan>,
): Promise<PayoutAccountReply> {
  requireLawyer(me);
  await confirmOwner(deps, me, body);
  const at = deps.clock.now().toISOString();
  const values = {
    pan_enc: encryptSecret(body.pan, deps.config.jwtSecret),
    masked: maskPan(body.pan),
    updated_at: at,
  };
  await deps.db
    .insertInto('pans')
    .values({ user_id: me.id, given_at: at, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return payoutAccountOf(deps, me);
}

/** 'ABCDE1234F' → 'XXXXXX234F'. */
export const maskPan = (pan: string) => `${'X'.repeat(6)}${pan.slice(6)}`;
