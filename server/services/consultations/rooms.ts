// Consultation rooms: a booking's (chat, calls, metering) or an accepted request's (chat only), who may enter
// them and when a booking's room takes calls.
import type { RoomKind, RoomRef } from '@contract';
import type { Db } from '../../db/connection';
import type { BookingRow, ConsultationMessageRow } from '../../db/schema';
import { isIn, transitions } from '../bookings/stateMachine';

export const roomMessages = {
  readOnly: 'This consultation is over: its chat can be read but not written to.',
  noCalls: 'Calls are not available in this chat.',
} as const;

export interface Room extends RoomRef {
  /** Hub and bus key: the booking id itself, `request:<id>` for a request's chat. */
  key: string;
  /** The booking's client or the request's owner. */
  clientId: string;
  /** The booked lawyer or the request's accepted lawyer. */
  lawyerId: string;
  title: string;
  /** Completed: history only. */
  readOnly: boolean;
  /** The booking of a booking's room (calls and metering); null in a request's chat. */
  booking: BookingRow | null;
}

export const roomKey = ({ kind, id }: RoomRef) => (kind === 'booking' ? id : `request:${id}`);

/** The room a stored message was written in. */
export const roomOfMessage = (row: ConsultationMessageRow): RoomRef =>
  row.booking_id ? { kind: 'booking', id: row.booking_id } : { kind: 'request', id: row.request_id! };

export const roomColumn = (kind: RoomKind) => (kind === 'booking' ? 'booking_id' : 'request_id');

/**
 * The room if the user takes part in it and it is open: a confirmed booking (read-only once completed; never a
 * cancelled one or one still awaiting the lawyer's approval), or a request between its owner and the lawyer who
 * accepted it while on-going (read-only once completed).
 */
export async function findRoom(db: Db, userId: string, ref: RoomRef): Promise<Room | undefined> {
  if (ref.kind === 'booking') {
    const booking = await db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', ref.id)
      .where('status', 'in', transitions.enterRoom.from)
      .where((eb) => eb.or([eb('client_id', '=', userId), eb('lawyer_id', '=', userId)]))
      .executeTakeFirst();
    if (!booking) return undefined;
    return {
      ...ref,
      key: roomKey(ref),
      clientId: booking.client_id,
      lawyerId: booking.lawyer_id,
      title: booking.topic,
      readOnly: !isIn(booking, 'talk'),
      booking,
    };
  }
  const request = await db
    .selectFrom('requests')
    .select(['owner_id', 'assigned_lawyer_id', 'title', 'status'])
    .where('id', '=', ref.id)
    .where('status', 'in', ['on-going', 'completed'])
    .where('assigned_lawyer_id', 'is not', null)
    .where((eb) => eb.or([eb('owner_id', '=', userId), eb('assigned_lawyer_id', '=', userId)]))
    .executeTakeFirst();
  if (!request) return undefined;
  return {
    ...ref,
    key: roomKey(ref),
    clientId: request.owner_id,
    lawyerId: request.assigned_lawyer_id!,
    title: request.title,
    readOnly: request.status === 'completed',
    booking: null,
  };
}

/** A booking's room takes calls from 10 minutes before its start until a short grace after its booked end. */
export const roomWindow = { opensBeforeMs: 10 * 60_000, graceAfterMs: 5 * 60_000 };

/**
 * Whether calls may run now, else when they open or when the consultation ended. A Consult now consultation
 * has no booked window: open from accept until it ends (then completed: read-only).
 */
export function callWindow(
  booking: Pick<BookingRow, 'start_at' | 'end_at'> & Partial<Pick<BookingRow, 'kind'>>,
  now: Date,
): { open: true } | { open: false; opensAt: string } | { open: false; endedAt: string } {
  if (booking.kind === 'instant') return { open: true };
  const opens = Date.parse(booking.start_at) - roomWindow.opensBeforeMs;
  const closes = Date.parse(booking.end_at) + roomWindow.graceAfterMs;
  if (now.getTime() < opens) return { open: false, opensAt: new Date(opens).toISOString() };
  if (now.getTime() > closes) return { open: false, endedAt: booking.end_at };
  return { open: true };
}

/** The other participant of the room. */
export const otherOf = (room: Room, userId: string) =>
  room.clientId === userId ? room.lawyerId : room.clientId;
