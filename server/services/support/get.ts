// GET /api/admin/support/:id: one message of either kind with its replies.
import { adminSupportEndpoints as endpoints, type InputOf, type SupportMessage } from '@contract';
import type { Db, Trx } from '../../db/connection';
import { notFound } from '../../errors';
import { presentSupportMessage } from '../../presenters/supportMessage';
import { findMessage, repliesOf, type MessageRow } from './messages';

/** The message, or 404. */
export async function messageOr404(db: Db | Trx, id: string): Promise<MessageRow> {
  const row = await findMessage(db, id);
  if (!row) throw notFound('support_message_not_found');
  return row;
}

export async function presentedMessage(db: Db | Trx, id: string): Promise<SupportMessage> {
  const row = await messageOr404(db, id);
  return presentSupportMessage(row, await repliesOf(db, [row.id]));
}

export function getMessage({ db }: { db: Db }, { params }: InputOf<typeof endpoints.get>) {
  return presentedMessage(db, params.id);
}
