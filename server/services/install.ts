// What a start-up needs before it serves anyone: outside demo mode no demo account may exist (they have
// published passwords), and a real install gets its first admin from the operator, never from a seed.
import { isUniqueViolation } from '../db/errors';
import { ratePassword } from '@contract';
import type { Db } from '../db/connection';
import { newId } from '../db/ids';
import { demoLogins } from '../db/seed';
import { grantAdmin } from './admins';
import { isCommonPassword } from './commonPasswords';
import { eraseUser } from './dataRights';
import { hashPassword } from './passwords';
import type { FileStorage } from './storage';

const demoDomain = '@' + demoLogins[0].email.split('@')[1];

/** E-mails of demo accounts (the seed's domain) in the database. */
export async function demoAccounts(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where('email', 'like', `%${demoDomain}`)
    .orderBy('email')
    .execute();
  return rows.map((r) => r.email);
}

export class InstallError extends Error {}

/** Refuses to serve outside demo mode while demo accounts (known passwords) exist. */
export async function assertNoDemoAccounts(db: Db): Promise<void> {
  const found = await demoAccounts(db);
  if (!found.length) return;
  throw new InstallError(
    `This database holds demo accounts with published passwords (${found.join(', ')}), left by an offline ` +
      'demo. LexSetu will not serve them outside demo mode. Remove them with `npm run admin -- remove-demo` ' +
      '(same settings as this start), or start the demo on purpose with LEXSETU_DEMO=true.',
  );
}

/** Why a password cannot guard an admin account, or undefined when it can. */
export function adminPasswordProblem(password: string): string | undefined {
  if (ratePassword(password) !== 'Strong')
    return 'The admin password must be Strong: at least 8 characters with an uppercase letter, a digit and one of !@#$%^&*.';
  if (isCommonPassword(password)) return 'The admin password is too common: choose another one.';
  return undefined;
}

/**
 * Makes `email` an admin with this password at `at`: a new account, or an existing one (its password is kept).
 * Returns what happened, for the operator's message.
 */
export async function createAdmin(
  db: Db,
  email: string,
  password: string,
  at: Date,
): Promise<'created' | 'granted' | 'already admin'> {
  const problem = adminPasswordProblem(password);
  if (problem) throw new InstallError(problem);
  const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) {
    const admin = await db
      .selectFrom('admins')
      .select('user_id')
      .where('user_id', '=', existing.id)
      .executeTakeFirst();
    if (admin) return 'already admin';
    await grantAdmin(db, existing.id, at);
    return 'granted';
  }
  const now = at.toISOString();
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        id,
        email,
        name: 'Administrator',
        // users.role cannot hold 'admin' (migration 007): the admins row grants it.
        role: 'consumer',
        password_hash: await hashPassword(password),
        consultation_types: '[]',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await grantAdmin(trx, id, at);
  });
  return 'created';
}

/** LEXSETU_ADMIN_EMAIL + LEXSETU_ADMIN_PASSWORD: the first admin (made `at`), only while there is no admin at all. */
export async function ensureFirstAdmin(
  db: Db,
  firstAdmin: { email: string; password: string } | undefined,
  at: Date,
): Promise<'created' | 'granted' | 'already admin' | 'not needed'> {
  if (!firstAdmin) return 'not needed';
  const anyAdmin = await db.selectFrom('admins').select('user_id').limit(1).executeTakeFirst();
  if (anyAdmin) return 'not needed';
  try {
    return await createAdmin(db, firstAdmin.email, firstAdmin.password, at);
  } catch (error) {
    // Instances started together (compose, a rolling deploy) race here: the one that lost finds the admin made.
    if (isUniqueViolation(error) && (await db.selectFrom('admins').select('user_id').executeTakeFirst()))
      return 'not needed';
    throw error;
  }
}

/**
 * Erases every demo account with all its data (at `at`); returns their e-mails. What was paid through the demo
 * gateway goes too, whoever paid it (the seeded clients as well): no money moved.
 */
export async function removeDemoAccounts(db: Db, storage: FileStorage, at: Date): Promise<string[]> {
  const emails = await demoAccounts(db);
  if (emails.length) await removeDemoMoney(db);
  for (const email of emails) {
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (user) await eraseUser(db, storage, user.id, at, null);
  }
  return emails;
}

/**
 * The demo gateway's payments (no money moved), with their invoices, refunds, credit notes and plans: gone
 * whole. eraseUser keeps real payment records, as the law asks, and would keep these as well; then the
 * install's first real invoice would follow the demo's in the series (numbers are the series' last plus one,
 * services/documentNumbers.ts).
 */
async function removeDemoMoney(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const orders = trx.selectFrom('payment_orders').select('id').where('gateway', '=', 'demo');
    const payments = trx.selectFrom('payments').select('id').where('order_id', 'in', orders);
    const refunds = trx.selectFrom('refunds').select('id').where('payment_id', 'in', payments);
    await trx.deleteFrom('credit_notes').where('refund_id', 'in', refunds).execute();
    await trx.deleteFrom('refunds').where('payment_id', 'in', payments).execute();
    await trx.deleteFrom('invoices').where('payment_id', 'in', payments).execute();
    await trx.deleteFrom('subscriptions').where('payment_id', 'in', payments).execute();
    await trx.deleteFrom('payments').where('order_id', 'in', orders).execute();
    await trx.deleteFrom('payment_orders').where('gateway', '=', 'demo').execute();
  });
}
