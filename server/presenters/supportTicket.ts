// A help-center ticket as the user who opened it sees it.
import type { SupportTicket } from '@contract';
import type { Selectable } from 'kysely';
import type { SupportTicketsTable } from '../db/schema';

export function presentSupportTicket(row: Selectable<SupportTicketsTable>): SupportTicket {
  return {
    _id: row.id,
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: row.created_at,
  };
}
