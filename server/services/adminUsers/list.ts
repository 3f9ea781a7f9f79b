// GET /api/admin/users: by part of a name or e-mail, role and status, newest sign-ups first, a keyset page.
import { adminUserEndpoints as endpoints, type AdminUserList, type InputOf } from '@contract';
import { sql } from 'kysely';
import { keysetPage, keysetRange } from '../paging';
import { consoleUsers, presentAdminUserItem, type AdminUsersDeps } from './common';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listUsers(
  { db }: Pick<AdminUsersDeps, 'db'>,
  { query }: InputOf<typeof endpoints.list>,
): Promise<AdminUserList> {
  let rows = consoleUsers(db);
  if (query.q) {
    const like = `%${escapeLike(query.q.toLowerCase())}%`;
    // E-mails are stored lowercased; names are compared lowercased (ASCII on SQLite).
    rows = rows.where((eb) =>
      eb.or([
        sql<boolean>`lower(users.name) LIKE ${like} ESCAPE '\\'`,
        sql<boolean>`users.email LIKE ${like} ESCAPE '\\'`,
      ]),
    );
  }
  if (query.role === 'admin') rows = rows.where('admins.user_id', 'is not', null);
  else if (query.role)
    rows = rows
      .where('admins.user_id', 'is', null)
      .where('users.role', '=', query.role === 'lawyer' ? 'professional' : 'consumer');
  if (query.status)
    rows = rows.where('users.suspended_at', query.status === 'suspended' ? 'is not' : 'is', null);
  const found = await keysetRange(rows, ['users.created_at', 'users.id'], {
    direction: 'desc',
    take: query.limit + 1,
    cursor: query.cursor,
  }).execute();
  const page = keysetPage(found, query.limit, (r) => ({ at: r.created_at, id: r.id }));
  return { items: page.rows.map(presentAdminUserItem), nextCursor: page.nextCursor };
}
