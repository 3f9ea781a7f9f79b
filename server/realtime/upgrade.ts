// The HTTP upgrade to a consultation room's WebSocket or the user's own channel: the path names the room (or is
// userChannelPath), the Origin must be allowed, and sockets not signed in yet are capped per client address and
// in all (admission).
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket, WebSocketServer } from 'ws';
import { userChannelPath, type RoomRef } from '@contract';
import type { RealtimeLimits } from './limits';

const pathPattern =
  /^\/api\/(?:consultations\/([0-9A-Za-z]{1,64})|requests\/([0-9A-Za-z]{1,64})\/chat)\/live$/;

/** What an upgraded socket is for: a consultation room, or the signed-in user's own channel. */
export type SocketTarget = RoomRef | { kind: 'user' };

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

/** Sockets not signed in yet, per client address (the socket's own, never a header) and in all. */
export class Admission {
  private perAddress = new Map<string, number>();
  private total = 0;

  constructor(private limits: RealtimeLimits) {}

  /** Why a new socket from this address is refused now, if it is. */
  refusal(address: string): string | null {
    if ((this.perAddress.get(address) ?? 0) >= this.limits.unauthenticatedPerAddress)
      return '429 Too Many Requests';
    if (this.total >= this.limits.unauthenticatedTotal) return '503 Service Unavailable';
    return null;
  }

  /** Counts a socket until the returned function is called (signed in, or gone); calling it again does nothing. */
  enter(address: string): () => void {
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    this.total += 1;
    let counted = true;
    return () => {
      if (!counted) return;
      counted = false;
      this.total -= 1;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    };
  }
}

export function handleUpgrades(
  server: Server,
  wss: WebSocketServer,
  { corsOrigins, admission }: { corsOrigins: string[]; admission: Admission },
  onConnection: (ws: WebSocket, target: SocketTarget, address: string) => void,
): void {
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client that resets mid-handshake must not become an uncaught error.
    socket.on('error', () => socket.destroy());
    const path = (req.url ?? '').split('?')[0];
    const match = pathPattern.exec(path);
    if (!match && path !== userChannelPath) return refuse(socket, '404 Not Found');
    if (!originAllowed(req, corsOrigins)) return refuse(socket, '403 Forbidden');
    const address = req.socket.remoteAddress ?? 'unknown';
    const refusal = admission.refusal(address);
    if (refusal) return refuse(socket, refusal, 'Retry-After: 10\r\n');
    const target: SocketTarget = !match
      ? { kind: 'user' }
      : match[1]
        ? { kind: 'booking', id: match[1] }
        : { kind: 'request', id: match[2] };
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, target, address));
  });
}
