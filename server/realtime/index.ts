// WebSocket endpoint of consultation rooms on the API's own HTTP server: /api/consultations/:bookingId/live (a
// booking's room: chat, calls, metering) and /api/requests/:requestId/chat/live (an accepted request's chat).
// Origin must be one of the CORS origins or the server's own; the first frame carries the session token
// (never in the URL, so it stays out of logs) and is checked like requireAuth: signature and live session row.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  clientFrameSchema,
  realtimeCloseCodes,
  type ClientFrame,
  type RoomRef,
  type ServerFrame,
} from '@contract';
import { onSessionsEnded } from '../services/sessionEvents';
import { sessionOfToken } from '../services/sessions';
import {
  callWindow,
  connectCall,
  endOpenSessions,
  endSession,
  connectedCallsPastEnd,
  consultationsPastWindow,
  endStaleSessions,
  findRoom,
  lawyerNoShows,
  markLawyerJoined,
  markMessages,
  meterBooking,
  openSession,
  otherOf,
  pressEnd,
  roomKey,
  roomMessages,
  saveMessage,
  startSessionOnce,
  type Room,
} from '../services/consultations';
import { cancelAndRefund, releaseLapsedHolds } from '../services/bookings';
import { refundDepsOf, refundPolicy, sendBookingRefund, sendQueuedRefunds } from '../services/refunds';
import { getUserSettings } from '../services/settings';
import type { AppDeps } from '../types';
import { presentMessage } from '../presenters/consultationMessage';
import { busFor, type Bus } from './bus';
import { hubFor, type Peer } from './hub';
import { askForReview } from '../services/reviews';
import { sweepCalendar } from '../services/reminders';
import { sweepServiceOrders } from '../services/serviceOrders';
import { chatNoticesSeen, notifyChatMessage } from '../services/chatNotifications';

const pathPattern =
  /^\/api\/(?:consultations\/([0-9A-Za-z]{1,64})|requests\/([0-9A-Za-z]{1,64})\/chat)\/live$/;
/** How often each instance looks for connected calls past their booked end (auto end call). */
export const autoEndSweepMs = 1000;
/** HH:mm in India (the product's time zone), for 'opens at …'. */
const istTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-IN', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit' });

/** Limits that keep one client from taking the server down or crowding others out. */
export const realtimeLimits = {
  /** The first frame (auth) must arrive within this time. */
  authTimeoutMs: 10_000,
  /** Frames per user and room per 10 s, across all of that user's sockets: typing and ICE candidates are
   * chatty, a script flooding the room is not (more sockets buy no more frames). */
  frameBudget: 200,
  frameWindowMs: 10_000,
  /** Sockets not signed in yet, per client address and in all. */
  unauthenticatedPerAddress: 20,
  unauthenticatedTotal: 2_000,
  /** Bytes queued for a client that does not read: past this it is dropped, not buffered forever. */
  maxBufferedBytes: 1024 * 1024,
  maxPayloadBytes: 64 * 1024,
};
export type RealtimeLimits = typeof realtimeLimits;

export interface Realtime {
  /** Resolves once events of other instances reach this one (hosted: LISTEN is in place). */
  ready: Promise<void>;
  close(): Promise<void>;
}

function refuse(socket: Duplex, status: string, headers = ''): void {
  socket.end(`HTTP/1.1 ${status}\r\n${headers}Connection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Browsers always send Origin; a non-browser client without one cannot ride on a user's cookies either. */
export function originAllowed(req: IncomingMessage, corsOrigins: string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (corsOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

export function attachRealtime(
  server: Server,
  { db, config, clock, logger }: AppDeps,
  bus: Bus = busFor(db, config, logger),
  limits: RealtimeLimits = realtimeLimits,
): Realtime {
  const hub = hubFor(db);
  const money = refundDepsOf({ config, db, clock });
  hub.use(bus, logger);
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxPayloadBytes });
  // ws closes a socket that breaks the protocol itself (1009 too big, 1007 bad UTF-8, 1002 protocol error)
  // and then emits 'error': without a listener that error would stop the whole process.
  wss.on('error', (error) => logger.error(`realtime: ${error.message}`));
  /** Connections still running their frames or leave(): shutdown waits so others see them go offline. */
  const running = new Set<Promise<void>>();
  /** Sockets not signed in yet, per client address (the socket's own, never a header). */
  const unauthenticated = new Map<string, number>();
  let unauthenticatedTotal = 0;
  /** Frames per user and room in the current window, shared by all of the user's sockets. */
  const frameCounts = new Map<string, { count: number; resetAt: number }>();
  const stopListening = onSessionsEnded(db, (userId) => {
    hub.sessionsEnded(userId).catch((error: Error) => logger.error(`realtime: ${error.message}`));
  });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client that resets mid-handshake must not become an uncaught error.
    socket.on('error', () => socket.destroy());
    const path = (req.url ?? '').split('?')[0];
    const match = pathPattern.exec(path);
    if (!match) return refuse(socket, '404 Not Found');
    if (!originAllowed(req, config.corsOrigins)) return refuse(socket, '403 Forbidden');
    const address = req.socket.remoteAddress ?? 'unknown';
    if ((unauthenticated.get(address) ?? 0) >= limits.unauthenticatedPerAddress)
      return refuse(socket, '429 Too Many Requests', 'Retry-After: 10\r\n');
    if (unauthenticatedTotal >= limits.unauthenticatedTotal)
      return refuse(socket, '503 Service Unavailable', 'Retry-After: 10\r\n');
    const ref: RoomRef = match[1] ? { kind: 'booking', id: match[1] } : { kind: 'request', id: match[2] };
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, ref, address));
  });

  function onConnection(ws: WebSocket, ref: RoomRef, address: string) {
    let peer: Peer | null = null;
    let room!: Room;
    /** The signed-in participant's name (the chat notice says who wrote). */
    let myName = '';
    /** Bookings only: the call and chat sessions that meter the consultation. */
    const bookingId = ref.kind === 'booking' ? ref.id : null;
    let finished!: () => void;
    const done = new Promise<void>((resolve) => (finished = resolve));
    running.add(done);
    // Counted as unauthenticated until the auth frame is accepted (or the socket goes).
    let counted = true;
    unauthenticated.set(address, (unauthenticated.get(address) ?? 0) + 1);
    unauthenticatedTotal += 1;
    const uncount = () => {
      if (!counted) return;
      counted = false;
      unauthenticatedTotal -= 1;
      const left = (unauthenticated.get(address) ?? 1) - 1;
      if (left > 0) unauthenticated.set(address, left);
      else unauthenticated.delete(address);
    };
    let loggedError = false;
    ws.on('error', (error: Error & { code?: string }) => {
      // ws has already closed the socket with the matching code; one line per socket is enough.
      if (loggedError) return;
      loggedError = true;
      logger.error(`realtime: closed a socket from ${address}: ${error.code ?? error.message}`);
    });
    const authTimer = setTimeout(
      () => ws.close(realtimeCloseCodes.unauthorized, 'Sign in first'),
      limits.authTimeoutMs,
    );
    let preAuthFrames = 0;
    /** Whether this frame fits the budget of the user in the room (before sign-in: of this socket). */
    const withinBudget = (): boolean => {
      if (!peer) return ++preAuthFrames <= limits.frameBudget;
      const key = `${peer.userId}|${room.key}`;
      const now = Date.now();
      let window = frameCounts.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + limits.frameWindowMs };
        frameCounts.set(key, window);
      }
      window.count += 1;
      return window.count <= limits.frameBudget;
    };
    // One frame at a time per connection, so a resend never overtakes the original.
    let queue = Promise.resolve();
    ws.on('message', (data, isBinary) => {
      if (isBinary) return ws.close(realtimeCloseCodes.badFrame, 'Text frames only');
      if (!withinBudget()) return ws.close(realtimeCloseCodes.badFrame, 'Too many messages');
      queue = queue
        .then(() => handle(data.toString()))
        .catch((error: unknown) => {
          logger.error(`realtime: ${(error as Error).message}`);
          send({ type: 'error', message: 'Something went wrong; please try again.' });
        });
    });
    ws.on('close', () => {
      clearTimeout(authTimer);
      uncount();
      queue = queue
        .then(() => leave())
        .catch((error: unknown) => logger.error(`realtime: ${(error as Error).message}`))
        .finally(() => {
          running.delete(done);
          finished();
        });
    });

    function send(frame: ServerFrame) {
      if (ws.readyState !== ws.OPEN) return;
      // A client that stopped reading: drop it rather than buffer its room's traffic without end.
      if (ws.bufferedAmount > limits.maxBufferedBytes) {
        logger.error(`realtime: dropped a socket from ${address} that stopped reading`);
        ws.terminate();
        return;
      }
      ws.send(JSON.stringify(frame));
    }

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
      clearTimeout(authTimer);
      uncount();
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
          return onCall(me, bookingId, frame.action, frame.video ?? false);
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
          if (await pressEnd(db, bookingId, side, now)) return completeConsultation(bookingId);
          return hub.broadcast(key, { type: 'end', by: me.userId });
        }
        default:
          return;
      }
    }

    async function onCall(
      me: Peer,
      bookingId: string,
      action: 'start' | 'connected' | 'hangup',
      video: boolean,
    ) {
      const now = clock.now();
      if (action === 'start') {
        // A completed consultation takes no new call.
        if (!(await writable(me))) return;
        // Calls only in the booked window: from 10 minutes before the start to just after the booked end.
        const window = room.booking ? callWindow(room.booking, now) : { open: true as const };
        if (!window.open)
          return send({
            type: 'error',
            message:
              'opensAt' in window
                ? `The consultation room opens at ${istTime(window.opensAt)}.`
                : 'This consultation has ended.',
          });
        const call = await startSessionOnce(db, bookingId, 'call', me.userId, now);
        if (!call.created)
          return send({
            type: 'call',
            action: 'start',
            by: call.startedBy,
            video: hub.callVideo(room.key, room.booking?.mode === 'video'),
          });
        await hub.broadcast(room.key, { type: 'call', action: 'start', by: me.userId, video });
        return;
      }
      const call = await openSession(db, bookingId, 'call');
      if (!call) return;
      if (action === 'connected') {
        // Metering starts only with both participants in the room (on any instance): one side alone
        // saying 'connected' starts nothing. A call connected early counts from the booked start.
        const [meHere, otherHere] = await Promise.all([
          hub.isOnline(room.key, me.userId),
          hub.isOnline(room.key, otherOf(room, me.userId)),
        ]);
        if (!meHere || !otherHere) return;
        const start = room.booking ? new Date(room.booking.start_at) : now;
        // Both ends report it, possibly on two instances: the first one counts.
        if (!(await connectCall(db, call.id, now > start ? now : start))) return;
        await hub.broadcast(room.key, { type: 'call', action: 'connected', by: me.userId });
        return;
      }
      await endCall(bookingId, me.userId);
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
      if (!(await hub.isOnline(key, otherOf(room, me.userId)))) await endCall(bookingId, null);
    }
  }

  /** Ends the booking's call once, whichever instance gets here first, and tells both participants. */
  async function endCall(bookingId: string, by: string | null) {
    const call = await openSession(db, bookingId, 'call');
    if (!call) return;
    const now = clock.now();
    if (!(await endSession(db, call.id, now))) return;
    // Hanging up ends this call, not the consultation: calls may drop and start again within the booked
    // window; the consultation completes at its booked end (the sweep below). An unanswered ring meters nothing.
    let meteredMinutes: number | null = null;
    if (call.connected_at) meteredMinutes = await meterBooking(db, bookingId, now);
    await hub.broadcast(roomKey({ kind: 'booking', id: bookingId }), {
      type: 'call',
      action: 'ended',
      by,
      meteredMinutes,
    });
  }

  /**
   * Completes and meters the consultation (booked time over, or both sides pressed End) once, whichever
   * instance gets here first, ending a call still running, and tells both participants.
   */
  async function completeConsultation(bookingId: string) {
    const now = clock.now();
    const key = roomKey({ kind: 'booking', id: bookingId });
    const callWasOpen = await openSession(db, bookingId, 'call');
    await endOpenSessions(db, bookingId, 'call', now);
    await endOpenSessions(db, bookingId, 'chat', now);
    const meteredMinutes = await meterBooking(db, bookingId, now, true);
    if (meteredMinutes === null) return; // another instance completed it first
    await sendBookingRefund(money, bookingId); // the unused minutes
    if (callWasOpen) await hub.broadcast(key, { type: 'call', action: 'ended', by: null, meteredMinutes });
    await hub.broadcast(key, { type: 'completed', meteredMinutes });
    await askForReview({ db, config, clock, logger }, bookingId);
  }

  /**
   * Settings → Call & Communication → auto end call: a connected call ends at the booked end when either
   * participant asked for it. Every instance sweeps the database (no timer lives only in the memory of the
   * instance that saw the call connect); endCall lets exactly one of them end it.
   */
  let sweeping: Promise<void> | null = null;
  const sweep = async () => {
    const now = clock.now();
    // Pay at booking: holds not paid in time release their slots.
    await releaseLapsedHolds(db, now);
    // A lawyer who did not come: cancelled with a full refund, the no-show kept on the booking.
    for (const row of await lawyerNoShows(db, now))
      await cancelAndRefund(money, row, 'lawyer_no_show', ['confirmed'], {
        userId: row.client_id,
        message: `The lawyer did not join "${row.topic}" within ${refundPolicy.noShowMinutes} minutes of the start. The consultation is cancelled and fully refunded.`,
      });
    // Refunds the gateway could not take at first.
    await sendQueuedRefunds(money);
    // The booked time is over: the server completes and meters the consultation, whatever the clients do.
    for (const over of await consultationsPastWindow(db, clock.now())) await completeConsultation(over.id);
    for (const due of await connectedCallsPastEnd(db, clock.now())) {
      const [client, lawyer] = await Promise.all([
        getUserSettings(db, due.client_id),
        getUserSettings(db, due.lawyer_id),
      ]);
      if (client.autoEndCall || lawyer.autoEndCall) await endCall(due.booking_id, null);
    }
    // Calendar invites (confirm, move, cancel) and the 24 h / 15 min reminders, each sent once.
    await sweepCalendar({ db, clock, mailer: money.mailer, mailFrom: config.mailFrom });
    // Legal-document orders' time rules (hours and days): once a minute is plenty.
    if (now.getTime() - lastServiceOrderSweep >= 60_000) {
      lastServiceOrderSweep = now.getTime();
      await sweepServiceOrders({ db, clock });
    }
  };
  let lastServiceOrderSweep = 0;
  // A sweep failing every second (the database is down) is said once, and once more when it works again.
  let failing: string | null = null;
  const sweeper = setInterval(() => {
    sweeping ??= sweep()
      .then(() => {
        if (failing) logger.info('consultation sweep: working again');
        failing = null;
      })
      .catch((error: Error) => {
        if (failing !== error.message) logger.error(`consultation sweep: ${error.message}`);
        failing = error.message;
      })
      .finally(() => (sweeping = null));
  }, autoEndSweepMs);
  sweeper.unref();

  return {
    ready: bus.ready,
    async close() {
      stopListening();
      clearInterval(sweeper);
      await sweeping;
      // Going away (1001) with a reason: the rooms reconnect to another instance (or to this one restarted).
      for (const client of wss.clients) client.close(1001, 'Server restarting');
      await Promise.race([Promise.all([...running]), new Promise((done) => setTimeout(done, 2_000))]);
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((done) => wss.close(() => done()));
      hub.detach();
      await bus.close();
    },
  };
}
