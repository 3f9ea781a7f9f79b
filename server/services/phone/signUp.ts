// Sign-up with a mobile number (#58): the account is created without a number (users.phone stays null) and a
// placeholder e-mail (contract/phone.ts: phoneOnlyEmail); its SMS code names the number, and only the right code
// (verify-otp) puts the number on it. So nobody holds a number they never proved, and the first to prove it wins.
import { phoneOnlyDomain } from '@contract';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict } from '../../errors';
import { recordAudit } from '../audit/record';
import { checkPhoneCode, usePhoneCode, type PhoneCodeDeps } from './codes';

/** The newest account signed up with `phone` and not proven yet (no number, a placeholder e-mail), if any. */
export function pendingSignUpOf(db: Db, phone: string) {
  return db
    .selectFrom('phone_codes')
    .innerJoin('users', 'users.id', 'phone_codes.user_id')
    .select('users.id')
    .where('phone_codes.phone', '=', phone)
    .where('users.phone', 'is', null)
    .where('users.email', 'like', `%@${phoneOnlyDomain}`)
    .orderBy('phone_codes.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Checks the SMS code of a pending sign-up and puts the number on its account; answers the account's id. */
export async function proveSignUpNumber(
  deps: Omit<PhoneCodeDeps, 'sms'>,
  phone: string,
  code: string,
): Promise<string> {
  const pending = await pendingSignUpOf(deps.db, phone);
  if (!pending) throw badRequest('recovery_code_invalid', 'otp');
  const codeId = await checkPhoneCode(deps, pending.id, phone, code, 'otp');
  const now = deps.clock.now();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await usePhoneCode(trx, codeId, now.toISOString(), 'otp');
      await trx
        .updateTable('users')
        .set({ phone, updated_at: now.toISOString() })
        .where('id', '=', pending.id)
        .execute();
      await recordAudit(trx, {
        actorId: pending.id,
        action: 'security.phone_changed',
        subject: { type: 'user', id: pending.id },
        detail: { replaced: false },
        at: now,
      });
    });
  } catch (error) {
    // Another sign-up or account proved the number first: the unique index said no.
    if (isUniqueViolation(error)) throw conflict('phone_taken', 'email');
    throw error;
  }
  return pending.id;
}
