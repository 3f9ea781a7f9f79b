// Sign-up, login, logout and the consultation-type setup step (declared in contract/auth.ts: accountEndpoints).
import {
  accountEndpoints as endpoints,
  allConsultationTypes,
  isE164,
  isPhoneOnlyEmail,
  phoneOnlyEmail,
  type InputOf,
  type LoginResponse,
  type MessageResponse,
  type RegisterResponse,
  type SignUpRole,
} from '@contract';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { newId } from '../db/ids';
import type { UserRow } from '../db/schema';
import { accountSuspended, badRequest, conflict, notFound } from '../errors';
import type { Clock } from '../types';
import { languageOfLocale, requestedLocale } from '../i18n';
import { withEffectiveRole } from './admins';
import { isNewDevice, recordNewDeviceSignIn } from './devices';
import { isCommonPassword } from './commonPasswords';
import { ownUser } from './ownUser';
import { hashPassword, verifyPassword } from './passwords';
import { recordReferral } from './referrals';
import { revokeSession, signSessionToken } from './sessions';
import { updateUserSettings } from './settings';
import { checkLoginSecondFactor } from './twoFactor';
import { sendPhoneCode } from './phone';
import type { SmsGateway } from './sms';

export const messages = {
  created: 'Account created successfully',
  duplicateEmail: 'An account with this email already exists.',
  commonPassword: 'This password is too common. Please choose another.',
  userNotFound: 'User not found. Please check your details.',
  wrongPassword: 'Invalid email or password.',
  selectionsSaved: 'Selections submitted successfully!',
} as const;

export interface AccountDeps {
  db: Db;
  config: Config;
  clock: Clock;
}
type Deps = AccountDeps;
/** Sign-up also texts the code of a mobile number. */
type SignUpDeps = Deps & { sms: SmsGateway };

/** Refuses a password from the common list (length rules are the contract's). */
export function assertAcceptablePassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw badRequest('password_too_common', field);
}

const knownTypes = new Set(allConsultationTypes);

export async function registerUser(
  { db, clock }: Deps,
  input: { name?: string; email: string; password: string; role: SignUpRole; consultationTypes: string[] },
): Promise<UserRow> {
  assertAcceptablePassword(input.password, 'password');
  // A number (E.164 from the contract) is a taken one when an account proved it; else like a taken e-mail.
  const byPhone = isE164(input.email);
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where(byPhone ? 'phone' : 'email', '=', input.email)
    .executeTakeFirst();
  if (existing) throw conflict(byPhone ? 'phone_taken' : 'email_taken', 'email');
  const now = clock.now().toISOString();
  const id = newId();
  const row: UserRow = {
    id,
    // The number goes on the account only once its SMS code is proven (services/phone/signUp.ts).
    email: byPhone ? phoneOnlyEmail(id) : input.email,
    name: input.name || (byPhone ? input.email : (input.email.split('@')[0] ?? input.email)),
    role: input.role,
    password_hash: await hashPassword(input.password),
    consultation_types: JSON.stringify([
      ...new Set(input.consultationTypes.filter((t) => knownTypes.has(t))),
    ]),
    created_at: now,
    updated_at: now,
    suspended_at: null,
    suspended_reason: null,
    phone: null,
  };
  try {
    await db.insertInto('users').values(row).execute();
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides.
    if (/UNIQUE/i.test((error as Error).message)) throw conflict('email_taken', 'email');
    throw error;
  }
  return row;
}

export async function loginUser(
  { db, config, clock }: Deps,
  input: { email: string; password: string; code?: string },
  userAgent: string,
): Promise<{ token: string; user: UserRow }> {
  // The login field holds an e-mail or a mobile number, already normalised (E.164) by the contract.
  const column = isE164(input.email) ? 'phone' : 'email';
  const user = await db.selectFrom('users').selectAll().where(column, '=', input.email).executeTakeFirst();
  // A placeholder address of an account signed up by number never signs in (its number does, once proven).
  if (!user || (column === 'email' && isPhoneOnlyEmail(user.email))) throw notFound('user_not_found');
  if (!(await verifyPassword(user.password_hash, input.password))) throw badRequest('login_failed');
  // Only someone who knows the password is told the account is suspended, and why (services/adminUsers).
  if (user.suspended_at) throw accountSuspended(user.suspended_reason ?? '');
  // Accounts with two-factor authentication also need a code (answered with 401 two_factor_required).
  await checkLoginSecondFactor(db, user.id, input.code || undefined, config.jwtSecret, clock.now().getTime());
  const newDevice = await isNewDevice(db, user.id, userAgent);
  const { token } = await signSessionToken(db, user, config.jwtSecret, clock.now(), userAgent);
  if (newDevice) await recordNewDeviceSignIn(db, user.id, userAgent, clock.now());
  return { token, user };
}

export async function saveConsultationTypes(
  { db, clock }: Deps,
  userId: string,
  selected: string[],
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      consultation_types: JSON.stringify([...new Set(selected)]),
      updated_at: clock.now().toISOString(),
    })
    .where('id', '=', userId)
    .execute();
}

// ---- Use cases ----

/** POST /api/register: the account, and who referred it when signed up through a link (?ref=). */
export async function signUp(
  deps: SignUpDeps,
  { body }: InputOf<typeof endpoints.register>,
  acceptLanguage?: string,
): Promise<RegisterResponse> {
  const user = await registerUser(deps, body);
  const phoneCode = isE164(body.email) ? await textSignUpCode(deps, user.id, body.email) : undefined;
  // Signed up on a Hindi or Tamil page (the renderer sends its language): LexSetu goes on speaking it.
  const locale = requestedLocale(acceptLanguage);
  if (locale && locale !== 'en')
    await updateUserSettings(
      deps.db,
      user.id,
      { preferredLanguage: languageOfLocale(locale) },
      user.created_at,
    );
  // A bad referral code is ignored: the sign-up itself succeeded.
  if (body.referralCode) await recordReferral(deps.db, body.referralCode, user.id, deps.clock.now());
  return {
    message: messages.created,
    user: await ownUser(deps.db, user),
    ...(phoneCode ? { phoneCode } : {}),
  };
}

/** The sign-up's SMS code; when it cannot be sent the new account goes again, so the number can sign up later. */
async function textSignUpCode(deps: SignUpDeps, userId: string, phone: string) {
  try {
    const { resendAfterSeconds } = await sendPhoneCode(deps, userId, phone);
    return { resendAfterSeconds, demoSms: deps.sms.name === 'demo' };
  } catch (error) {
    await deps.db.deleteFrom('users').where('id', '=', userId).execute();
    throw error;
  }
}

/** POST /api/login: a session token for this device (its user agent names the session). */
export async function logIn(
  deps: Deps,
  { body }: InputOf<typeof endpoints.login>,
  userAgent: string,
): Promise<LoginResponse> {
  const { token, user } = await loginUser(deps, body, userAgent);
  return { token, user: await ownUser(deps.db, await withEffectiveRole(deps.db, user)) };
}

/** POST /api/logout: this token's session ends. */
export async function logOut(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  sessionId: string,
): Promise<MessageResponse> {
  await revokeSession(db, sessionId, clock.now());
  return { message: 'Logged out successfully.' };
}

/** POST /api/consultation-types: the sign-up step's choice. */
export async function chooseConsultationTypes(
  deps: Deps,
  me: Pick<UserRow, 'id'>,
  { body }: InputOf<typeof endpoints.consultationTypes>,
): Promise<MessageResponse> {
  await saveConsultationTypes(deps, me.id, body.selected);
  return { message: messages.selectionsSaved };
}
