// POST /api/account/phone/code and PUT /api/account/phone (contract/accountPhone.ts): a number is added or
// changed only with its SMS code and the account's password; a number on another account is a 409.
import type { InputOf, PhoneCodeResponse, SetPhoneResponse } from '@contract';
import { accountPhoneEndpoints as endpoints, maskPhone } from '@contract';
import type { UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { conflict } from '../../errors';
import { recordAudit } from '../audit/record';
import { confirmPassword } from '../passwords';
import { checkPhoneCode, sendPhoneCode, usePhoneCode, type PhoneCodeDeps } from './codes';

async function assertFree(deps: Pick<PhoneCodeDeps, 'db'>, me: Pick<UserRow, 'id'>, phone: string) {
  const holder = await deps.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  if (holder && holder.id !== me.id) throw conflict('phone_taken', 'phone');
}

export async function requestPhoneCode(
  deps: PhoneCodeDeps,
  me: Pick<UserRow, 'id'>,
  { body }: InputOf<typeof endpoints.sendCode>,
): Promise<PhoneCodeResponse> {
  // Said before any SMS goes: the number is already another account's.
  await assertFree(deps, me, body.phone);
  const { resendAfterSeconds } = await sendPhoneCode(deps, me.id, body.phone);
  return { message: 'Code sent', resendAfterSeconds, demoSms: deps.sms.name === 'demo' };
}

export async function setMyPhone(
  deps: Omit<PhoneCodeDeps, 'sms'>,
  me: UserRow,
  { body }: InputOf<typeof endpoints.set>,
): Promise<SetPhoneResponse> {
  await confirmPassword(me, body.password);
  await assertFree(deps, me, body.phone);
  const codeId = await checkPhoneCode(deps, me.id, body.phone, body.code);
  const now = deps.clock.now();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await usePhoneCode(trx, codeId, now.toISOString());
      await trx
        .updateTable('users')
        .set({ phone: body.phone, updated_at: now.toISOString() })
        .where('id', '=', me.id)
        .execute();
      await recordAudit(trx, {
        actorId: me.id,
        action: 'security.phone_changed',
        subject: { type: 'user', id: me.id },
        detail: { replaced: me.phone !== null },
        at: now,
      });
    });
  } catch (error) {
    // Another account took the number between the check and the write: the unique index said no.
    if (isUniqueViolation(error)) throw conflict('phone_taken', 'phone');
    throw error;
  }
  return { message: 'Mobile number saved', phone: maskPhone(body.phone) };
}
