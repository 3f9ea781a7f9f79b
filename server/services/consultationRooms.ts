// A consultation room's HTTP use cases (the live chat and calls go over the WebSocket, server/realtime): the room
// as one participant sees it, its chat history, a file sent as a chat message, and an attachment's download.
// Who may enter is findRoom's rule (services/consultations/rooms.ts): its two participants, while it is open.
import {
  consultationEndpoints,
  type ConsultationMessage,
  type ConsultationMessagePage,
  type ConsultationRoom,
  type InputOf,
  type RoomKind,
  type RoomRef,
} from '@contract';
import type { UserRow } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { presentMessage } from '../presenters/consultationMessage';
import { presentRoom } from '../presenters/consultationRoom';
import { hubFor } from '../realtime/hub';
import type { AppDeps } from '../types';
import { callWindow, findRoom, listMessages, otherOf, roomOfMessage, saveMessage } from './consultations';
import { notifyChatMessage } from './chatNotifications';
import { removeStored, storeUploads } from './files';
import { getUserSettings } from './settings';

export type RoomDeps = Pick<AppDeps, 'db' | 'clock' | 'storage' | 'config'>;
type Me = Pick<UserRow, 'id' | 'name'>;
type Endpoints = typeof consultationEndpoints;
const notFoundReason = { booking: 'booking_not_found', request: 'request_not_found' } as const;

async function roomFor({ db }: Pick<RoomDeps, 'db'>, userId: string, ref: RoomRef) {
  const room = await findRoom(db, userId, ref);
  if (!room) throw notFound(notFoundReason[ref.kind]);
  return room;
}

export async function roomView(
  deps: RoomDeps,
  me: Me,
  kind: RoomKind,
  { params }: InputOf<Endpoints['bookingRoom']>,
): Promise<ConsultationRoom> {
  const { db, clock, config } = deps;
  const room = await roomFor(deps, me.id, { kind, id: params.id });
  const other = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', '=', otherOf(room, me.id))
    .executeTakeFirstOrThrow();
  const window = room.booking ? callWindow(room.booking, clock.now()) : null;
  return presentRoom({
    room,
    me,
    other,
    settings: await getUserSettings(db, me.id),
    window,
    iceServers: config.iceServers,
  });
}

export async function roomMessagePage(
  deps: RoomDeps,
  me: Me,
  kind: RoomKind,
  { params, query }: InputOf<Endpoints['bookingMessages']>,
): Promise<ConsultationMessagePage> {
  const ref: RoomRef = { kind, id: params.id };
  await roomFor(deps, me.id, ref);
  const { rows, hasMore } = await listMessages(deps.db, ref, query.before, query.limit);
  return { items: rows.map((r) => presentMessage(r, me.id)), hasMore };
}

/**
 * Sends a file as a chat message, through the upload rules of every upload; refused once the room is read-only.
 * The same client id again answers the stored message (created: false) and keeps nothing new.
 */
export async function attachToRoom(
  deps: RoomDeps,
  me: Me,
  kind: RoomKind,
  { params, body, files }: InputOf<Endpoints['bookingAttach']>,
): Promise<{ message: ConsultationMessage; created: boolean }> {
  const { db, clock, storage, config } = deps;
  const room = await roomFor(deps, me.id, { kind, id: params.id });
  if (room.readOnly) throw conflict('room_read_only');
  if (files.length !== 1) throw badRequest('room_one_file', 'file');
  const [stored] = await storeUploads(storage, files, undefined, {
    db,
    userId: me.id,
    limitMb: config.uploadQuotaMb,
  });
  const { row, created } = await saveMessage(
    db,
    {
      room: { kind, id: params.id },
      senderId: me.id,
      clientId: body.clientId,
      body: stored.originalName,
      attachment: {
        name: stored.originalName,
        stored: stored.storedName,
        mime: stored.mime,
        size: stored.size,
      },
    },
    clock.now(),
  );
  if (created) {
    const hub = hubFor(db);
    const recipientId = otherOf(room, me.id);
    const recipientInRoom = await hub.isOnline(room.key, recipientId);
    // The notice first, as for a typed message (realtime/connection.ts): whoever sees the message can see it.
    await notifyChatMessage(db, clock.now(), {
      room: { kind, id: params.id },
      topic: room.title,
      recipientId,
      senderName: me.name,
      recipientInRoom,
    });
    hub.broadcastMessage(room.key, row);
  } else await removeStored(storage, [stored.storedName]);
  return { message: presentMessage(row, me.id), created };
}

/** A chat attachment, through the same door as its room: only its participants, while it is open. */
export async function roomAttachment(
  { db }: Pick<RoomDeps, 'db'>,
  me: Me,
  { params }: InputOf<Endpoints['attachmentFile']>,
) {
  const row = await db
    .selectFrom('consultation_messages')
    .selectAll()
    .where('id', '=', params.id)
    .executeTakeFirst();
  const room = row ? await findRoom(db, me.id, roomOfMessage(row)) : undefined;
  if (!row?.attachment_stored || !room) throw notFound('file_not_found');
  return {
    original_name: row.attachment_name ?? 'document',
    stored_name: row.attachment_stored,
    mime: row.attachment_mime ?? 'application/octet-stream',
    size: row.attachment_size ?? 0,
  };
}
