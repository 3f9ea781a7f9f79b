// WebSocket endpoint of consultation rooms on the API's own HTTP server: /api/consultations/:bookingId/live (a
// booking's room: chat, calls, metering) and /api/requests/:requestId/chat/live (an accepted request's chat),
// and the signed-in user's own channel /api/me/live (pushes: userChannel.ts). The upgrade (upgrade.ts) checks
// path, Origin and admission; each room socket's frames are connection.ts's; calls are calls.ts's. Timed work (completing consultations, auto end call) runs as jobs (server/jobs/).
import type { Server } from 'node:http';
import { WebSocketServer } from 'ws';
import { onSessionsEnded } from '../services/sessionEvents';
import { onUserPush } from '../services/userPush';
import type { AppDeps } from '../types';
import { logFailure } from '../db/outage';
import { busFor, type Bus } from './bus';
import { onConnection, type Connections } from './connection';
import { hubFor } from './hub';
import { realtimeLimits, type RealtimeLimits } from './limits';
import { Admission, handleUpgrades } from './upgrade';
import { onUserConnection } from './userChannel';

export { realtimeLimits, type RealtimeLimits } from './limits';
export { originAllowed } from './upgrade';

export interface Realtime {
  /** Resolves once events of other instances reach this one (hosted: LISTEN is in place). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function attachRealtime(
  server: Server,
  deps: AppDeps,
  bus: Bus = busFor(deps.db, deps.config, deps.logger),
  limits: RealtimeLimits = realtimeLimits,
): Realtime {
  const { db, config, logger } = deps;
  const hub = hubFor(db);
  hub.use(bus, logger);
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxPayloadBytes });
  // ws closes a socket that breaks the protocol itself (1009 too big, 1007 bad UTF-8, 1002 protocol error)
  // and then emits 'error': without a listener that error would stop the whole process.
  wss.on('error', (error) => logger.error(`realtime: ${error.message}`));
  const connections: Connections = {
    deps,
    hub,
    limits,
    admission: new Admission(limits),
    frameCounts: new Map(),
    running: new Set(),
  };
  const stopListening = onSessionsEnded(db, (userId) => {
    hub.sessionsEnded(userId).catch((error: unknown) => logFailure(logger, 'realtime', error));
  });
  // deps.push.toUser: to the user's sockets here and, through the bus, on every other instance.
  const stopPushing = onUserPush(db, (userId, event) =>
    hub.toUser(userId, event).catch((error: unknown) => logFailure(logger, 'realtime', error)),
  );
  handleUpgrades(
    server,
    wss,
    { corsOrigins: config.corsOrigins, admission: connections.admission },
    (ws, target, address) =>
      target.kind === 'user'
        ? onUserConnection(connections, ws, address)
        : onConnection(connections, ws, target, address),
  );

  return {
    ready: bus.ready,
    async close() {
      stopListening();
      stopPushing();
      // Going away (1001) with a reason: the rooms reconnect to another instance (or to this one restarted).
      for (const client of wss.clients) client.close(1001, 'Server restarting');
      await Promise.race([
        Promise.all([...connections.running]),
        new Promise((done) => setTimeout(done, 2_000)),
      ]);
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((done) => wss.close(() => done()));
      hub.detach();
      await bus.close();
    },
  };
}
