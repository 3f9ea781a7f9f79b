// What the admins' Users use cases share: their dependencies, the user row as the console reads it (with the
// admin grant and a lawyer's verification), and its role and status in the console's words.
import { shownEmail } from '@contract';
import type { AdminUserItem, AdminUserRole } from '@contract';
import type { Db } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import type { AppDeps } from '../../types';

export type AdminUsersDeps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'gateway'>;
export type Me = Pick<UserRow, 'id' | 'role'>;

/** Users with their admin grant and lawyer verification, as every use case here reads them. */
export function consoleUsers(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('admins', 'admins.user_id', 'users.id')
    .leftJoin('lawyer_profiles', 'lawyer_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.role',
      'users.created_at',
      'users.suspended_at',
      'users.suspended_reason',
      'admins.user_id as admin_id',
      'lawyer_profiles.verification_status',
    ]);
}
export type ConsoleUser = Awaited<ReturnType<ReturnType<typeof consoleUsers>['executeTakeFirstOrThrow']>>;

/** The user, or 404 as for any unknown id. */
export async function consoleUser(db: Db, id: string): Promise<ConsoleUser> {
  const row = await consoleUsers(db).where('users.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('user_not_found');
  return row;
}

export const consoleRole = (row: Pick<ConsoleUser, 'role' | 'admin_id'>): AdminUserRole =>
  row.admin_id ? 'admin' : row.role === 'professional' ? 'lawyer' : 'client';

export function presentAdminUserItem(row: ConsoleUser): AdminUserItem {
  return {
    _id: row.id,
    name: row.name,
    email: shownEmail(row.email),
    role: consoleRole(row),
    status: row.suspended_at ? 'suspended' : 'active',
    joinedAt: row.created_at,
    suspendedAt: row.suspended_at,
  };
}
