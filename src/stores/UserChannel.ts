// The signed-in user's own channel (/api/me/live, #58): one socket while someone is signed in (RootStore opens
// and closes it), reconnecting with a growing delay (RoomSocket). Stores subscribe with on(type, handler);
// `connected` tells the bell whether it still has to poll (the fallback). Zod-free: built at start-up.
// The socket's code (RoomSocket) is fetched on the first sign-in, so the home page's first load carries none of it.
import type { UserClientFrame, UserEvent, UserEventType, UserServerFrame } from '@contract/userChannel';
import { makeObservable, observable, runInAction } from 'mobx';
import type { RoomSocket, SocketLike } from './RoomSocket';

type SocketCode = typeof import('./RoomSocket') & { userChannelPath: string };
let socketCode: SocketCode | null = null;

/** Fetches the socket's code (start() does when it is not here yet); the renderer's test setup awaits it once. */
export async function loadUserChannelSocket(): Promise<SocketCode> {
  if (!socketCode) {
    const [roomSocket, { userChannelPath }] = await Promise.all([
      import('./RoomSocket'),
      import('@contract/userChannelPath'),
    ]);
    socketCode = { ...roomSocket, userChannelPath };
  }
  return socketCode;
}

/** A ping this often keeps idle proxies from cutting the socket; no pong by the next one: the socket is dead. */
export const USER_CHANNEL_PING_MS = 25_000;

type Handler<T extends UserEventType> = (event: Extract<UserEvent, { type: T }>) => void;

export interface UserChannelDeps {
  apiBaseUrl: string;
  getToken(): Promise<string | null>;
  /** Tests pass a fake; the app uses the browser's WebSocket. */
  openSocket?: (url: string) => SocketLike;
}

export class UserChannel {
  /** Signed in on the socket now: pushes arrive (polling can rest). */
  connected = false;
  private socket: RoomSocket<UserServerFrame, UserClientFrame> | null = null;
  private handlers = new Map<UserEventType, Set<(event: UserEvent) => void>>();
  private pinger: ReturnType<typeof setInterval> | undefined;
  private awaitingPong = false;
  /** Counts start() and stop() calls: a socket's code arriving after a later one opens nothing. */
  private starts = 0;

  constructor(private readonly deps: UserChannelDeps) {
    makeObservable(this, { connected: observable });
  }

  /** Calls `handler` for each event of this type; returns the function that stops it. */
  on<T extends UserEventType>(type: T, handler: Handler<T>): () => void {
    let set = this.handlers.get(type);
    if (!set) this.handlers.set(type, (set = new Set()));
    const wrapped = handler as (event: UserEvent) => void;
    set.add(wrapped);
    return () => void set.delete(wrapped);
  }

  /** Signed in: open the socket (again, for another user). */
  start(): void {
    this.stop();
    const started = ++this.starts;
    if (socketCode) return this.open(socketCode);
    void loadUserChannelSocket().then((code) => {
      if (started === this.starts) this.open(code);
    });
  }

  private open({ RoomSocket, socketUrlOf, userChannelPath }: SocketCode): void {
    const socket = new RoomSocket<UserServerFrame, UserClientFrame>(
      socketUrlOf(this.deps.apiBaseUrl, userChannelPath),
      this.deps.getToken,
      this.deps.openSocket,
      {
        onConnecting: () => {},
        onFrame: (frame) => this.onFrame(socket, frame),
        onClosed: () => this.setConnected(false),
      },
    );
    this.socket = socket;
    socket.connect();
    this.pinger = setInterval(() => this.ping(), USER_CHANNEL_PING_MS);
  }

  /** Signed out: close it and stop reconnecting. */
  stop(): void {
    this.starts++;
    clearInterval(this.pinger);
    this.socket?.dispose();
    this.socket = null;
    this.setConnected(false);
  }

  private onFrame(socket: RoomSocket<UserServerFrame, UserClientFrame>, frame: UserServerFrame): void {
    if (socket !== this.socket) return;
    if (frame.type === 'ready') {
      socket.signedIn();
      this.awaitingPong = false;
      return this.setConnected(true);
    }
    if (frame.type === 'pong') return void (this.awaitingPong = false);
    if (frame.type === 'error') return;
    for (const handler of [...(this.handlers.get(frame.type) ?? [])]) {
      try {
        handler(frame);
      } catch (error) {
        console.warn(`A ${frame.type} handler failed`, error);
      }
    }
  }

  private ping(): void {
    if (!this.connected || !this.socket) return;
    // The last ping went unanswered: the connection is gone without a close; a new one is made.
    if (this.awaitingPong) {
      this.setConnected(false);
      return this.socket.reconnect();
    }
    this.awaitingPong = true;
    this.socket.send({ type: 'ping' });
  }

  private setConnected(connected: boolean): void {
    runInAction(() => (this.connected = connected));
  }
}
