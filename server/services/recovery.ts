// Password recovery: a 6-digit code by mail (or by SMS for a mobile number, #58: services/phone), then a
// single-use reset token, then the new password.
// Codes and tokens are stored only as HMACs (keyed with the JWT secret, salted with the row id) and never logged.
// The use cases at the end answer the endpoints of contract/auth.ts (recoveryEndpoints).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  errorCodes,
  isE164,
  isPhoneOnlyEmail,
  recoveryEndpoints as endpoints,
  type ForgotPasswordResponse,
  type InputOf,
  type MessageResponse,
  type VerifyOtpResponse,
} from '@contract';
import type { Config } from '../config';
import { dialectOf, type Db, type Trx } from '../db/connection';
import { newId } from '../db/ids';
import { badRequest, HttpError, notFound, said, tooManyRequests } from '../errors';
import type { Clock } from '../types';
import { assertAcceptablePassword } from './accounts';
import type { Mailer } from './mail';
import { hashPassword } from './passwords';
import { sessionsEnded } from './sessionEvents';
import { revokeAllSessions } from './sessions';
import { recordAudit } from './audit/record';
import { updatedAny } from '../db/updated';
import { userLocale } from './readerLanguage';
import { newCode } from './oneTimeCode';
import { textIn } from '../i18n';
import type { SmsGateway } from './sms';
import {
  checkPhoneCode,
  pendingSignUpOf,
  proveSignUpNumber,
  sendPhoneCode,
  usePhoneCode,
  voidCodes,
} from './phone';

export const recoveryLimits = {
  codeLifetimeMs: 10 * 60_000,
  maxWrongTries: 5,
  resendAfterSeconds: 60,
  codesPerHour: 5,
  resetTokenLifetimeMs: 15 * 60_000,
} as const;

export const recoveryMessages = {
  codeSent: 'OTP sent successfully',
  userNotFound: 'User not found. Please register first.',
  invalidCode: 'Invalid or expired code.',
  verified: 'OTP verified successful',
  invalidResetToken: 'Invalid or expired reset token.',
  resetDone: 'Password reset successful',
  tooManyCodes: 'Too many codes requested. Please try again in an hour.',
  mailFailed: 'The code could not be sent. Please try again later.',
  wait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
} as const;

export interface RecoveryDeps {
  db: Db;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  sms: SmsGateway;
}
type Deps = RecoveryDeps;

function digest(secret: string, purpose: string, id: string, value: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${id}:${value}`).digest('hex');
}

function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The account of an e-mail or a proven mobile number (E.164 from the contract); a placeholder address has none. */
async function findUser(db: Db, identifier: string) {
  const byPhone = isE164(identifier);
  const user = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where(byPhone ? 'phone' : 'email', '=', identifier)
    .executeTakeFirst();
  return user && !byPhone && isPhoneOnlyEmail(user.email) ? undefined : user;
}

/** Mails a fresh code (voiding any earlier one); resendAfterSeconds for the client's countdown. */
export async function requestCode(
  { db, config, clock, mailer }: Omit<Deps, 'sms'>,
  email: string,
  makeCode: () => string = newCode,
): Promise<{ resendAfterSeconds: number }> {
  const user = await findUser(db, email);
  if (!user) throw notFound('recovery_user_not_found');
  const now = clock.now();
  const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
  const code = makeCode();
  const id = newId();
  const createdAt = now.toISOString();
  await db.transaction().execute(async (trx) => {
    // Parallel requests for one address must not all pass the limits below. PostgreSQL: the user's row lock
    // queues them (each then sees the codes the others inserted); SQLite transactions are serial already.
    if (dialectOf(trx) === 'postgres')
      await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
    const recent = await trx
      .selectFrom('otp_codes')
      .select('created_at')
      .where('user_id', '=', user.id)
      .where('created_at', '>', hourAgo)
      .orderBy('created_at', 'desc')
      .execute();
    if (recent.length > 0) {
      const sinceLast = now.getTime() - Date.parse(recent[0].created_at);
      const wait = Math.ceil((recoveryLimits.resendAfterSeconds * 1000 - sinceLast) / 1000);
      if (wait > 0) throw tooManyRequests(wait, said('recovery_wait', { seconds: wait }));
    }
    if (recent.length >= recoveryLimits.codesPerHour) {
      const oldest = Date.parse(recent[recent.length - 1].created_at);
      throw tooManyRequests(
        Math.max(1, Math.ceil((oldest + 3_600_000 - now.getTime()) / 1000)),
        'recovery_too_many_codes',
      );
    }
    // A new code voids the old ones.
    await trx
      .updateTable('otp_codes')
      .set({ consumed_at: createdAt })
      .where('user_id', '=', user.id)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('otp_codes')
      .values({
        id,
        user_id: user.id,
        code_hash: digest(config.jwtSecret, 'otp', id, code),
        created_at: createdAt,
        expires_at: new Date(now.getTime() + recoveryLimits.codeLifetimeMs).toISOString(),
        attempts: 0,
        consumed_at: null,
      })
      .execute();
  });

  try {
    // In the language the user reads LexSetu in (their Preferred language).
    const locale = await userLocale(db, user.id);
    const words = { code, minutes: recoveryLimits.codeLifetimeMs / 60_000 };
    await mailer.send({
      to: user.email,
      subject: textIn(locale, 'mail_recovery_subject'),
      text: textIn(locale, 'mail_recovery_body', words),
    });
  } catch {
    // The code never reached the user: void it so the next request is not held back by the resend limit.
    await db.deleteFrom('otp_codes').where('id', '=', id).execute();
    throw new HttpError(503, errorCodes.unavailable, 'recovery_mail_failed');
  }
  return { resendAfterSeconds: recoveryLimits.resendAfterSeconds };
}

/** Checks a code; on success it is used up and a reset token (15 minutes, single use) is returned. */
export async function verifyCode(
  { db, config, clock }: Omit<Deps, 'mailer' | 'sms'>,
  email: string,
  code: string,
): Promise<{ resetToken: string }> {
  if (isE164(email)) return verifySmsCode({ db, config, clock }, email, code);
  const user = await findUser(db, email);
  if (!user) throw badRequest('recovery_code_invalid', 'otp');
  const now = clock.now();
  const nowText = now.toISOString();
  const row = await db
    .selectFrom('otp_codes')
    .selectAll()
    .where('user_id', '=', user.id)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', nowText)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!row) throw badRequest('recovery_code_invalid', 'otp');
  if (!sameDigest(row.code_hash, digest(config.jwtSecret, 'otp', row.id, code))) {
    // Counted in the database, not from the row read above: parallel guesses each take one of the tries,
    // and the one that uses up the last try voids the code in the same statement.
    await db
      .updateTable('otp_codes')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        consumed_at: eb
          .case()
          .when('attempts', '>=', recoveryLimits.maxWrongTries - 1)
          .then(nowText)
          .else(null)
          .end(),
      }))
      .where('id', '=', row.id)
      .where('consumed_at', 'is', null)
      .where('attempts', '<', recoveryLimits.maxWrongTries)
      .execute();
    throw badRequest('recovery_code_invalid', 'otp');
  }

  return issueResetToken({ db, config, clock }, user.id, async (trx) => {
    const used = await trx
      .updateTable('otp_codes')
      .set({ consumed_at: nowText })
      .where('id', '=', row.id)
      // Still live: wrong guesses racing this one may have used up the tries and voided it meanwhile.
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    if (!updatedAny(used)) throw badRequest('recovery_code_invalid', 'otp');
  });
}

/** A number's SMS code: the recovery code of its account, or the proof of a sign-up by that number. */
async function verifySmsCode(deps: Omit<Deps, 'mailer' | 'sms'>, phone: string, code: string) {
  const user = await findUser(deps.db, phone);
  if (!user) return issueResetToken(deps, await proveSignUpNumber(deps, phone, code));
  const codeId = await checkPhoneCode(deps, user.id, phone, code, 'otp');
  return issueResetToken(deps, user.id, (trx) =>
    usePhoneCode(trx, codeId, deps.clock.now().toISOString(), 'otp'),
  );
}

/** Uses the code up (`useCode`) and stores a fresh reset token (15 minutes, single use) in one transaction. */
async function issueResetToken(
  { db, config, clock }: Omit<Deps, 'mailer' | 'sms'>,
  userId: string,
  useCode: (trx: Trx) => Promise<void> = async () => {},
): Promise<{ resetToken: string }> {
  const now = clock.now();
  const nowText = now.toISOString();
  const resetToken = randomBytes(32).toString('base64url');
  const tokenId = newId();
  await db.transaction().execute(async (trx) => {
    await useCode(trx);
    // Only the newest reset token counts.
    await trx
      .updateTable('reset_tokens')
      .set({ consumed_at: nowText })
      .where('user_id', '=', userId)
      .where('consumed_at', 'is', null)
      .execute();
    await trx
      .insertInto('reset_tokens')
      .values({
        id: tokenId,
        user_id: userId,
        token_hash: digest(config.jwtSecret, 'reset', '', resetToken),
        created_at: nowText,
        expires_at: new Date(now.getTime() + recoveryLimits.resetTokenLifetimeMs).toISOString(),
        consumed_at: null,
      })
      .execute();
  });
  return { resetToken };
}

/** Sets the new password with a live reset token, then ends every session of the user. */
export async function resetPassword(
  { db, config, clock }: Omit<Deps, 'mailer' | 'sms'>,
  input: { email: string; newPassword: string; resetToken: string },
): Promise<void> {
  const user = await findUser(db, input.email);
  // A number without an account is answered like a wrong token: recovery never tells who has one.
  if (!user)
    throw isE164(input.email)
      ? badRequest('reset_token_invalid', 'resetToken')
      : notFound('recovery_user_not_found');
  const nowText = clock.now().toISOString();
  const tokenHash = digest(config.jwtSecret, 'reset', '', input.resetToken);
  const token = await db
    .selectFrom('reset_tokens')
    .select(['id'])
    .where('token_hash', '=', tokenHash)
    .where('user_id', '=', user.id)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', nowText)
    .executeTakeFirst();
  if (!token) throw badRequest('reset_token_invalid', 'resetToken');
  assertAcceptablePassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('reset_tokens')
      .set({ consumed_at: nowText })
      .where('id', '=', token.id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    if (!updatedAny(used)) throw badRequest('reset_token_invalid', 'resetToken');
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: nowText })
      .where('id', '=', user.id)
      .execute();
    await trx
      .updateTable('otp_codes')
      .set({ consumed_at: nowText })
      .where('user_id', '=', user.id)
      .where('consumed_at', 'is', null)
      .execute();
    await voidCodes(trx, user.id, nowText);
    await revokeAllSessions(trx, user.id, nowText);
    await recordAudit(trx, {
      actorId: user.id,
      action: 'security.password_reset',
      subject: { type: 'user', id: user.id },
      detail: { sessionsEnded: 'all' },
      at: clock.now(),
    });
  });
  sessionsEnded(db, user.id);
}

// ---- Use cases ----

/** POST /api/forgot-password: the code is mailed (or kept in the demo inbox, which the reply then names). */
export async function forgotPassword(
  deps: Deps,
  { body }: InputOf<typeof endpoints.forgotPassword>,
): Promise<ForgotPasswordResponse> {
  const demoSms = deps.sms.name === 'demo';
  if (isE164(body.email))
    return { ...(await textCode(deps, body.email)), demoInbox: deps.config.demoInbox, demoSms };
  const { resendAfterSeconds } = await requestCode(deps, body.email);
  return { message: recoveryMessages.codeSent, resendAfterSeconds, demoInbox: deps.config.demoInbox };
}

/**
 * Texts a code to the account of a number, or to the sign-up awaiting it (its "Resend code"). The reply is the
 * same whether a number has an account or not, also when the send limits hold a code back (a number without an
 * account has no limits to hit): recovery never tells a stranger who uses LexSetu.
 */
async function textCode(deps: Deps, phone: string) {
  const user = (await findUser(deps.db, phone)) ?? (await pendingSignUpOf(deps.db, phone));
  if (user)
    await sendPhoneCode(deps, user.id, phone).catch((error: unknown) => {
      if (!(error instanceof HttpError && error.status === 429)) throw error;
    });
  return { message: recoveryMessages.codeSent, resendAfterSeconds: recoveryLimits.resendAfterSeconds };
}

/** POST /api/verify-otp: a right code answers the reset token. */
export async function verifyOtp(
  deps: Omit<Deps, 'mailer' | 'sms'>,
  { body }: InputOf<typeof endpoints.verifyOtp>,
): Promise<VerifyOtpResponse> {
  const { resetToken } = await verifyCode(deps, body.email, body.otp);
  return { message: recoveryMessages.verified, resetToken };
}

/** POST /api/reset-password (and /api/confirm-new-password): the new password. */
export async function setNewPassword(
  deps: Omit<Deps, 'mailer' | 'sms'>,
  { body }: InputOf<typeof endpoints.resetPassword>,
): Promise<MessageResponse> {
  await resetPassword(deps, body);
  return { message: recoveryMessages.resetDone };
}
