// What every socket of the realtime server (a room's, a user's own channel) does around its frames: counted as
// not signed in (admission) until signed in, closed when no sign-in frame comes in time, a frame budget, one
// log line for a protocol error, and sends that drop a client which stopped reading.
import type { WebSocket } from 'ws';
import { realtimeCloseCodes } from '@contract';
import type { Logger } from '../types';
import type { RealtimeLimits } from './limits';
import type { Admission } from './upgrade';

export interface SocketShared {
  limits: RealtimeLimits;
  admission: Admission;
  /** Frames per budget key in the current window, shared by all sockets counting against one key. */
  frameCounts: Map<string, { count: number; resetAt: number }>;
}

export interface SocketGuard {
  /** The sign-in frame was accepted: no longer counted as waiting, no sign-in deadline. */
  signedIn(): void;
  /** Whether one more frame fits: before sign-in this socket's own budget, after it the key's. */
  withinBudget(key: string | null): boolean;
  send(frame: object): void;
}

export function guardSocket(
  ws: WebSocket,
  shared: SocketShared,
  logger: Logger,
  address: string,
): SocketGuard {
  const { limits, frameCounts } = shared;
  // Counted as unauthenticated until the auth frame is accepted (or the socket goes).
  const uncount = shared.admission.enter(address);
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
  const signedIn = () => {
    clearTimeout(authTimer);
    uncount();
  };
  ws.on('close', signedIn);
  let preAuthFrames = 0;
  return {
    signedIn,
    withinBudget(key) {
      if (key === null) return ++preAuthFrames <= limits.frameBudget;
      const now = Date.now();
      let window = frameCounts.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + limits.frameWindowMs };
        frameCounts.set(key, window);
      }
      window.count += 1;
      return window.count <= limits.frameBudget;
    },
    send(frame) {
      if (ws.readyState !== ws.OPEN) return;
      // A client that stopped reading: drop it rather than buffer its traffic without end.
      if (ws.bufferedAmount > limits.maxBufferedBytes) {
        logger.error(`realtime: dropped a socket from ${address} that stopped reading`);
        ws.terminate();
        return;
      }
      ws.send(JSON.stringify(frame));
    },
  };
}
