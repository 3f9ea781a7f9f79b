// GET /api/support-tickets: the user's Help Center list — their tickets and the contact messages they sent while
// signed in, newest first, each with the admins' replies (two statements a page, whatever its length).
import { supportTicketEndpoints as endpoints, type InputOf, type SupportTicketList } from '@contract';
import type { Db } from '../../db/connection';
import { presentOwnMessage } from '../../presenters/supportMessage';
import { keysetPage } from '../paging';
import { messagePage, repliesByMessage, repliesOf } from './messages';

export async function myTickets(
  { db }: { db: Db },
  me: { id: string },
  { query }: InputOf<typeof endpoints.list>,
): Promise<SupportTicketList> {
  const rows = await messagePage(
    db,
    { userId: me.id },
    { take: query.limit + 1, cursor: query.cursor ?? undefined },
  );
  const page = keysetPage(rows, query.limit, (r) => ({ at: r.created_at, id: r.id }));
  const replies = repliesByMessage(
    await repliesOf(
      db,
      page.rows.map((r) => r.id),
    ),
  );
  return {
    items: page.rows.map((r) => presentOwnMessage(r, replies.get(r.id) ?? [])),
    nextCursor: page.nextCursor,
  };
}
