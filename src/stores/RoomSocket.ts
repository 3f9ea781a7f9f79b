// A consultation room's WebSocket (and the user's own channel's): signs in with the first frame, reads server
// frames, and reconnects after a drop with a growing delay, unless the server closed it for good (signed out,
// not your room).
import type { ClientFrame, ServerFrame } from '@contract';
import { realtimeCloseCodes } from '@contract/rooms';

export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
}

/** The ws:// or wss:// address of a path on the API's origin ('' = this page's origin). */
export function socketUrlOf(apiBaseUrl: string, path: string): string {
  const base = apiBaseUrl || window.location.origin;
  return base.replace(/^http/, 'ws').replace(/\/+$/, '') + path;
}

/** `In`: the frames the server sends (a room's by default; the user channel's in UserChannel.ts). */
export interface RoomSocketEvents<In = ServerFrame> {
  /** A (re)connection is starting. */
  onConnecting(): void;
  onFrame(frame: In): void;
  /** The socket closed with this code; a reconnect follows unless the code is final. */
  onClosed(code: number): void;
}

const open = 1;
const isFinal = (code: number) =>
  code === realtimeCloseCodes.unauthorized || code === realtimeCloseCodes.notFound;

export class RoomSocket<In = ServerFrame, Out = ClientFrame> {
  private socket: SocketLike | null = null;
  private retry = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;

  constructor(
    private readonly url: string,
    private readonly getToken: () => Promise<string | null>,
    private readonly openSocket: ((url: string) => SocketLike) | undefined,
    private readonly events: RoomSocketEvents<In>,
  ) {}

  get isOpen(): boolean {
    return this.socket?.readyState === open;
  }

  connect(): void {
    if (this.disposed) return;
    this.events.onConnecting();
    const socket = this.openSocket?.(this.url) ?? (new WebSocket(this.url) as unknown as SocketLike);
    this.socket = socket;
    socket.onopen = () => {
      void this.getToken().then((token) => {
        if (token && socket.readyState === open) socket.send(JSON.stringify({ type: 'auth', token }));
      });
    };
    socket.onmessage = (ev) => {
      try {
        this.events.onFrame(JSON.parse(String(ev.data)) as In);
      } catch {
        // An unreadable frame is dropped; the next one may be fine.
      }
    };
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.events.onClosed(ev.code);
      if (isFinal(ev.code)) return;
      const delay = Math.min(10_000, 500 * 2 ** this.retry);
      this.retry += 1;
      this.retryTimer = setTimeout(() => this.connect(), delay);
    };
  }

  /** The server accepted the sign-in: the next drop retries from the shortest delay. */
  signedIn(): void {
    this.retry = 0;
  }

  /** The connection went quiet (no answer to a ping): forget it and connect again now. */
  reconnect(): void {
    const stale = this.socket;
    this.socket = null; // its close, whenever it comes, is ignored
    stale?.close(4000);
    clearTimeout(this.retryTimer);
    this.connect();
  }

  send(frame: Out): void {
    this.socket?.send(JSON.stringify(frame));
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.retryTimer);
    this.socket?.close(1000);
    this.socket = null;
  }
}
