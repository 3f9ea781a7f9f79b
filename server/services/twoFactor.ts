// Two-factor authentication: TOTP (RFC 6238, 30 s, 6 digits) with the secret encrypted at rest
// (AES-256-GCM, key derived from the server secret) and ten one-use recovery codes stored as HMACs.
// The use cases at the end answer the endpoints of contract/account.ts (twoFactorEndpoints).
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import {
  errorCodes,
  twoFactorEndpoints as endpoints,
  type InputOf,
  type MessageResponse,
  type TwoFactorSetup,
} from '@contract';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { newId } from '../db/ids';
import type { UserRow } from '../db/schema';
import { HttpError, badRequest, conflict } from '../errors';
import type { Clock } from '../types';
import { confirmPassword } from './passwords';
import { updatedAny } from '../db/updated';
import { recordAudit } from './audit/record';

export const twoFactorMessages = {
  required: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  invalidCode: 'The authentication code is not valid.',
  alreadyOn: 'Two-factor authentication is already on.',
  notStarted: 'Start the set-up first.',
  enabled: 'Two-factor authentication is on.',
  disabled: 'Two-factor authentication is off.',
} as const;

const issuer = 'LexSetu';
const recoveryCodeCount = 10;

const keyFrom = (serverSecret: string) => createHash('sha256').update(`lexsetu-2fa:${serverSecret}`).digest();

export function encryptSecret(plain: string, serverSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(serverSecret), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
}

export function decryptSecret(stored: string, serverSecret: string): string {
  const [iv, tag, data] = stored.split('.').map((p) => Buffer.from(p, 'base64'));
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(serverSecret), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(data!), decipher.final()]).toString('utf8');
}

const totpFor = (secret: string, label: string) =>
  new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  });

const hashRecovery = (code: string, serverSecret: string) =>
  createHmac('sha256', serverSecret).update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');

/** The code for a secret at `at` (ms since the epoch; tests use it with their clock). */
export function currentTotp(secret: string, at: number): string {
  return totpFor(secret, 'x').generate({ timestamp: at });
}

export async function isTwoFactorEnabled(db: Pick<Db, 'selectFrom'>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('two_factor')
    .select('enabled_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return !!row?.enabled_at;
}

/** Step 1 (at `now`): a new secret (replacing an unfinished one), shown once as URI, QR code and text. */
export async function startTwoFactorSetup(
  db: Db,
  user: UserRow,
  serverSecret: string,
  now: Date,
): Promise<TwoFactorSetup> {
  if (await isTwoFactorEnabled(db, user.id)) throw conflict('two_factor_already_on');
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const secretEnc = encryptSecret(secret, serverSecret);
  const createdAt = now.toISOString();
  await db
    .insertInto('two_factor')
    .values({ user_id: user.id, secret_enc: secretEnc, enabled_at: null, created_at: createdAt })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret_enc: secretEnc, created_at: createdAt }))
    .execute();
  const otpauthUrl = totpFor(secret, user.email).toString();
  return { otpauthUrl, qrDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }), secret };
}

/** The time step a code belongs to, or null when it is not valid now. */
function totpStep(secret: string, code: string, now: number): number | null {
  // One step either side tolerates a phone clock a little off.
  const delta = totpFor(secret, 'x').validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 30_000) + delta;
}

/**
 * Spends a code's time step: accepted only when later than the last accepted one, so a code (seen over a
 * shoulder, or sent twice) cannot be replayed within its window. The where makes two racing uses spend it once.
 */
async function spendTotpStep(db: Pick<Db, 'updateTable'>, userId: string, step: number): Promise<boolean> {
  const spent = await db
    .updateTable('two_factor')
    .set({ last_totp_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_totp_step', 'is', null), eb('last_totp_step', '<', step)]))
    .executeTakeFirst();
  return updatedAny(spent);
}

/**
 * Step 2: the first correct code at `now` (ms since the epoch) turns it on and yields the recovery codes
 * (shown once, stored hashed).
 */
export async function confirmTwoFactorSetup(
  db: Db,
  userId: string,
  code: string,
  serverSecret: string,
  now: number,
): Promise<string[]> {
  const row = await db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw badRequest('two_factor_not_started');
  if (row.enabled_at) throw conflict('two_factor_already_on');
  // Set-up only proves the app holds the secret; login codes are the ones spent (spendTotpStep).
  if (totpStep(decryptSecret(row.secret_enc, serverSecret), code, now) === null)
    throw badRequest('two_factor_code_invalid', 'code');
  const codes = Array.from({ length: recoveryCodeCount }, () => {
    const hex = randomBytes(5).toString('hex');
    return `${hex.slice(0, 5)}-${hex.slice(5)}`;
  });
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('two_factor')
      .set({ enabled_at: new Date(now).toISOString() })
      .where('user_id', '=', userId)
      .execute();
    const self = { actorId: userId, subject: { type: 'user', id: userId } } as const;
    await recordAudit(trx, { ...self, action: 'security.two_factor_on', at: new Date(now) });
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(
        codes.map((c) => ({
          id: newId(),
          user_id: userId,
          code_hash: hashRecovery(c, serverSecret),
          used_at: null,
        })),
      )
      .execute();
  });
  return codes;
}

export async function disableTwoFactor(db: Db, userId: string, at: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
    const off = await trx.deleteFrom('two_factor').where('user_id', '=', userId).executeTakeFirst();
    if (Number(off.numDeletedRows) > 0)
      await recordAudit(trx, {
        actorId: userId,
        action: 'security.two_factor_off',
        subject: { type: 'user', id: userId },
        at,
      });
  });
}

/**
 * Login's second step at `now` (ms since the epoch). Does nothing for accounts without 2FA; otherwise needs a
 * valid TOTP code or an unused recovery code (which is then spent).
 */
export async function checkLoginSecondFactor(
  db: Db,
  userId: string,
  code: string | undefined,
  serverSecret: string,
  now: number,
): Promise<void> {
  const row = await db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row?.enabled_at) return;
  if (!code) throw new HttpError(401, errorCodes.twoFactorRequired, 'two_factor_required');
  if (/^\d{6}$/.test(code)) {
    const step = totpStep(decryptSecret(row.secret_enc, serverSecret), code, now);
    if (step !== null && (await spendTotpStep(db, userId, step))) return;
    throw badRequest('two_factor_code_invalid', 'code');
  }
  const wanted = Buffer.from(hashRecovery(code, serverSecret));
  const unused = await db
    .selectFrom('recovery_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  const match = unused.find((r) => timingSafeEqual(Buffer.from(r.code_hash), wanted));
  if (!match) throw badRequest('two_factor_code_invalid', 'code');
  // The where on used_at makes two simultaneous uses of one code spend it only once.
  const spent = await db
    .updateTable('recovery_codes')
    .set({ used_at: new Date(now).toISOString() })
    .where('id', '=', match.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (!updatedAny(spent)) throw badRequest('two_factor_code_invalid', 'code');
}

// ---- Use cases: the signed-in user's own second factor ----

export interface TwoFactorDeps {
  db: Db;
  config: Pick<Config, 'jwtSecret'>;
  clock: Clock;
}

/** GET /api/two-factor */
export async function twoFactorStatus({ db }: TwoFactorDeps, me: Pick<UserRow, 'id'>) {
  return { enabled: await isTwoFactorEnabled(db, me.id) };
}

/** POST /api/two-factor/setup */
export function setUpTwoFactor({ db, config, clock }: TwoFactorDeps, me: UserRow): Promise<TwoFactorSetup> {
  return startTwoFactorSetup(db, me, config.jwtSecret, clock.now());
}

/** POST /api/two-factor/enable: the recovery codes, shown once. */
export async function turnOnTwoFactor(
  { db, config, clock }: TwoFactorDeps,
  me: Pick<UserRow, 'id'>,
  { body }: InputOf<typeof endpoints.enable>,
) {
  const recoveryCodes = await confirmTwoFactorSetup(
    db,
    me.id,
    body.code,
    config.jwtSecret,
    clock.now().getTime(),
  );
  return { message: twoFactorMessages.enabled, recoveryCodes };
}

/** POST /api/two-factor/disable: only with the password. */
export async function turnOffTwoFactor(
  { db, clock }: TwoFactorDeps,
  me: UserRow,
  { body }: InputOf<typeof endpoints.disable>,
): Promise<MessageResponse> {
  await confirmPassword(me, body.password);
  await disableTwoFactor(db, me.id, clock.now());
  return { message: twoFactorMessages.disabled };
}
