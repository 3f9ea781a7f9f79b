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
import { findLiveSession, readSessionToken } from '../services/sessions';
import {
  connectCall,
  endOpenSessions,
  endSession,
  connectedCallsPastEnd,
  endStaleSessions,
  findRoom,
  markMessages,
  meterBooking,
  openSession,
  otherOf,
  roomKey,
  roomMessages,
  saveMessage,
  startSessionOnce,
  type Room,
} from '../services/consultations';
import { getUserSettings } from '../services/settings';
import type { AppDeps } from '../types';
import { presentMessage } from '../presenters/consultationMessage';
import { busFor, type Bus } from './bus';
import { hubFor, type Peer } from './hub';

const pathPattern =
  /^\/api\/(?:consultations\/([0-9A-Za-z]{1,64})|requests\/([0-9A-Za-z]{1,64})\/chat)\/live$/;
/** How often each instance looks for connected calls past their booked end (auto end call). */
export const autoEndSweepMs = 1000;
const authTimeoutMs = 10_000;
/** Frames per connection per 10 s: typing and ICE candidates are chatty, a script flooding the room is not. */
const frameBudget = 200;

export interface Realtime {
  /** Resolves once events of other instances reach this one (hosted: LISTEN is in place). */
  ready: Promise<void>;
  close(): Promise<void>;
}

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
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
): Realtime {
  const hub = hubFor(db);
  hub.use(bus, logger);
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  /** Connections still running their frames or leave(): shutdown waits so others see them go offline. */
  const running = new Set<Promise<void>>();

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    const match = pathPattern.exec(path);
    if (!match) return refuse(socket, '404 Not Found');
    if (!originAllowed(req, config.corsOrigins)) return refuse(socket, '403 Forbidden');
    const ref: RoomRef = match[1] ? { kind: 'booking', id: match[1] } : { kind: 'request', id: match[2] };
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, ref));
  });

  function onConnection(ws: WebSocket, ref: RoomRef) {
    let peer: Peer | null = null;
    let room!: Room;
    /** Bookings only: the call and chat sessions that meter the consultation. */
    const bookingId = ref.kind === 'booking' ? ref.id : null;
    let frames = 0;
    let finished!: () => void;
    const done = new Promise<void>((resolve) => (finished = resolve));
    running.add(done);
    const budgetTimer = setInterval(() => (frames = 0), 10_000);
    const authTimer = setTimeout(
      () => ws.close(realtimeCloseCodes.unauthorized, 'Sign in first'),
      authTimeoutMs,
    );
    // One frame at a time per connection, so a resend never overtakes the original.
    let queue = Promise.resolve();
    ws.on('message', (data) => {
      frames += 1;
      if (frames > frameBudget) return ws.close(realtimeCloseCodes.badFrame, 'Too many messages');
      queue = queue
        .then(() => handle(data.toString()))
        .catch((error: unknown) => {
          logger.error(`realtime: ${(error as Error).message}`);
          send({ type: 'error', message: 'Something went wrong; please try again.' });
        });
    });
    ws.on('close', () => {
      clearTimeout(authTimer);
      clearInterval(budgetTimer);
      queue = queue
        .then(() => leave())
        .catch((error: unknown) => logger.error(`realtime: ${(error as Error).message}`))
        .finally(() => {
          running.delete(done);
          finished();
        });
    });

    function send(frame: ServerFrame) {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
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
      const claims = readSessionToken(frame.token, config.jwtSecret);
      const live = claims ? await findLiveSession(db, claims) : null;
      if (!live) return ws.close(realtimeCloseCodes.unauthorized, 'Unauthorized');
      const found = await findRoom(db, live.user.id, ref);
      if (!found) return ws.close(realtimeCloseCodes.notFound, 'Not found.');
      if (ws.readyState !== ws.OPEN) return;
      clearTimeout(authTimer);
      room = found;
      const key = room.key;
      // Metering runs only in a booking's room that is still open.
      const metered = bookingId && !room.readOnly ? bookingId : null;
      // Frames of the room (possibly from another instance) wait until 'ready' went out, so a presence
      // event is never overwritten by an older otherOnline.
      const early: ServerFrame[] = [];
      let isReady = false;
      const me: Peer = { userId: live.user.id, send: (f) => (isReady ? send(f) : early.push(f)) };
      const otherId = otherOf(room, me.userId);
      const now = clock.now();
      const [wasOnline, otherWasOnline] = await Promise.all([
        hub.isOnline(key, me.userId),
        hub.isOnline(key, otherId),
      ]);
      // An empty room has no call or chat going on: what is still open was left by a crashed instance.
      // Done before joining, so it never ends a session of someone who sees us here.
      if (bookingId && !wasOnline && !otherWasOnline) await endStaleSessions(db, bookingId, now);
      peer = me;
      await hub.join(key, me);
      const [otherOnline, call] = await Promise.all([
        hub.isOnline(key, otherId),
        metered ? openSession(db, metered, 'call') : undefined,
      ]);
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
          if (await hub.isOnline(key, otherId)) {
            row.delivered_at = now.toISOString();
            await markMessages(db, ref, otherId, 'delivered', now, row.id);
          }
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
        // Both ends report it, possibly on two instances: the first one counts.
        if (!(await connectCall(db, call.id, now))) return;
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
    // Hanging up a call that connected ends the consultation (the chat alongside stops counting too); an
    // unanswered ring only meters nothing.
    let meteredMinutes: number | null = null;
    if (call.connected_at) {
      await endOpenSessions(db, bookingId, 'chat', now);
      meteredMinutes = await meterBooking(db, bookingId, now, true);
    }
    await hub.broadcast(roomKey({ kind: 'booking', id: bookingId }), {
      type: 'call',
      action: 'ended',
      by,
      meteredMinutes,
    });
  }

  /**
   * Settings → Call & Communication → auto end call: a connected call ends at the booked end when either
   * participant asked for it. Every instance sweeps the database (no timer lives only in the memory of the
   * instance that saw the call connect); endCall lets exactly one of them end it.
   */
  let sweeping: Promise<void> | null = null;
  const sweep = async () => {
    for (const due of await connectedCallsPastEnd(db, clock.now())) {
      const [client, lawyer] = await Promise.all([
        getUserSettings(db, due.client_id),
        getUserSettings(db, due.lawyer_id),
      ]);
      if (client.autoEndCall || lawyer.autoEndCall) await endCall(due.booking_id, null);
    }
  };
  const sweeper = setInterval(() => {
    sweeping ??= sweep()
      .catch((error: Error) => logger.error(`auto end call: ${error.message}`))
      .finally(() => (sweeping = null));
  }, autoEndSweepMs);
  sweeper.unref();

  return {
    ready: bus.ready,
    async close() {
      clearInterval(sweeper);
      await sweeping;
      for (const client of wss.clients) client.terminate();
      await Promise.all([...running]);
      await new Promise<void>((done) => wss.close(() => done()));
      hub.detach();
      await bus.close();
    },
  };
}
