import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { findFreePort, startBundledServer } from './bundledServer';
import { utilityServerFork, type UtilityForkOptions, type UtilityProcessLike } from './utilityServer';

class FakeUtility extends EventEmitter implements UtilityProcessLike {
  kill = vi.fn(() => {
    queueMicrotask(() => this.emit('exit', 0));
    return true;
  });
}

describe('bundled server in a utility process', () => {
  it('forks without ELECTRON_RUN_AS_NODE, with the server settings, and drives start and stop', async () => {
    const forks: { entry: string; options: UtilityForkOptions; child: FakeUtility }[] = [];
    const forkServer = utilityServerFork(
      (entry, _args, options) => {
        const child = new FakeUtility();
        forks.push({ entry, options, child });
        queueMicrotask(() => child.emit('message', { type: 'ready', port: Number(options.env.PORT) }));
        return child;
      },
      { PATH: '/usr/bin', ELECTRON_RUN_AS_NODE: '1' },
    );
    const server = await startBundledServer({
      fork: forkServer,
      entry: '/app/out/main/server.js',
      dataDir: '/data',
      preferredPort: await findFreePort(43100),
    });
    expect(forks).toHaveLength(1);
    expect(forks[0].entry).toBe('/app/out/main/server.js');
    expect(forks[0].options.env).not.toHaveProperty('ELECTRON_RUN_AS_NODE');
    expect(forks[0].options.env).toMatchObject({
      PATH: '/usr/bin',
      HOST: '127.0.0.1',
      LEXSETU_DATA_DIR: '/data',
    });
    await server.stop();
    expect(forks[0].child.kill).toHaveBeenCalledTimes(1);
  });

  it('restarts the server once when the utility process dies', async () => {
    const children: FakeUtility[] = [];
    const forkServer = utilityServerFork((_entry, _args, options) => {
      const child = new FakeUtility();
      children.push(child);
      queueMicrotask(() => child.emit('message', { type: 'ready', port: Number(options.env.PORT) }));
      return child;
    });
    const server = await startBundledServer({
      fork: forkServer,
      entry: 'server.js',
      dataDir: '/data',
      preferredPort: await findFreePort(43200),
    });
    children[0].emit('exit', 1);
    await vi.waitFor(() => expect(children).toHaveLength(2));
    expect(server.restarts).toBe(1);
    await server.stop();
  });

  it('the real server says it is ready through parentPort, as it does in a utility process', async () => {
    // A Node child dressed as a utility process: parentPort exists, process.send does not.
    const preload = `data:text/javascript,${encodeURIComponent(
      "const send = process.send.bind(process); process.send = undefined; process.parentPort = { postMessage: (m) => send({ ...m, via: 'parentPort' }) };",
    )}`;
    const messages: unknown[] = [];
    let child: ChildProcess | undefined;
    const forkServer = utilityServerFork((entry, _args, options) => {
      child = fork(entry, [], {
        env: { ...options.env, LEXSETU_LOG: 'false' },
        execArgv: ['--import', preload, '--import', 'tsx'],
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      });
      child.on('message', (message) => messages.push(message));
      return {
        on: (event: string, listener: (...args: unknown[]) => void) => child!.on(event, listener),
        kill: () => child!.kill('SIGTERM'),
      } as UtilityProcessLike;
    });
    const server = await startBundledServer({
      fork: forkServer,
      entry: join(process.cwd(), 'server/index.ts'),
      dataDir: mkdtempSync(join(tmpdir(), 'lexsetu-utility-')),
      preferredPort: await findFreePort(43300),
      readyTimeoutMs: 60_000,
    });
    try {
      expect(messages).toContainEqual({ type: 'ready', port: server.port, via: 'parentPort' });
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 90_000);
});
