// SMS codes proving a mobile number (#58), under the rules of the e-mail codes (services/recovery.ts): stored
// only as an HMAC (keyed with the JWT secret, salted with the row id), 10 minutes, 5 wrong tries, 60 s between
// sends and 5 an hour per account, single use; and 5 an hour per number whoever asks.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import { errorCodes, phoneCodeLimits as limits } from '@contract';
import type { Config } from '../../config';
import { dialectOf, type Db, type Trx } from '../../db/connection';
import { newId } from '../../db/ids';
import { updatedAny } from '../../db/updated';
import { badRequest, HttpError, said, tooManyRequests } from '../../errors';
import type { Clock } from '../../types';
import { newCode } from '../oneTimeCode';
import { codeTemplateId, type SmsGateway } from '../sms';

export interface PhoneCodeDeps {
  db: Db;
  config: Config;
  clock: Clock;
  sms: SmsGateway;
}

const hourMs = 3_600_000;

function digest(secret: string, id: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`phone:${id}:${phone}:${code}`).digest('hex');
}

/** DLT templates are registered word for word, so the text is one fixed English sentence. */
export const smsCodeText = (code: string) =>
  `${code} is your LexSetu verification code. It expires in ${limits.codeLifetimeMs / 60_000} minutes. Do not share it. - LexSetu`;

/** Throws 429 when the newest of `recent` (newest first) is under a minute old or the hour's cap is reached. */
function checkLimits(recent: { created_at: string }[], cap: number, now: number) {
  if (recent.length > 0) {
    const wait = Math.ceil(
      (limits.resendAfterSeconds * 1000 - (now - Date.parse(recent[0].created_at))) / 1000,
    );
    if (wait > 0) throw tooManyRequests(wait, said('recovery_wait', { seconds: wait }));
  }
  if (recent.length >= cap) {
    const oldest = Date.parse(recent[recent.length - 1].created_at);
    throw tooManyRequests(Math.max(1, Math.ceil((oldest + hourMs - now) / 1000)), 'recovery_too_many_codes');
  }
}

/** Texts a fresh code to `phone` for the account `userId` (voiding its earlier ones). */
export async function sendPhoneCode(
  { db, config, clock, sms }: PhoneCodeDeps,
  userId: string,
  phone: string,
  makeCode: () => string = newCode,
): Promise<{ resendAfterSeconds: number }> {
  const now = clock.now();
  const hourAgo = new Date(now.getTime() - hourMs).toISOString();
  const code = makeCode();
  const id = newId();
  const createdAt = now.toISOString();
  await db.transaction().execute(async (trx) => {
    // Parallel requests must not all pass the limits: PostgreSQL queues them on the user's row and, for the
    // per-number cap across accounts (sign-ups), on a lock named by the number; SQLite is serial already.
    if (dialectOf(trx) === 'postgres') {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`phone:${phone}`}))`.execute(trx);
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    }
    const recent = (column: 'user_id' | 'phone', value: string) =>
      trx
        .selectFrom('phone_codes')
        .select('created_at')
        .where(column, '=', value)
        .where('created_at', '>', hourAgo)
        .orderBy('created_at', 'desc')
        .execute();
    checkLimits(await recent('user_id', userId), limits.codesPerHour, now.getTime());
    checkLimits(await recent('phone', phone), limits.codesPerHourPerNumber, now.getTime());
    await voidCodes(trx, userId, createdAt);
    await trx
      .insertInto('phone_codes')
      .values({
        id,
        user_id: userId,
        phone,
        code_hash: digest(config.jwtSecret, id, phone, code),
        created_at: createdAt,
        expires_at: new Date(now.getTime() + limits.codeLifetimeMs).toISOString(),
        attempts: 0,
        consumed_at: null,
      })
      .execute();
  });
  try {
    await sms.send({ to: phone, text: smsCodeText(code), templateId: codeTemplateId(config) });
  } catch {
    // The code never arrived: forget it so the resend limit does not hold the next request back.
    await db.deleteFrom('phone_codes').where('id', '=', id).execute();
    throw new HttpError(503, errorCodes.unavailable, 'phone_sms_failed');
  }
  return { resendAfterSeconds: limits.resendAfterSeconds };
}

/** Voids the account's live SMS codes (a new code, or a password reset). */
export function voidCodes(trx: Trx, userId: string, at: string) {
  return trx
    .updateTable('phone_codes')
    .set({ consumed_at: at })
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .execute();
}

/** The id of the account's live code when `code` is right for `phone`; else 400 on `code`, a wrong try counted. */
export async function checkPhoneCode(
  { db, config, clock }: Omit<PhoneCodeDeps, 'sms'>,
  userId: string,
  phone: string,
  code: string,
  field = 'code',
): Promise<string> {
  const nowText = clock.now().toISOString();
  const row = await db
    .selectFrom('phone_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', nowText)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!row) throw badRequest('recovery_code_invalid', field);
  const expected = Buffer.from(digest(config.jwtSecret, row.id, phone, code), 'hex');
  if (row.phone === phone && timingSafeEqual(Buffer.from(row.code_hash, 'hex'), expected)) return row.id;
  // Counted in the database (parallel guesses each take a try); the one using up the last try voids the code.
  await db
    .updateTable('phone_codes')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      consumed_at: eb
        .case()
        .when('attempts', '>=', limits.maxWrongTries - 1)
        .then(nowText)
        .else(null)
        .end(),
    }))
    .where('id', '=', row.id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', limits.maxWrongTries)
    .execute();
  throw badRequest('recovery_code_invalid', field);
}

/** Uses the checked code up inside the change's transaction; 400 when a racing request used or voided it first. */
export async function usePhoneCode(trx: Trx, codeId: string, at: string, field = 'code'): Promise<void> {
  const used = await trx
    .updateTable('phone_codes')
    .set({ consumed_at: at })
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (!updatedAny(used)) throw badRequest('recovery_code_invalid', field);
}
