// Help center tickets (contract/account.ts: supportTicketEndpoints): 'Contact support' opens one, and each user
// sees only their own.
import {
  supportTicketEndpoints as endpoints,
  type InputOf,
  type SupportTicket,
  type SupportTicketList,
} from '@contract';
import type { Db } from '../db/connection';
import { newId } from '../db/ids';
import type { UserRow } from '../db/schema';
import { presentSupportTicket } from '../presenters/supportTicket';
import type { Clock } from '../types';
import { keysetPage, keysetRange } from './paging';

interface Deps {
  db: Db;
  clock: Clock;
}

/** GET /api/support-tickets: newest first, a keyset page at a time. */
export async function myTickets(
  { db }: Deps,
  me: Pick<UserRow, 'id'>,
  { query }: InputOf<typeof endpoints.list>,
): Promise<SupportTicketList> {
  const rows = await keysetRange(
    db.selectFrom('support_tickets').selectAll().where('user_id', '=', me.id),
    ['created_at', 'id'],
    { direction: 'desc', take: query.limit + 1, cursor: query.cursor },
  ).execute();
  const page = keysetPage(rows, query.limit, (r) => ({ at: r.created_at, id: r.id }));
  return { items: page.rows.map(presentSupportTicket), nextCursor: page.nextCursor };
}

/** POST /api/support-tickets */
export async function openTicket(
  { db, clock }: Deps,
  me: Pick<UserRow, 'id'>,
  { body }: InputOf<typeof endpoints.create>,
): Promise<SupportTicket> {
  const row = {
    id: newId(),
    user_id: me.id,
    subject: body.subject,
    message: body.message,
    status: 'open' as const,
    created_at: clock.now().toISOString(),
  };
  await db.insertInto('support_tickets').values(row).execute();
  return presentSupportTicket(row);
}
