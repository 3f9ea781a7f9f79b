// The socket behind UserChannel (UserChannel.ts), fetched on the first sign-in so the home page's first load
// carries none of it: one RoomSocket on /api/me/live (reconnecting with a growing delay), a ping that finds a
// dead connection, and the pushed events handed to the channel's handlers.
import type { UserClientFrame, UserEvent, UserEventType, UserServerFrame } from '@contract/userChannel';
import { userChannelPath } from '@contract/userChannelPath';
import { RoomSocket, socketUrlOf, type SocketLike } from './RoomSocket';

/** A ping this often keeps idle proxies from cutting the socket; no pong by the next one: the socket is dead. */
export const USER_CHANNEL_PING_MS = 25_000;

export interface UserChannelDeps {
  apiBaseUrl: string;
  getToken(): Promise<string | null>;
  /** Tests pass a fake; the app uses the browser's WebSocket. */
  openSocket?: (url: string) => SocketLike;
}

export interface UserChannelSink {
  /** Whether the channel is signed in on the socket (pushes arrive). */
  connected(): boolean;
  setConnected(connected: boolean): void;
  /** The channel's handlers of each event type (UserChannel.on). */
  handlers: ReadonlyMap<UserEventType, ReadonlySet<(event: UserEvent) => void>>;
}

/** One opened socket; stop() closes it for good (the channel makes a new one for the next start). */
export function openUserChannelSocket(deps: UserChannelDeps, sink: UserChannelSink): { stop(): void } {
  let awaitingPong = false;
  let stopped = false;
  const socket: RoomSocket<UserServerFrame, UserClientFrame> = new RoomSocket<
    UserServerFrame,
    UserClientFrame
  >(socketUrlOf(deps.apiBaseUrl, userChannelPath), deps.getToken, deps.openSocket, {
    onConnecting: () => {},
    onFrame: (frame) => {
      if (stopped) return;
      if (frame.type === 'ready') {
        socket.signedIn();
        awaitingPong = false;
        return sink.setConnected(true);
      }
      if (frame.type === 'pong') return void (awaitingPong = false);
      if (frame.type === 'error') return;
      for (const handler of [...(sink.handlers.get(frame.type) ?? [])]) {
        try {
          handler(frame);
        } catch (error) {
          console.warn(`A ${frame.type} handler failed`, error);
        }
      }
    },
    onClosed: () => sink.setConnected(false),
  });
  socket.connect();
  const pinger = setInterval(() => {
    if (!sink.connected()) return;
    // The last ping went unanswered: the connection is gone without a close; a new one is made.
    if (awaitingPong) {
      sink.setConnected(false);
      return socket.reconnect();
    }
    awaitingPong = true;
    socket.send({ type: 'ping' });
  }, USER_CHANNEL_PING_MS);
  return {
    stop() {
      stopped = true;
      clearInterval(pinger);
      socket.dispose();
    },
  };
}
