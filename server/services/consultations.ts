// Consultation rooms: who may enter, chat messages (stored once per sender-chosen client id), delivery and read
// state, and metering: call and chat sessions become the booking's metered minutes and amount.
// A room is a booking's (chat, calls, metering) or an accepted request's (chat only); messages name one of them.
import { billableMinutes, toBeRefundedPaise } from './bookingMoney';
import type { RoomKind, RoomRef } from '@contract';
import { dialectOf, type Db } from '../db/connection';
import { newId } from '../db/ids';
import type { BookingRow, ConsultationMessageRow } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { updatedAny } from '../db/updated';
import { queueBookingRefund, refundPolicy } from './refunds';

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

const roomColumn = (kind: RoomKind) => (kind === 'booking' ? 'booking_id' : 'request_id');

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
      .where('status', 'in', ['confirmed', 'completed'])
      .where((eb) => eb.or([eb('client_id', '=', userId), eb('lawyer_id', '=', userId)]))
      .executeTakeFirst();
    if (!booking) return undefined;
    return {
      ...ref,
      key: roomKey(ref),
      clientId: booking.client_id,
      lawyerId: booking.lawyer_id,
      title: booking.topic,
      readOnly: booking.status === 'completed',
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

/** Whether calls may run now, else when they open or when the consultation ended. */
export function callWindow(
  booking: Pick<BookingRow, 'start_at' | 'end_at'>,
  now: Date,
): { open: true } | { open: false; opensAt: string } | { open: false; endedAt: string } {
  const opens = Date.parse(booking.start_at) - roomWindow.opensBeforeMs;
  const closes = Date.parse(booking.end_at) + roomWindow.graceAfterMs;
  if (now.getTime() < opens) return { open: false, opensAt: new Date(opens).toISOString() };
  if (now.getTime() > closes) return { open: false, endedAt: booking.end_at };
  return { open: true };
}

/** The other participant of the room. */
export const otherOf = (room: Room, userId: string) =>
  room.clientId === userId ? room.lawyerId : room.clientId;

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

export async function startSession(
  db: Db,
  bookingId: string,
  kind: 'call' | 'chat',
  by: string | null,
  now: Date,
): Promise<string> {
  const id = newId();
  const at = now.toISOString();
  await db
    .insertInto('consultation_sessions')
    .values({
      id,
      booking_id: bookingId,
      kind,
      started_by: by,
      started_at: at,
      // A chat session counts from its start (both present); a call from when media connects.
      connected_at: kind === 'chat' ? at : null,
      ended_at: null,
    })
    .execute();
  return id;
}

/**
 * Starts a call (or chat) session unless one of that kind is open in the room, so two API instances racing
 * for the same room still keep one; returns the open one otherwise.
 */
export async function startSessionOnce(
  db: Db,
  bookingId: string,
  kind: 'call' | 'chat',
  by: string | null,
  now: Date,
): Promise<{ id: string; startedBy: string | null; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    // PostgreSQL: the booking row lock queues racing instances; SQLite transactions are serial already.
    if (dialectOf(trx) === 'postgres')
      await trx.selectFrom('bookings').select('id').where('id', '=', bookingId).forUpdate().execute();
    const open = await openSession(trx, bookingId, kind);
    if (open) return { id: open.id, startedBy: open.started_by, created: false };
    return { id: await startSession(trx, bookingId, kind, by, now), startedBy: by, created: true };
  });
}

/** The room's session of that kind still going (the call in progress, the chat both attend), if any. */
export function openSession(db: Db, bookingId: string, kind: 'call' | 'chat') {
  return db
    .selectFrom('consultation_sessions')
    .select(['id', 'started_by', 'connected_at'])
    .where('booking_id', '=', bookingId)
    .where('kind', '=', kind)
    .where('ended_at', 'is', null)
    .orderBy('started_at', 'desc')
    .executeTakeFirst();
}

/** True for the one caller that connected it (several instances may try). */
export async function connectCall(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('consultation_sessions')
    .set({ connected_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('connected_at', 'is', null)
    .executeTakeFirst();
  return updatedAny(result);
}

/** Connected calls still open after their booking's end: what the auto end call sweep looks at. */
export async function connectedCallsPastEnd(db: Db, now: Date) {
  return db
    .selectFrom('consultation_sessions as cs')
    .innerJoin('bookings as b', 'b.id', 'cs.booking_id')
    .select(['cs.booking_id', 'b.client_id', 'b.lawyer_id'])
    .where('cs.ended_at', 'is', null)
    .where('cs.kind', '=', 'call')
    .where('cs.connected_at', 'is not', null)
    .where('b.end_at', '<=', now.toISOString())
    .execute();
}

/**
 * Consultations whose booked window is over (booked end + grace) while still open, that had a call or a chat:
 * the server completes and meters them, whichever instance sweeps first.
 */
export async function consultationsPastWindow(db: Db, now: Date) {
  const over = new Date(now.getTime() - roomWindow.graceAfterMs).toISOString();
  return db
    .selectFrom('bookings as b')
    .select('b.id')
    .where('b.status', '=', 'confirmed')
    .where('b.end_at', '<=', over)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('consultation_sessions as cs').select('cs.id').whereRef('cs.booking_id', '=', 'b.id'),
      ),
    )
    .execute();
}

/**
 * One participant pressed End: kept until the other presses it too (or the booked time is over). True when both
 * sides have now pressed it: the caller completes the consultation.
 */
export async function pressEnd(db: Db, bookingId: string, side: 'client' | 'lawyer', now: Date) {
  const column = side === 'client' ? 'client_ended_at' : 'lawyer_ended_at';
  await db
    .updateTable('bookings')
    .set({ [column]: now.toISOString() })
    .where('id', '=', bookingId)
    .where('status', '=', 'confirmed')
    .where(column, 'is', null)
    .execute();
  const row = await db
    .selectFrom('bookings')
    .select(['client_ended_at', 'lawyer_ended_at'])
    .where('id', '=', bookingId)
    .executeTakeFirst();
  return Boolean(row?.client_ended_at && row.lawyer_ended_at);
}

/** True for the one caller that ended it. */
export async function endSession(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('consultation_sessions')
    .set({ ended_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return updatedAny(result);
}

/** Ends every open session of that kind in the room; true when one was open. */
export async function endOpenSessions(
  db: Db,
  bookingId: string,
  kind: 'call' | 'chat',
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('consultation_sessions')
    .set({ ended_at: now.toISOString() })
    .where('booking_id', '=', bookingId)
    .where('kind', '=', kind)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return updatedAny(result);
}

/**
 * Sessions an instance left open when it died mid-consultation (checked when nobody is in the room): closed
 * unbilled, since nobody knows when they really ended. Sessions started from `before` on are someone's new ones.
 */
export async function endStaleSessions(db: Db, bookingId: string, before: Date): Promise<void> {
  await db
    .updateTable('consultation_sessions')
    .set((eb) => ({ ended_at: eb.fn.coalesce('connected_at', 'started_at') }))
    .where('booking_id', '=', bookingId)
    .where('ended_at', 'is', null)
    .where('started_at', '<', before.toISOString())
    .execute();
}

/** The lawyer came to the booking's room (the first time counts): a consultation, not a no-show. */
export async function markLawyerJoined(db: Db, bookingId: string, now: Date): Promise<void> {
  await db
    .updateTable('bookings')
    .set({ lawyer_joined_at: now.toISOString() })
    .where('id', '=', bookingId)
    .where('lawyer_joined_at', 'is', null)
    .execute();
}

/**
 * Paid video and phone consultations whose lawyer has not come to the room within the no-show time after
 * the start (an on-site meeting happens outside the app, so it is never called a no-show).
 */
export async function lawyerNoShows(db: Db, now: Date) {
  const late = new Date(now.getTime() - refundPolicy.noShowMinutes * 60_000).toISOString();
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('status', '=', 'confirmed')
    .where('paid_at', 'is not', null)
    .where('mode', 'in', ['video', 'phone'])
    .where('lawyer_joined_at', 'is', null)
    .where('start_at', '<=', late)
    .execute();
}

/** Whole minutes (rounded up) of the union of connected calls and chat sessions: overlaps are billed once. */
export function meteredMinutesOf(intervals: Array<[number, number]>): number {
  const sorted = intervals.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  let total = 0;
  let current: [number, number] | null = null;
  for (const [a, b] of sorted) {
    if (current && a <= current[1]) current[1] = Math.max(current[1], b);
    else {
      if (current) total += current[1] - current[0];
      current = [a, b];
    }
  }
  if (current) total += current[1] - current[0];
  return Math.ceil(total / 60_000);
}

/**
 * Recomputes the booking's metered minutes and amount (minutes × the lawyer's per-minute rate; the client's free
 * first consultation, as booked, stays ₹0; an amount already paid is not changed). `complete` marks the booking
 * completed; after that its metering is final.
 */
export async function meterBooking(
  db: Db,
  bookingId: string,
  now: Date,
  complete = false,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    // Calls only: chat alone is not metered as a call (the chat session records presence, nothing more).
    const sessions = await trx
      .selectFrom('consultation_sessions')
      .select(['connected_at', 'ended_at'])
      .where('booking_id', '=', bookingId)
      .where('kind', '=', 'call')
      .where('connected_at', 'is not', null)
      .where('ended_at', 'is not', null)
      .execute();
    const booking = await trx
      .selectFrom('bookings')
      .select(['free_first', 'status', 'minutes', 'rate_paise'])
      .where('id', '=', bookingId)
      .executeTakeFirst();
    if (!booking || booking.status === 'completed') return null;
    // The money rule (services/bookingMoney.ts): never more minutes than booked, the booked rate, the price
    // as booked; the unused minutes are owed back.
    const minutes = billableMinutes(
      meteredMinutesOf(sessions.map((s) => [Date.parse(s.connected_at!), Date.parse(s.ended_at!)])),
      booking.minutes,
    );
    if (minutes === 0 && !complete) return null;
    const refundDue = toBeRefundedPaise(booking, minutes);
    await trx
      .updateTable('bookings')
      .set({
        metered_minutes: minutes,
        refund_due_paise: refundDue,
        ...(complete && booking.status !== 'cancelled' ? { status: 'completed' as const } : {}),
        updated_at: now.toISOString(),
      })
      .where('id', '=', bookingId)
      .execute();
    // Completed: the unused minutes go back through the refund service (sent once this commits).
    if (complete && booking.status !== 'cancelled')
      await queueBookingRefund(trx, bookingId, 'unused_minutes', refundDue, now);
    return minutes;
  });
}
