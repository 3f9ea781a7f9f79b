// POST /api/support-tickets: 'Contact support' opens a ticket, new until an admin answers it.
import { supportTicketEndpoints as endpoints, type InputOf, type SupportTicket } from '@contract';
import type { Db } from '../../db/connection';
import { newId } from '../../db/ids';
import type { Clock } from '../../types';

export async function openTicket(
  { db, clock }: { db: Db; clock: Clock },
  me: { id: string },
  { body }: InputOf<typeof endpoints.create>,
): Promise<SupportTicket> {
  const row = {
    id: newId(),
    user_id: me.id,
    subject: body.subject,
    message: body.message,
    status: 'new' as const,
    created_at: clock.now().toISOString(),
  };
  await db.insertInto('support_tickets').values(row).execute();
  return { _id: row.id, kind: 'ticket', ...body, status: row.status, createdAt: row.created_at, replies: [] };
}
