// One socket of a consultation room: its first frame signs in (like requireAuth: signature and live session
// row), then chat, receipts, typing, call signalling and End, one frame at a time, within the user's budget.
import type { WebSocket } from 'ws';
import {
  clientFrameSchema,
  realtimeCloseCodes,
  type ClientFrame,
  type RoomRef,
  type ServerFrame,
} from '@contract';
import { sessionOfToken } from '../services/sessions';
import {
  callWindow,
  endOpenSessions,
  endStaleSessions,
  findRoom,
  markLawyerJoined,
  markMessages,
  meterBooking,
  openSession,
  otherOf,
  pressEnd,
  roomMessages,
  saveMessage,
  startSessionOnce,
  type Room,
} from '../services/consultations';
import { chatNoticesSeen, notifyChatMessage } from '../services/chatNotifications';
import { presentMessage } from '../presenters/consultationMessage';
import { logFailure } from '../db/outage';
import { isDatabaseUnreachable } from '../errors';
import type { AppDeps } from '../types';
import { completeConsultation, endCall, onCall } from './calls';
import type { Hub, Peer } from './hub';
import { istTime } from './limits';
import { guardSocket, type SocketShared } from './socketGuard';

/** What every connection of this realtime server shares. */
export interface Connections extends SocketShared {
  deps: AppDeps;
  hub: Hub;
  /** Connections still running their frames or leave(): shutdown waits so others see them go offline. */
  running: Set<Promise<void>>;
}

export function onConnection(shared: Connections, ws: WebSocket, ref: RoomRef, address: string): void {
  const { deps, hub } = shared;
  const { db, config, clock, logger } = deps;
  let peer: Peer | null = null;
  let room!: Room;
  /** The signed-in participant's name (the chat notice says who wrote). */
  let myName = '';
  /** Bookings only: the call and chat sessions that meter the consultation. */
  const bookingId = ref.kind === 'booking' ? ref.id : null;
  let finished!: () => void;
  const done = new Promise<void>((resolve) => (finished = resolve));
  shared.running.add(done);
  const guard = guardSocket(ws, shared, logger, address);
  /** Whether this frame fits the budget of the user in the room (before sign-in: of this socket). */
  const withinBudget = () => guard.withinBudget(peer ? `${peer.userId}|${room.key}` : null);
  // One frame at a time per connection, so a resend never overtakes the original.
  let queue = Promise.resolve();
  ws.on('message', (data, isBinary) => {
    if (isBinary) return ws.close(realtimeCloseCodes.badFrame, 'Text frames only');
    if (!withinBudget()) return ws.close(realtimeCloseCodes.badFrame, 'Too many messages');
    queue = queue
      .then(() => handle(data.toString()))
      .catch((error: unknown) => {
        // The database is away: the client reconnects (with backoff) and sends what is unacknowledged again.
        if (isDatabaseUnreachable(error))
          return ws.close(realtimeCloseCodes.unavailable, 'Database unavailable, try again');
        logger.error(`realtime: ${(error as Error).message}`);
        send({ type: 'error', message: 'Something went wrong; please try again.' });
      });
  });
  ws.on('close', () => {
    queue = queue
      .then(() => leave())
      .catch((error: unknown) => logFailure(logger, 'realtime', error))
      .finally(() => {
        shared.running.delete(done);
        finished();
      });
  });

  const send = (frame: ServerFrame) => guard.send(frame);

  async function handle(text: string) {
    let frame: ClientFrame;
    try {
      frame = clientFrameSchema.parse(JSON.parse(text));
    } catch {
      send({ type: 'error', message: 'Unreadable message.' });
      return;
    }
    if (!peer) return authenticate(frame);
    if (frame.type === 'auth') return;
    await onFrame(peer, frame);
  }

  async function authenticate(frame: ClientFrame) {
    if (frame.type !== 'auth') return ws.close(realtimeCloseCodes.unauthorized, 'Sign in first');
    const live = await sessionOfToken(db, frame.token, config.jwtSecret);
    if (!live) return ws.close(realtimeCloseCodes.unauthorized, 'Unauthorized');
    const found = await findRoom(db, live.user.id, ref);
    if (!found) return ws.close(realtimeCloseCodes.notFound, 'Not found.');
    if (ws.readyState !== ws.OPEN) return;
    guard.signedIn();
    room = found;
    myName = live.user.name;
    const key = room.key;
    // Metering runs only in a booking's room that is still open.
    const metered = bookingId && !room.readOnly ? bookingId : null;
    // Frames of the room (possibly from another instance) wait until 'ready' went out, so a presence
    // event is never overwritten by an older otherOnline.
    const early: ServerFrame[] = [];
    let isReady = false;
    const me: Peer = {
      userId: live.user.id,
      sessionId: live.session.id,
      close: (code, reason) => ws.close(code, reason),
      send: (f) => (isReady ? send(f) : early.push(f)),
    };
    const otherId = otherOf(room, me.userId);
    const now = clock.now();
    const [wasOnline, otherWasOnline] = await Promise.all([
      hub.isOnline(key, me.userId),
      hub.isOnline(key, otherId),
    ]);
    // An empty room has no call or chat going on: what is still open was left by a crashed instance.
    // Done before joining, so it never ends a session of someone who sees us here.
    if (bookingId && !wasOnline && !otherWasOnline) await endStaleSessions(db, bookingId, now);
    // The lawyer came: this consultation is not a no-show (services/refunds.ts).
    if (metered && me.userId === room.lawyerId) await markLawyerJoined(db, metered, now);
    peer = me;
    await hub.join(key, me);
    const [otherOnline, call] = await Promise.all([
      hub.isOnline(key, otherId),
      metered ? openSession(db, metered, 'call') : undefined,
    ]);
    // In the room now: the chat notice that brought them here (or would have) is read before anyone hears
    // of it (their 'ready', the other side's 'presence'), so a bell refreshed on either is already right.
    await chatNoticesSeen(db, me.userId, ref, now);
    send({
      type: 'ready',
      userId: me.userId,
      otherOnline,
      call: {
        active: !!call,
        video: call ? hub.callVideo(key, room.booking?.mode === 'video') : false,
        by: call?.started_by ?? null,
      },
    });
    // Said as presence too: whichever of the two joins first (on whichever instance), both get one.
    if (otherOnline) send({ type: 'presence', online: true });
    isReady = true;
    early.splice(0).forEach(send);
    // Both present (whichever instance the other is on): the chat session counts from now.
    if (metered && otherOnline) await startSessionOnce(db, metered, 'chat', null, now);
    if (!wasOnline) await hub.broadcast(key, { type: 'presence', online: true }, me.userId);
    const delivered = await markMessages(db, ref, me.userId, 'delivered', now);
    if (delivered.length)
      await hub.broadcast(key, { type: 'receipt', ids: delivered, deliveredAt: now.toISOString() });
  }

  /** The room as it is now (it may have been completed since this connection joined); null once closed. */
  async function writable(me: Peer): Promise<Room | null> {
    const current = await findRoom(db, me.userId, ref);
    if (!current) {
      ws.close(realtimeCloseCodes.notFound, 'Not found.');
      return null;
    }
    room = current;
    if (current.readOnly) {
      send({ type: 'error', message: roomMessages.readOnly });
      return null;
    }
    return current;
  }

  async function onFrame(me: Peer, frame: ClientFrame) {
    const key = room.key;
    const otherId = otherOf(room, me.userId);
    const now = clock.now();
    switch (frame.type) {
      case 'send': {
        if (!(await writable(me))) return;
        const { row, created } = await saveMessage(
          db,
          { room: ref, senderId: me.userId, clientId: frame.clientId, body: frame.body },
          now,
        );
        if (!created) {
          // A resend after a reconnect: the sender learns it is stored; the other side already has it.
          send({ type: 'message', message: presentMessage(row, me.userId) });
          return;
        }
        const otherInRoom = await hub.isOnline(key, otherId);
        if (otherInRoom) {
          row.delivered_at = now.toISOString();
          await markMessages(db, ref, otherId, 'delivered', now, row.id);
        }
        // Away: told once behind the bell (services/chatNotifications.ts), before the echo, so a sender who
        // sees their message stored can count on the other side's notice being there too.
        await notifyChatMessage(db, now, {
          room: ref,
          topic: room.title,
          recipientId: otherId,
          senderName: myName,
          recipientInRoom: otherInRoom,
        });
        hub.broadcastMessage(key, row);
        return;
      }
      case 'read': {
        const ids = await markMessages(db, ref, me.userId, 'read', now, frame.upTo);
        if (ids.length) await hub.broadcast(key, { type: 'receipt', ids, readAt: now.toISOString() });
        return;
      }
      case 'typing':
        if (room.readOnly) return;
        return hub.broadcast(key, { type: 'typing', typing: frame.typing }, me.userId);
      case 'signal':
        // Calls only in a booking's room; a request's chat relays no media negotiation.
        if (!bookingId) return;
        return hub.broadcast(key, { type: 'signal', data: frame.data }, me.userId);
      case 'call':
        if (!bookingId) return send({ type: 'error', message: roomMessages.noCalls });
        return onCall(
          deps,
          { room: () => room, writable, send },
          me,
          bookingId,
          frame.action,
          frame.video ?? false,
        );
      case 'end': {
        // A request's chat is completed from the request itself, not here.
        if (!bookingId) return send({ type: 'error', message: roomMessages.noCalls });
        const current = await writable(me);
        if (!current) return;
        // Nothing to end before the call window opens: an early End would refund a consultation both
        // sides still mean to hold.
        const window = current.booking ? callWindow(current.booking, now) : { open: true as const };
        if (!window.open && 'opensAt' in window)
          return send({
            type: 'error',
            message: `The consultation has not started: End is available from ${istTime(window.opensAt)}.`,
          });
        const side = current.clientId === me.userId ? 'client' : 'lawyer';
        // One side's End waits for the other's; with both, the consultation is over now.
        if (await pressEnd(db, bookingId, side, now)) return completeConsultation(deps, bookingId);
        return hub.broadcast(key, { type: 'end', by: me.userId });
      }
      default:
        return;
    }
  }

  async function leave() {
    if (!peer) return;
    const me = peer;
    const key = room.key;
    await hub.leave(key, me);
    if (await hub.isOnline(key, me.userId)) return; // another tab, maybe on another instance
    const now = clock.now();
    await hub.broadcast(key, { type: 'presence', online: false });
    await hub.broadcast(key, { type: 'typing', typing: false });
    if (!bookingId) return;
    if (await endOpenSessions(db, bookingId, 'chat', now)) await meterBooking(db, bookingId, now);
    // Nobody left to talk to: a call cannot go on (a single drop keeps it open for a reconnect).
    if (!(await hub.isOnline(key, otherOf(room, me.userId)))) await endCall(deps, bookingId, null);
  }
}
