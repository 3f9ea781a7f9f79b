// Sign-up, login and the consultation-type setup step.
import { allConsultationTypes } from '@contract';
import type { SignUpRole } from '@contract';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { newId } from '../db/ids';
import type { UserRow } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import type { Clock } from '../types';
import { isCommonPassword } from './commonPasswords';
import { hashPassword, verifyPassword } from './passwords';
import { signSessionToken } from './sessions';
import { checkLoginSecondFactor } from './twoFactor';

export const messages = {
  created: 'Account created successfully',
  duplicateEmail: 'An account with this email already exists.',
  commonPassword: 'This password is too common. Please choose another.',
  userNotFound: 'User not found. Please check your details.',
  wrongPassword: 'Invalid email or password.',
  selectionsSaved: 'Selections submitted successfully!',
} as const;

interface Deps {
  db: Db;
  config: Config;
  clock: Clock;
}

/** Refuses a password from the common list (length rules are the contract's). */
export function assertAcceptablePassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw badRequest(messages.commonPassword, field);
}

const knownTypes = new Set(allConsultationTypes);

export async function registerUser(
  { db, clock }: Deps,
  input: { email: string; password: string; role: SignUpRole; consultationTypes: string[] },
): Promise<UserRow> {
  assertAcceptablePassword(input.password, 'password');
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', input.email)
    .executeTakeFirst();
  if (existing) throw conflict(messages.duplicateEmail, 'email');
  const now = clock.now().toISOString();
  const row: UserRow = {
    id: newId(),
    email: input.email,
    name: input.email.split('@')[0] ?? input.email,
    role: input.role,
    password_hash: await hashPassword(input.password),
    consultation_types: JSON.stringify([
      ...new Set(input.consultationTypes.filter((t) => knownTypes.has(t))),
    ]),
    created_at: now,
    updated_at: now,
  };
  try {
    await db.insertInto('users').values(row).execute();
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides.
    if (/UNIQUE/i.test((error as Error).message)) throw conflict(messages.duplicateEmail, 'email');
    throw error;
  }
  return row;
}

export async function loginUser(
  { db, config, clock }: Deps,
  input: { email: string; password: string; code?: string },
  userAgent: string,
): Promise<{ token: string; user: UserRow }> {
  const user = await db.selectFrom('users').selectAll().where('email', '=', input.email).executeTakeFirst();
  if (!user) throw notFound(messages.userNotFound);
  if (!(await verifyPassword(user.password_hash, input.password))) throw badRequest(messages.wrongPassword);
  // Accounts with two-factor authentication also need a code (answered with 401 two_factor_required).
  await checkLoginSecondFactor(db, user.id, input.code || undefined, config.jwtSecret, clock.now().getTime());
  const { token } = await signSessionToken(db, user, config.jwtSecret, userAgent);
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
