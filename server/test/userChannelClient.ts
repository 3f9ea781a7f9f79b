// A `ws` client of the signed-in user's own channel (/api/me/live) for tests: connects, signs in with the first
// frame, collects every frame.
import WebSocket from 'ws';
import { userChannelPath, type UserClientFrame, type UserServerFrame } from '@contract';
import type { TestApp } from './harness';

export interface UserChannelClient {
  ws: WebSocket;
  frames: UserServerFrame[];
  send(frame: UserClientFrame): void;
  /** The first collected frame of this type, waiting for it (up to 10 s) if needed. */
  next<T extends UserServerFrame['type']>(type: T): Promise<Extract<UserServerFrame, { type: T }>>;
  closed: Promise<{ code: number }>;
  close(): Promise<void>;
}

export function openUserChannel(
  t: Pick<TestApp, 'url'>,
  token: string | null,
  headers: Record<string, string> = {},
): Promise<UserChannelClient> {
  const ws = new WebSocket(`${t.url.replace('http', 'ws')}${userChannelPath}`, { headers });
  const frames: UserServerFrame[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as UserServerFrame);
    waiters.forEach((look) => look());
  });
  const closed = new Promise<{ code: number }>((done) => ws.on('close', (code) => done({ code })));
  const client: UserChannelClient = {
    ws,
    frames,
    send: (frame) => ws.send(JSON.stringify(frame)),
    next(type) {
      type F = Extract<UserServerFrame, { type: typeof type }>;
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = frames.find((f) => f.type === type) as F | undefined;
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(look);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no ${type} frame`));
        }, 10_000);
        waiters.add(look);
        look();
      });
    },
    closed,
    async close() {
      ws.close();
      await closed;
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', () => {
      if (token) client.send({ type: 'auth', token });
      resolve(client);
    });
  });
}
