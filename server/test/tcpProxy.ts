// A TCP proxy on loopback that a test controls: forwards to a real server until `cut()`, which drops every open
// connection and refuses new ones (as a database that went away does) until `restore()`.
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function tcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let up = true;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    if (!up) return client.destroy();
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined);
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      up = false;
      for (const socket of open) socket.destroy();
    },
    restore() {
      up = true;
    },
    close: () =>
      new Promise<void>((done) => {
        for (const socket of open) socket.destroy();
        server.close(() => done());
      }),
  };
}
