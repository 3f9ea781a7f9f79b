// The admin role: granted by a row in `admins` (users.role can only hold consumer/professional, see
// migration 007). A signed-in admin's user row carries role 'admin' in memory, so guards and the wire agree.
import type { Db } from '../db/connection';
import type { UserRow } from '../db/schema';

export async function isAdmin(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('admins')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(row);
}

/** The user as the app treats it: role 'admin' when granted. */
export async function withEffectiveRole(db: Db, user: UserRow): Promise<UserRow> {
  return (await isAdmin(db, user.id)) ? { ...user, role: 'admin' } : user;
}

/** Makes the user an admin, granted at `at`. */
export async function grantAdmin(db: Pick<Db, 'insertInto'>, userId: string, at: Date): Promise<void> {
  await db
    .insertInto('admins')
    .values({ user_id: userId, created_at: at.toISOString() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}
