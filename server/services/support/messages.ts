// The inbox's one shape for both kinds of message (a contact-form message, a Help Center ticket) and the
// queries the use cases share: a page of either or both, one message by id, the replies of a page of messages.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { ListCursor, SupportKind, SupportStatus } from '@contract';
import type { Db, Trx } from '../../db/connection';
import { keysetRange } from '../paging';

export interface MessageRow {
  id: string;
  kind: SupportKind;
  user_id: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: SupportStatus;
  created_at: string;
  reply_count: number;
}

export interface MessageFilter {
  /** One status, or all. */
  status?: SupportStatus;
  /** One account's messages (its Help Center), or everyone's (the inbox). */
  userId?: string;
  /** One message. */
  id?: string;
}

function tickets(db: Db | Trx, f: MessageFilter) {
  return db
    .selectFrom('support_tickets as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .where((eb) => {
      const and: Expression<SqlBool>[] = [];
      if (f.status) and.push(eb('m.status', '=', f.status));
      if (f.userId) and.push(eb('m.user_id', '=', f.userId));
      if (f.id) and.push(eb('m.id', '=', f.id));
      return eb.and(and);
    })
    .select((eb) => [
      'm.id',
      sql<SupportKind>`'ticket'`.as('kind'),
      'm.user_id',
      'u.name',
      'u.email',
      'm.subject',
      'm.message',
      'm.status',
      'm.created_at',
      eb
        .selectFrom('support_replies as r')
        .whereRef('r.ticket_id', '=', 'm.id')
        .select((r) => r.fn.countAll<number>().as('n'))
        .as('reply_count'),
    ]);
}

function contactMessages(db: Db | Trx, f: MessageFilter) {
  return db
    .selectFrom('contact_messages as m')
    .where((eb) => {
      const and: Expression<SqlBool>[] = [];
      if (f.status) and.push(eb('m.status', '=', f.status));
      if (f.userId) and.push(eb('m.user_id', '=', f.userId));
      if (f.id) and.push(eb('m.id', '=', f.id));
      return eb.and(and);
    })
    .select((eb) => [
      'm.id',
      sql<SupportKind>`'contact'`.as('kind'),
      'm.user_id',
      'm.name',
      'm.email',
      'm.topic as subject',
      'm.message',
      'm.status',
      'm.created_at',
      eb
        .selectFrom('support_replies as r')
        .whereRef('r.contact_message_id', '=', 'm.id')
        .select((r) => r.fn.countAll<number>().as('n'))
        .as('reply_count'),
    ]);
}

/** `take` rows after the cursor, newest first, merged from both tables (each read from its (filter, date, id) index). */
export async function messagePage(
  db: Db | Trx,
  filter: MessageFilter,
  { take, cursor }: { take: number; cursor?: ListCursor },
): Promise<MessageRow[]> {
  const range = { direction: 'desc' as const, take, cursor };
  const rows = await db
    .selectFrom(keysetRange(contactMessages(db, filter), ['m.created_at', 'm.id'], range).as('c'))
    .selectAll()
    .unionAll(
      db.selectFrom(keysetRange(tickets(db, filter), ['m.created_at', 'm.id'], range).as('t')).selectAll(),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(take)
    .execute();
  return rows.map(asMessageRow);
}

/** One message of either kind (ids are ULIDs, unique across both tables), or undefined. */
export async function findMessage(db: Db | Trx, id: string): Promise<MessageRow | undefined> {
  const rows = await messagePage(db, { id }, { take: 1 });
  return rows[0];
}

/** The replies of these messages, oldest first, with their author's name: one statement. */
export async function repliesOf(db: Db | Trx, ids: string[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('support_replies as r')
    .leftJoin('users as u', 'u.id', 'r.author_ref')
    .where((eb) => eb.or([eb('r.ticket_id', 'in', ids), eb('r.contact_message_id', 'in', ids)]))
    .select([
      'r.id',
      'r.ticket_id',
      'r.contact_message_id',
      'r.body',
      'r.created_at',
      'u.name as author_name',
    ])
    .orderBy('r.created_at', 'asc')
    .orderBy('r.id', 'asc')
    .execute();
}
export type ReplyRow = Awaited<ReturnType<typeof repliesOf>>[number];

/** Each message's replies, by message id. */
export function repliesByMessage(replies: ReplyRow[]): Map<string, ReplyRow[]> {
  const by = new Map<string, ReplyRow[]>();
  for (const r of replies) {
    const id = (r.ticket_id ?? r.contact_message_id)!;
    by.set(id, [...(by.get(id) ?? []), r]);
  }
  return by;
}

// PostgreSQL sends a count as a number already (connection.ts); the kind literal arrives as text.
const asMessageRow = (r: Omit<MessageRow, 'reply_count'> & { reply_count: unknown }): MessageRow => ({
  ...r,
  reply_count: Number(r.reply_count ?? 0),
});
