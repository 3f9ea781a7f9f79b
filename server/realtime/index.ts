// WebSocket endpoint of consultation rooms at /api/consultations/:bookingId/live on the API's own HTTP server.
// Origin must be one of the CORS origins or the server's own; the first frame carries the session token
// (never in the URL, so it stays out of logs) and is checked like requireAuth: signature and live session row.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { clientFrameSchema, realtimeCloseCodes, type ClientFrame, type ServerFrame } from '@contract';
import type { BookingRow } from '../db/schema';
import { findLiveSession, readSessionToken } from '../services/sessions';
import {
  connectCall,
  endOpenSessions,
  endSession,
  endStaleSessions,
  markMessages,
  meterBooking,
  openSession,
  roomBooking,
  saveMessage,
  startSessionOnce,
} from '../services/consultations';
import { getUserSettings } from '../services/settings';
import type { AppDeps } from '../types';
import { presentMessage } from '../presenters/consultationMessage';
import { busFor, type Bus } from './bus';
import { hubFor, type Peer } from './hub';

const pathPattern = /^\/api\/consultations\/([0-9A-Za-z]{1,64})\/live$/;
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
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, match[1]));
  });

  function onConnection(ws: WebSocket, bookingId: string) {
    let peer: Peer | null = null;
    let booking: BookingRow | null = null;
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
      const row = await roomBooking(db, live.user.id, bookingId);
      if (!row) return ws.close(realtimeCloseCodes.notFound, 'Booking not found.');
      if (ws.readyState !== ws.OPEN) return;
      clearTimeout(authTimer);
      booking = row;
      // Frames of the room (possibly from another instance) wait until 'ready' went out, so a presence
      // event is never overwritten by an older otherOnline.
      const early: ServerFrame[] = [];
      let isReady = false;
      const me: Peer = { userId: live.user.id, send: (f) => (isReady ? send(f) : early.push(f)) };
      const otherId = row.client_id === me.userId ? row.lawyer_id : row.client_id;
      const now = clock.now();
      const [wasOnline, otherWasOnline] = await Promise.all([
        hub.isOnline(bookingId, me.userId),
        hub.isOnline(bookingId, otherId),
      ]);
      // An empty room has no call or chat going on: what is still open was left by a crashed instance.
      // Done before joining, so it never ends a session of someone who sees us here.
      if (!wasOnline && !otherWasOnline) await endStaleSessions(db, bookingId, now);
      peer = me;
      await hub.join(bookingId, me);
      const [otherOnline, call] = await Promise.all([
        hub.isOnline(bookingId, otherId),
        openSession(db, bookingId, 'call'),
      ]);
      send({
        type: 'ready',
        userId: me.userId,
        otherOnline,
        call: {
          active: !!call,
          video: call ? hub.callVideo(bookingId, row.mode === 'video') : false,
          by: call?.started_by ?? null,
        },
      });
      // Said as presence too: whichever of the two joins first (on whichever instance), both get one.
      if (otherOnline) send({ type: 'presence', online: true });
      isReady = true;
      early.splice(0).forEach(send);
      // Both present (whichever instance the other is on): the chat session counts from now.
      if (otherOnline) await startSessionOnce(db, bookingId, 'chat', null, now);
      if (!wasOnline) await hub.broadcast(bookingId, { type: 'presence', online: true }, me.userId);
      const delivered = await markMessages(db, bookingId, me.userId, 'delivered', now);
      if (delivered.length)
        await hub.broadcast(bookingId, { type: 'receipt', ids: delivered, deliveredAt: now.toISOString() });
    }

    async function onFrame(me: Peer, frame: ClientFrame) {
      const otherId = booking!.client_id === me.userId ? booking!.lawyer_id : booking!.client_id;
      const now = clock.now();
      switch (frame.type) {
        case 'send': {
          const { row, created } = await saveMessage(
            db,
            { bookingId, senderId: me.userId, clientId: frame.clientId, body: frame.body },
            now,
          );
          if (!created) {
            // A resend after a reconnect: the sender learns it is stored; the other side already has it.
            send({ type: 'message', message: presentMessage(row, me.userId) });
            return;
          }
          if (await hub.isOnline(bookingId, otherId)) {
            row.delivered_at = now.toISOString();
            await markMessages(db, bookingId, otherId, 'delivered', now, row.id);
          }
          hub.broadcastMessage(bookingId, row);
          return;
        }
        case 'read': {
          const ids = await markMessages(db, bookingId, me.userId, 'read', now, frame.upTo);
          if (ids.length) await hub.broadcast(bookingId, { type: 'receipt', ids, readAt: now.toISOString() });
          return;
        }
        case 'typing':
          return hub.broadcast(bookingId, { type: 'typing', typing: frame.typing }, me.userId);
        case 'signal':
          return hub.broadcast(bookingId, { type: 'signal', data: frame.data }, me.userId);
        case 'call':
          return onCall(me, frame.action, frame.video ?? false);
        default:
          return;
      }
    }

    async function onCall(me: Peer, action: 'start' | 'connected' | 'hangup', video: boolean) {
      const now = clock.now();
      if (action === 'start') {
        const call = await startSessionOnce(db, bookingId, 'call', me.userId, now);
        if (!call.created)
          return send({
            type: 'call',
            action: 'start',
            by: call.startedBy,
            video: hub.callVideo(bookingId, booking!.mode === 'video'),
          });
        await hub.broadcast(bookingId, { type: 'call', action: 'start', by: me.userId, video });
        return;
      }
      const call = await openSession(db, bookingId, 'call');
      if (!call) return;
      if (action === 'connected') {
        // Both ends report it, possibly on two instances: the first one counts.
        if (!(await connectCall(db, call.id, now))) return;
        await hub.broadcast(bookingId, { type: 'call', action: 'connected', by: me.userId });
        await scheduleAutoEnd();
        return;
      }
      await endCall(bookingId, me.userId);
    }

    /** Settings → Call & Communication → auto end call: either participant asking for it ends at the booked end. */
    async function scheduleAutoEnd() {
      const b = booking!;
      const [client, lawyer] = await Promise.all([
        getUserSettings(db, b.client_id),
        getUserSettings(db, b.lawyer_id),
      ]);
      if (!(client.autoEndCall || lawyer.autoEndCall)) return;
      const wait = Math.max(0, Date.parse(b.end_at) - clock.now().getTime());
      hub.setAutoEnd(
        bookingId,
        setTimeout(() => void endCall(bookingId, null).catch(() => undefined), wait),
      );
    }

    async function leave() {
      if (!peer) return;
      const me = peer;
      await hub.leave(bookingId, me);
      if (await hub.isOnline(bookingId, me.userId)) return; // another tab, maybe on another instance
      const now = clock.now();
      await hub.broadcast(bookingId, { type: 'presence', online: false });
      await hub.broadcast(bookingId, { type: 'typing', typing: false });
      if (await endOpenSessions(db, bookingId, 'chat', now)) await meterBooking(db, bookingId, now);
      // Nobody left to talk to: a call cannot go on (a single drop keeps it open for a reconnect).
      const otherId = booking!.client_id === me.userId ? booking!.lawyer_id : booking!.client_id;
      if (!(await hub.isOnline(bookingId, otherId))) await endCall(bookingId, null);
    }
  }

  /** Ends the room's call once, whichever instance gets here first, and tells both participants. */
  async function endCall(bookingId: string, by: string | null) {
    const call = await openSession(db, bookingId, 'call');
    if (!call) return;
    const now = clock.now();
    if (!(await endSession(db, call.id, now))) return;
    // Hanging up a call that connected ends the consultation; an unanswered ring only meters nothing.
    const meteredMinutes = call.connected_at ? await meterBooking(db, bookingId, now, true) : null;
    await hub.broadcast(bookingId, { type: 'call', action: 'ended', by, meteredMinutes });
  }

  return {
    ready: bus.ready,
    async close() {
      for (const client of wss.clients) client.terminate();
      await Promise.all([...running]);
      await new Promise<void>((done) => wss.close(() => done()));
      hub.detach();
      await bus.close();
    },
  };
}
