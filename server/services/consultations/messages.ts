// A room's chat messages: stored once per sender-chosen client id, paged, and marked delivered or read.
import type { RoomRef } from '@contract';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../db/ids';
import type { ConsultationMessageRow } from '../../db/schema';
import { roomColumn } from './rooms';

export interface NewMessage {
  room: RoomRef;
  senderId: string;
  clientId: string;
  body: string;
  attachment?: { name: string; stored: string; mime: string; size: number };
}

/** Stores a message; the same (room, client id) again returns the stored one with created = false. */
export async function saveMessage(
  db: Db,
  m: NewMessage,
  now: Date,
): Promise<{ row: ConsultationMessageRow; created: boolean }> {
  const existing = () =>
    db
      .selectFrom('consultation_messages')
      .selectAll()
      .where(roomColumn(m.room.kind), '=', m.room.id)
      .where('client_id', '=', m.clientId)
      .executeTakeFirst();
  const before = await existing();
  if (before) return { row: before, created: false };
  const row: ConsultationMessageRow = {
    id: newId(),
    booking_id: m.room.kind === 'booking' ? m.room.id : null,
    request_id: m.room.kind === 'request' ? m.room.id : null,
    sender_id: m.senderId,
    client_id: m.clientId,
    body: m.body,
    attachment_name: m.attachment?.name ?? null,
    attachment_stored: m.attachment?.stored ?? null,
    attachment_mime: m.attachment?.mime ?? null,
    attachment_size: m.attachment?.size ?? null,
    created_at: now.toISOString(),
    delivered_at: null,
    read_at: null,
  };
  try {
    await db.insertInto('consultation_messages').values(row).execute();
    return { row, created: true };
  } catch (error) {
    // Two sockets of one sender raced with the same client id: the other insert won.
    const raced = isUniqueViolation(error) ? await existing() : undefined;
    if (raced) return { row: raced, created: false };
    throw error;
  }
}

/** Newest page before a message id, returned oldest first. */
export async function listMessages(db: Db, room: RoomRef, before: string | undefined, limit: number) {
  let query = db.selectFrom('consultation_messages').selectAll().where(roomColumn(room.kind), '=', room.id);
  if (before) query = query.where('id', '<', before);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
}

/** Marks the other party's messages to `userId` delivered (or read up to a message); returns the ids changed. */
export async function markMessages(
  db: Db,
  room: RoomRef,
  userId: string,
  state: 'delivered' | 'read',
  now: Date,
  upTo?: string,
): Promise<string[]> {
  const column = state === 'read' ? 'read_at' : 'delivered_at';
  let query = db
    .selectFrom('consultation_messages')
    .select('id')
    .where(roomColumn(room.kind), '=', room.id)
    .where('sender_id', '<>', userId)
    .where(column, 'is', null);
  if (upTo) query = query.where('id', '<=', upTo);
  const ids = (await query.execute()).map((r) => r.id);
  if (ids.length === 0) return [];
  const at = now.toISOString();
  await db
    .updateTable('consultation_messages')
    .set(state === 'read' ? { read_at: at } : { delivered_at: at })
    .where('id', 'in', ids)
    .where(column, 'is', null)
    .execute();
  if (state === 'read')
    await db
      .updateTable('consultation_messages')
      .set({ delivered_at: at })
      .where('id', 'in', ids)
      .where('delivered_at', 'is', null)
      .execute();
  return ids;
}
