// GET /api/admin/support: contact-form messages and tickets in one list, newest first, a keyset page at a time.
import { adminSupportEndpoints as endpoints, type InputOf, type SupportInbox } from '@contract';
import type { Db } from '../../db/connection';
import { presentInboxItem } from '../../presenters/supportMessage';
import { keysetPage } from '../paging';
import { messagePage } from './messages';

export async function listInbox(
  { db }: { db: Db },
  { query }: InputOf<typeof endpoints.inbox>,
): Promise<SupportInbox> {
  const rows = await messagePage(
    db,
    { status: query.status },
    { take: query.limit + 1, cursor: query.cursor ?? undefined },
  );
  const page = keysetPage(rows, query.limit, (r) => ({ at: r.created_at, id: r.id }));
  return { items: page.rows.map(presentInboxItem), nextCursor: page.nextCursor };
}
