// Telling the other side of a room that they were written to (a booking's room or an accepted request's chat).
// The rule, chosen so that a burst of messages never spams the bell:
//   - a message notifies its recipient only while the recipient is not in the room (no open socket there, on any
//     instance), and
//   - at most one unread chat notice per recipient and room: while one is still unread, further messages add
//     nothing; opening the room (joining it) marks that notice read, so the next message after they leave again
//     tells them once more.
import type { RoomRef } from '@contract';
import type { Db } from '../db/connection';
import { notice, notify } from './notifications';

/** The app route of a room: where the notice leads. */
export const roomLink = ({ kind, id }: RoomRef) =>
  kind === 'booking' ? `/dashboard/consultation/${id}` : `/dashboard/requests/${id}/chat`;

export interface ChatNoticeInput {
  room: RoomRef;
  /** The booking's topic or the request's title. */
  topic: string;
  recipientId: string;
  senderName: string;
  /** Whether the recipient has the room open right now. */
  recipientInRoom: boolean;
}

/** After a new message was stored: notifies its recipient by the rule above; returns the notice's id if one was made. */
export async function notifyChatMessage(db: Db, now: Date, input: ChatNoticeInput): Promise<string | null> {
  if (input.recipientInRoom) return null;
  const link = roomLink(input.room);
  return db.transaction().execute(async (trx) => {
    const waiting = await trx
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', input.recipientId)
      .where('kind', '=', 'message')
      .where('link', '=', link)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    if (waiting) return null;
    return notify(trx, now, {
      userId: input.recipientId,
      kind: 'message',
      says: notice('notice_chat_message', { name: input.senderName, topic: input.topic }),
      link,
    });
  });
}

/** The user opened the room: their unread chat notice of it is read (the next message may notify again). */
export async function chatNoticesSeen(db: Db, userId: string, room: RoomRef, now: Date): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('kind', '=', 'message')
    .where('link', '=', roomLink(room))
    .where('read_at', 'is', null)
    .execute();
}
