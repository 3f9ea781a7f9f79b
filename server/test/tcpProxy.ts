// A TCP proxy on loopback that a test controls: forwards to a real server until `cut()`, which drops every open
// connection and refuses new ones (as a database that went away does), or `stall()`, which drops the open ones
// and leaves new ones unanswered (a firewall dropping packets: connecting times out), until `restore()`.
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  cut(): void;
  stall(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function tcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let state: 'up' | 'cut' | 'stalled' = 'up';
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => undefined);
  };
  const server = createServer((client) => {
    if (state === 'cut') return client.destroy();
    track(client);
    if (state === 'stalled') return; // taken, never answered
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const dropAll = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      state = 'cut';
      dropAll();
    },
    stall() {
      state = 'stalled';
      dropAll();
    },
    restore() {
      // Connections left hanging while stalled are dropped: their clients have long given up.
      if (state === 'stalled') dropAll();
      state = 'up';
    },
    close: () =>
      new Promise<void>((done) => {
        dropAll();
        server.close(() => done());
      }),
  };
}
