// One socket of a signed-in user's own channel (`/api/me/live`, #58): its first frame signs in with the bearer
// token (as a room's does), then it only receives what is pushed to the user (services/userPush.ts) and answers
// pings. One per tab or device; closed with the session (hub.ts: sessionsEnded), a suspension included.
import type { WebSocket } from 'ws';
import {
  realtimeCloseCodes,
  userClientFrameSchema,
  type UserClientFrame,
  type UserServerFrame,
} from '@contract';
import { logFailure } from '../db/outage';
import { isDatabaseUnreachable } from '../errors';
import { sessionIsLive, sessionOfToken } from '../services/sessions';
import type { Connections } from './connection';
import type { UserPeer } from './hub';
import { guardSocket } from './socketGuard';

export function onUserConnection(shared: Connections, ws: WebSocket, address: string): void {
  const { deps, hub } = shared;
  const { db, config, logger } = deps;
  const guard = guardSocket(ws, shared, logger, address);
  const send = (frame: UserServerFrame) => guard.send(frame);
  let peer: UserPeer | null = null;
  // One frame at a time: a ping sent right after the sign-in is answered once signed in.
  let queue = Promise.resolve();
  ws.on('message', (data, isBinary) => {
    if (isBinary) return ws.close(realtimeCloseCodes.badFrame, 'Text frames only');
    if (!guard.withinBudget(peer ? `${peer.userId}|user` : null))
      return ws.close(realtimeCloseCodes.badFrame, 'Too many messages');
    queue = queue
      .then(() => handle(data.toString()))
      .catch((error: unknown) => {
        if (isDatabaseUnreachable(error))
          return ws.close(realtimeCloseCodes.unavailable, 'Database unavailable, try again');
        logFailure(logger, 'realtime', error);
        send({ type: 'error', message: 'Something went wrong; please try again.' });
      });
  });
  ws.on('close', () => {
    if (peer) hub.leaveUser(peer);
  });

  async function handle(text: string) {
    let frame: UserClientFrame;
    try {
      frame = userClientFrameSchema.parse(JSON.parse(text));
    } catch {
      return send({ type: 'error', message: 'Unreadable message.' });
    }
    if (!peer) {
      if (frame.type !== 'auth') return ws.close(realtimeCloseCodes.unauthorized, 'Sign in first');
      return authenticate(frame.token);
    }
    if (frame.type === 'ping') send({ type: 'pong' });
  }

  async function authenticate(token: string) {
    const live = await sessionOfToken(db, token, config.jwtSecret);
    if (!live) return ws.close(realtimeCloseCodes.unauthorized, 'Unauthorized');
    if (ws.readyState !== ws.OPEN) return;
    guard.signedIn();
    const me: UserPeer = {
      userId: live.user.id,
      sessionId: live.session.id,
      close: (code, reason) => ws.close(code, reason),
      send,
    };
    peer = me;
    hub.joinUser(me);
    // A sign-out between reading the token and joining was announced to nobody here: look once more.
    if (!(await sessionIsLive(db, me.sessionId!)))
      return ws.close(realtimeCloseCodes.unauthorized, 'Signed out');
    send({ type: 'ready', userId: me.userId });
  }
}
