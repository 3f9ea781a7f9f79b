// Help center tickets (contract/account.ts: supportTicketEndpoints): 'Contact support' opens one, and each user
// sees only their own.
import { supportTicketEndpoints as endpoints, type InputOf, type SupportTicket } from '@contract';
import type { Db } from '../db/connection';
import { newId } from '../db/ids';
import type { UserRow } from '../db/schema';
import { presentSupportTicket } from '../presenters/supportTicket';
import type { Clock } from '../types';

interface Deps {
  db: Db;
  clock: Clock;
}

/** GET /api/support-tickets: newest first. */
export async function myTickets({ db }: Deps, me: Pick<UserRow, 'id'>): Promise<SupportTicket[]> {
  const rows = await db
    .selectFrom('support_tickets')
    .selectAll()
    .where('user_id', '=', me.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(presentSupportTicket);
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
