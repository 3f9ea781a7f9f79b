import { fork } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findFreePort, startBundledServer, type ServerChild } from './bundledServer';

class FakeChild extends EventEmitter {
  killed: string[] = [];
  kill = vi.fn((signal: NodeJS.Signals = 'SIGTERM') => {
    this.killed.push(signal);
    queueMicrotask(() => this.emit('exit', null, signal));
    return true;
  });
  ready(port: number) {
    this.emit('message', { type: 'ready', port });
  }
  crash(code = 1) {
    this.emit('exit', code, null);
  }
}

function fakeFork() {
  const children: FakeChild[] = [];
  const envs: Record<string, string>[] = [];
  const forkFn = vi.fn((_entry: string, env: Record<string, string>) => {
    const child = new FakeChild();
    children.push(child);
    envs.push(env);
    return child as unknown as ServerChild;
  });
  return { forkFn, children, envs };
}

function occupy(port = 0): Promise<Server> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen({ port, host: '127.0.0.1' }, () => ok(server));
  });
}

const servers: Server[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => s.close(done))));
});

async function freeBasePort(): Promise<number> {
  const probe = await occupy();
  const port = (probe.address() as { port: number }).port;
  await new Promise((done) => probe.close(done));
  return port;
}

describe('bundled server', () => {
  it('forks on 127.0.0.1 with the data folder and resolves only after the ready message', async () => {
    const { forkFn, children, envs } = fakeFork();
    const port = await freeBasePort();
    let settled = false;
    const starting = startBundledServer({
      fork: forkFn,
      entry: '/app/out/main/server.js',
      dataDir: '/data/server',
      preferredPort: port,
    }).then((s) => {
      settled = true;
      return s;
    });
    await vi.waitFor(() => expect(children).toHaveLength(1));
    expect(forkFn).toHaveBeenCalledWith('/app/out/main/server.js', expect.any(Object));
    expect(envs[0]).toMatchObject({
      PORT: String(port),
      HOST: '127.0.0.1',
      LEXSETU_DATA_DIR: '/data/server',
      LEXSETU_DEMO: 'true', // the bundled server is the offline demo
    });
    children[0].emit('message', { type: 'log', text: 'migrating' });
    await Promise.resolve();
    expect(settled).toBe(false);
    children[0].ready(port);
    const server = await starting;
    expect(server.url).toBe(`http://127.0.0.1:${port}`);
    expect(server.port).toBe(port);
  });

  it('picks the next free port when the preferred one is taken by another program', async () => {
    const taken = await occupy();
    servers.push(taken);
    const port = (taken.address() as { port: number }).port;
    const chosen = await findFreePort(port);
    expect(chosen).toBeGreaterThan(port);

    const { forkFn, children, envs } = fakeFork();
    const starting = startBundledServer({
      fork: forkFn,
      entry: 'server.js',
      dataDir: '/d',
      preferredPort: port,
    });
    await vi.waitFor(() => expect(children).toHaveLength(1));
    expect(Number(envs[0].PORT)).toBeGreaterThan(port);
    children[0].ready(Number(envs[0].PORT));
    expect((await starting).url).toBe(`http://127.0.0.1:${envs[0].PORT}`);
  });

  it('gives up and kills the child when it is not ready in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { forkFn, children } = fakeFork();
    const starting = startBundledServer({
      fork: forkFn,
      entry: 'server.js',
      dataDir: '/d',
      preferredPort: await freeBasePort(),
      readyTimeoutMs: 20_000,
    });
    const outcome = starting.catch((error: Error) => error);
    await vi.waitFor(() => expect(children).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(((await outcome) as Error).message).toBe('The LexSetu server did not start within 20 s.');
    expect(children[0].killed).toEqual(['SIGKILL']);
  });

  it('reports a server that exits before it is ready', async () => {
    const { forkFn, children } = fakeFork();
    const starting = startBundledServer({
      fork: forkFn,
      entry: 'server.js',
      dataDir: '/d',
      preferredPort: await freeBasePort(),
    });
    await vi.waitFor(() => expect(children).toHaveLength(1));
    children[0].crash(1);
    await expect(starting).rejects.toThrow('stopped before it was ready (exit code 1)');
  });

  it('restarts a crashed server once on the same port, then reports the second crash', async () => {
    const { forkFn, children, envs } = fakeFork();
    const onFatal = vi.fn();
    const port = await freeBasePort();
    const starting = startBundledServer({
      fork: forkFn,
      entry: 'server.js',
      dataDir: '/d',
      preferredPort: port,
      onFatal,
    });
    await vi.waitFor(() => expect(children).toHaveLength(1));
    children[0].ready(port);
    const server = await starting;

    children[0].crash(3);
    expect(children).toHaveLength(2);
    expect(envs[1].PORT).toBe(String(port));
    children[1].ready(port);
    await vi.waitFor(() => expect(server.restarts).toBe(1));
    expect(onFatal).not.toHaveBeenCalled();

    children[1].crash(3);
    expect(children).toHaveLength(2);
    expect(onFatal).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('stopped again') }),
    );
  });

  it('stops the server on quit without restarting it', async () => {
    const { forkFn, children } = fakeFork();
    const port = await freeBasePort();
    const starting = startBundledServer({
      fork: forkFn,
      entry: 'server.js',
      dataDir: '/d',
      preferredPort: port,
    });
    await vi.waitFor(() => expect(children).toHaveLength(1));
    children[0].ready(port);
    const server = await starting;
    await server.stop();
    expect(children[0].killed).toEqual(['SIGTERM']);
    expect(children).toHaveLength(1);
  });

  it('starts the real server/index.ts, which announces itself ready and answers /api/health', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lexsetu-bundled-'));
    const server = await startBundledServer({
      fork: (entry, env) =>
        fork(entry, [], {
          env: { ...process.env, ...env, LEXSETU_LOG: 'false' },
          execArgv: ['--import', 'tsx'],
          stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
        }) as unknown as ServerChild,
      entry: join(process.cwd(), 'server/index.ts'),
      dataDir,
      preferredPort: await freeBasePort(),
      readyTimeoutMs: 60_000,
    });
    try {
      const response = await fetch(`${server.url}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'ok' });
    } finally {
      await server.stop();
    }
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});
