// `npm start`, `npm run dev` and `npm run desktop` stopped the way pm2, systemd (KillMode=process), `docker stop`
// or a CI runner stops them: one SIGTERM or SIGINT to npm's pid alone. Every process npm started (its process
// group) must be gone within 10 s, a request in flight answered first. Prints the signal matrix at the end.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchPostgresDatabase } from '../server/test/serverProcess';
import { tcpProxy, type TcpProxy } from '../server/test/tcpProxy';

const root = new URL('..', import.meta.url).pathname;
const signals = ['SIGTERM', 'SIGINT'] as const;
const matrix: string[] = [];
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const scratch = (name: string) => mkdtempSync(join(tmpdir(), `lexsetu-stop-${name}-`));

/** A built website stand-in: `npm start` serves LEXSETU_WEB_DIR as it is, so no multi-minute build here. */
function webDir(): string {
  const dir = scratch('web');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>LexSetu</title>');
  return dir;
}

interface Npm {
  npm: ChildProcess;
  /** The first match of `ready` in npm's output. */
  ready: RegExpExecArray;
}

/** `npm run <script>` in a process group of its own, resolved once its output matched every pattern. */
function npmRun(args: string[], env: Record<string, string>, ready: RegExp[]): Promise<Npm> {
  const npm = spawn('npm', ['run', ...args], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LEXSETU_LOG: 'false', LEXSETU_LOG_FORMAT: 'json', ...env },
  });
  let output = '';
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => {
      process.kill(-npm.pid!, 'SIGKILL'); // a run that never got ready leaves no servers behind
      fail(new Error(`not ready in 120 s: ${output.slice(-2000)}`));
    }, 120_000);
    const read = (chunk: Buffer) => {
      // Colours off: with CI set, vite colours 'Local' even into a pipe, which split the ready line.
      output += stripVTControlCharacters(chunk.toString());
      const found = ready.map((pattern) => pattern.exec(output));
      if (found.every(Boolean)) {
        clearTimeout(timer);
        ok({ npm, ready: found[0]! });
      }
    };
    npm.stdout!.on('data', read);
    npm.stderr!.on('data', read);
    npm.once('exit', (code) => fail(new Error(`npm exited (${code}) before ready: ${output.slice(-2000)}`)));
  });
}

/** The running processes of a process group, as `pid args` (zombies are gone already: only a wait is left). */
function processesOf(group: number): string[] {
  const ps = spawnSync('ps', ['-e', '-o', 'pid=,pgid=,stat=,args='], { encoding: 'utf8' });
  return ps.stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, pgid, stat]) => Number(pgid) === group && !stat?.startsWith('Z'))
    .map(([pid, , , ...command]) => `${pid} ${command.join(' ')}`);
}

/** Signals one process of npm's group (npm's pid by default) and waits (up to 12 s) until nothing is left. */
async function stopNpm(npm: ChildProcess, signal: string, row: string, target = npm.pid!) {
  const group = npm.pid!;
  const before = processesOf(group);
  expect(before.length).toBeGreaterThanOrEqual(3); // npm, the script, the server or tools it runs
  const started = Date.now();
  process.kill(target, signal);
  let left = processesOf(group);
  while (left.length > 0 && Date.now() - started < 12_000) {
    await sleep(100);
    left = processesOf(group);
  }
  const seconds = (Date.now() - started) / 1000;
  matrix.push(
    `${signal.padEnd(8)} ${row.padEnd(34)} ${before.length} running → ${left.length} left, ${seconds.toFixed(1)} s`,
  );
  try {
    process.kill(-group, 'SIGKILL'); // whatever was left, so a failing run does not leave servers behind
  } catch {
    /* nothing left */
  }
  return { left, seconds };
}

/** A login whose body is still arriving when the stop signal comes; resolves with its status. */
function slowLogin(base: string): Promise<number> {
  const url = new URL(`${base}/api/login`);
  const body = JSON.stringify({ email: 'nobody@example.in', password: 'wrong password' });
  return new Promise((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        done(res.statusCode!);
      },
    );
    req.on('error', fail);
    req.write(body.slice(0, 10));
    setTimeout(() => req.end(body.slice(10)), 1_000);
  });
}

const running = /running at (http:\/\/[\w.:]+)/;
const embedded = () => ({
  PORT: '0',
  LEXSETU_DEMO: 'false',
  LEXSETU_DATA_DIR: scratch('data'),
  LEXSETU_WEB_DIR: webDir(),
});

afterAll(() =>
  console.info(`signal matrix (signal, script → processes left, seconds):\n${matrix.join('\n')}`),
);

describe('npm start', () => {
  for (const signal of signals)
    it(`${signal} to npm alone: a request in flight is answered, then every process is gone within 10 s`, async () => {
      const { npm, ready } = await npmRun(['start'], embedded(), [running]);
      const reply = slowLogin(ready[1]!);
      await sleep(200);
      const stopped = stopNpm(npm, signal, 'npm start (SQLite)');
      expect(await reply).toBe(404); // the spec's 'User not found': the request ran to its end
      const { left, seconds } = await stopped;
      expect(left).toEqual([]);
      expect(seconds).toBeLessThan(10);
    }, 150_000);

  it('npm killed outright (SIGKILL): the start script sees its parent gone and drains the server', async () => {
    const { npm } = await npmRun(['start'], embedded(), [running]);
    const { left, seconds } = await stopNpm(npm, 'SIGKILL', 'npm start (SQLite)');
    expect(left).toEqual([]);
    expect(seconds).toBeLessThan(10);
  }, 150_000);

  it('the start script killed outright: the server sees its IPC channel close and leaves too', async () => {
    const { npm } = await npmRun(['start'], embedded(), [running]);
    const script = processesOf(npm.pid!).find((p) => p.endsWith('node scripts/start.mjs'))!;
    const { left } = await stopNpm(npm, 'SIGKILL', 'start.mjs (npm start)', Number(script.split(' ')[0]));
    // npm itself goes when its child does; the server must not stay behind.
    expect(left).toEqual([]);
  }, 150_000);

  describe('during a PostgreSQL outage', () => {
    const pgUrl = new URL(process.env.LEXSETU_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
    let database: Awaited<ReturnType<typeof scratchPostgresDatabase>>;
    let proxy: TcpProxy;
    beforeAll(async () => {
      database = await scratchPostgresDatabase('lexsetu_stop');
      proxy = await tcpProxy({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
    });
    afterAll(async () => {
      await proxy.close();
      await database.drop();
    });

    for (const signal of signals)
      it(`${signal} to npm alone: every process is gone within 10 s`, async () => {
        const viaProxy = new URL(database.url);
        viaProxy.hostname = '127.0.0.1';
        viaProxy.port = String(proxy.port);
        const { npm } = await npmRun(
          ['start'],
          { ...embedded(), LEXSETU_DATABASE_URL: viaProxy.toString() },
          [running],
        );
        proxy.cut();
        try {
          await sleep(500);
          const { left, seconds } = await stopNpm(npm, signal, 'npm start (PostgreSQL cut off)');
          expect(left).toEqual([]);
          expect(seconds).toBeLessThan(10);
        } finally {
          proxy.restore();
        }
      }, 150_000);
  });
});

describe('npm run dev', () => {
  for (const signal of signals)
    it(`${signal} to npm alone: the API, its watcher and the vite dev server are gone within 10 s`, async () => {
      const { npm } = await npmRun(['dev'], embedded(), [running, /Local:\s+http/]);
      const { left, seconds } = await stopNpm(npm, signal, 'npm run dev');
      expect(left).toEqual([]);
      expect(seconds).toBeLessThan(10);
    }, 150_000);
});

describe('npm run desktop', () => {
  // No Electron binary on CI: a stand-in main process (scripts/test/electronStandIn.ts) runs the bundled server.
  function electronStandIn(): string {
    const dir = scratch('electron');
    const electron = join(dir, 'electron');
    const standIn = join(root, 'scripts/test/electronStandIn.ts');
    writeFileSync(electron, `#!/bin/sh\nexec "${process.execPath}" --import tsx "${standIn}"\n`);
    chmodSync(electron, 0o755);
    return dir;
  }

  for (const signal of signals)
    it(`${signal} to npm alone: electron-vite, the app and its bundled server are gone within 10 s`, async () => {
      const electronDir = electronStandIn();
      const outDir = scratch('out');
      mkdirSync(join(outDir, 'main'), { recursive: true });
      const { npm } = await npmRun(
        ['desktop', '--', '--outDir', outDir],
        {
          ...embedded(),
          ELECTRON_OVERRIDE_DIST_PATH: electronDir,
          ELECTRON_EXEC_PATH: join(electronDir, 'electron'),
          ELECTRON_ENTRY: join(outDir, 'main/index.js'),
        },
        [/bundled server at http/],
      );
      const { left, seconds } = await stopNpm(npm, signal, 'npm run desktop (bundled server)');
      expect(left).toEqual([]);
      expect(seconds).toBeLessThan(10);
    }, 150_000);
});
