// The signed-in user's own channel (/api/me/live, #58): one socket while someone is signed in (RootStore opens
// and closes it), reconnecting with a growing delay (RoomSocket). Stores subscribe with on(type, handler);
// `connected` tells the bell whether it still has to poll (the fallback). Zod-free: built at start-up.
// The socket's code (userChannelSocket.ts) is fetched on the first sign-in, so the home page's first load
// carries none of it.
import type { UserEvent, UserEventType } from '@contract/userChannel';
import { makeObservable, observable, runInAction } from 'mobx';
import type { UserChannelDeps } from './userChannelSocket';

export type { UserChannelDeps } from './userChannelSocket';

type SocketCode = typeof import('./userChannelSocket');
let socketCode: SocketCode | null = null;

/** Fetches the socket's code (start() does when it is not here yet); the renderer's test setup awaits it once. */
export async function loadUserChannelSocket(): Promise<SocketCode> {
  return (socketCode ??= await import('./userChannelSocket'));
}

type Handler<T extends UserEventType> = (event: Extract<UserEvent, { type: T }>) => void;

export class UserChannel {
  /** Signed in on the socket now: pushes arrive (polling can rest). */
  connected = false;
  private socket: { stop(): void } | null = null;
  private handlers = new Map<UserEventType, Set<(event: UserEvent) => void>>();
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

  private open({ openUserChannelSocket }: SocketCode): void {
    this.socket = openUserChannelSocket(this.deps, {
      connected: () => this.connected,
      setConnected: (connected) => this.setConnected(connected),
      handlers: this.handlers,
    });
  }

  /** Signed out: close it and stop reconnecting. */
  stop(): void {
    this.starts++;
    this.socket?.stop();
    this.socket = null;
    this.setConnected(false);
  }

  private setConnected(connected: boolean): void {
    runInAction(() => (this.connected = connected));
  }
}
