// Hosted mode under the first real faults: a PostgreSQL outage and a stop signal. The database is the real
// PostgreSQL of this machine (LEXSETU_TEST_PG_URL, else its default address), reached through a TCP proxy the
// test cuts and restores. Figures (recovery and drain times, connections) are printed for the closing note.
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type RunningServer } from './index';
import { spawnServer } from './test/serverProcess';
import { tcpProxy, type TcpProxy } from './test/tcpProxy';

const serverUrl = new URL(process.env.LEXSETU_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const name = `lexsetu_outage_${ulid().toLowerCase()}`;
let proxy: TcpProxy;
let admin: pg.Client;
const figures: Record<string, number> = {};

function databaseUrl(port: number) {
  const url = new URL(serverUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  url.pathname = `/${name}`;
  return url.toString();
}

const env = () => ({
  LEXSETU_DATABASE_URL: databaseUrl(proxy.port),
  LEXSETU_DATA_DIR: mkdtempSync(join(tmpdir(), 'lexsetu-outage-')),
  LEXSETU_DEMO: 'false',
  PORT: '0',
  HOST: '127.0.0.1',
});

/** This database's connections, by application name. */
async function connections(): Promise<Record<string, number>> {
  const { rows } = await admin.query<{ app: string; n: number }>(
    'SELECT application_name AS app, count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 GROUP BY 1',
    [name],
  );
  return Object.fromEntries(rows.map((r) => [r.app, r.n]));
}
const total = (c: Record<string, number>) => Object.values(c).reduce((a, b) => a + b, 0);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

beforeAll(async () => {
  admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  proxy = await tcpProxy({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
});
afterAll(async () => {
  await proxy.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  console.info(`hosted faults: ${JSON.stringify(figures)}`);
});

async function login(base: string) {
  const started = Date.now();
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'nobody@example.in', password: 'wrong password' }),
  });
  return { status: res.status, body: (await res.json()) as { message: string }, ms: Date.now() - started };
}

describe('a hosted instance and a 20 s PostgreSQL outage', () => {
  let running: RunningServer;
  afterAll(() => running?.close());

  it('answers 503 within 5 s while the database is down, serves again by itself, and keeps one LISTEN connection', async () => {
    let lines = 0;
    let counting = false;
    const logDestination = {
      write(text: string) {
        if (counting) lines += text.split('\n').filter(Boolean).length;
      },
    };
    running = await startServer({ env: { ...env(), LEXSETU_LOG: 'true' }, announce: false, logDestination });
    const base = running.url;
    expect((await login(base)).status).toBe(404); // 'User not found': the database answered
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
    expect((await connections())['lexsetu-realtime']).toBe(1);

    // Every line the instance writes during the outage: its logger's, and the pool's own console warnings.
    const count = () => void (counting && (lines += 1));
    const spies = [
      vi.spyOn(console, 'log').mockImplementation(count),
      vi.spyOn(console, 'error').mockImplementation(count),
      vi.spyOn(console, 'warn').mockImplementation(count),
    ];
    counting = true;
    let most = 0;
    try {
      proxy.cut();
      const cutAt = Date.now();
      const down = await login(base);
      expect(down.status).toBe(503);
      expect(down.body.message).toBe(
        'LexSetu cannot reach its database right now. Please try again in a minute.',
      );
      expect(down.ms).toBeLessThan(5_000);
      figures.outageReplyMs = down.ms;
      const ready = await fetch(`${base}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable', down: ['database'] });
      // The rest of the 20 s: a request every second, as users keep trying.
      while (Date.now() - cutAt < 20_000) {
        const again = await login(base);
        expect(again.status).toBe(503);
        most = Math.max(most, total(await connections()));
        await sleep(1_000);
      }
      proxy.restore();
      const restoredAt = Date.now();
      let back = await login(base);
      while (back.status === 503 && Date.now() - restoredAt < 10_000) {
        await sleep(200);
        back = await login(base);
      }
      expect(back.status).toBe(404);
      figures.recoveryMs = Date.now() - restoredAt;
      counting = false;
      figures.logLinesDuringOutage = lines;
      expect(lines).toBeLessThanOrEqual(200);
      // The realtime bus is back on one connection (its backoff waits at most 10 s between tries).
      let after = await connections();
      while (after['lexsetu-realtime'] !== 1 && Date.now() - restoredAt < 15_000) {
        await sleep(250);
        after = await connections();
      }
      figures.busBackMs = Date.now() - restoredAt;
      for (let i = 0; i < 6; i += 1) {
        after = await connections();
        expect(after['lexsetu-realtime']).toBe(1);
        most = Math.max(most, total(after));
        await sleep(500);
      }
      figures.mostConnections = most;
      expect(most).toBeLessThanOrEqual(12);
      expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
    } finally {
      proxy.restore();
      for (const spy of spies) spy.mockRestore();
    }
  }, 90_000);
});

const spawnOne = () => spawnServer(env());

describe('a stop signal (docker stop, a process manager)', () => {
  it('lets a request in flight finish, then exits 0 within 10 s', async () => {
    const { child, base, exited: exitOf } = await spawnOne();
    const url = new URL(`${base}/api/login`);
    const body = JSON.stringify({ email: 'nobody@example.in', password: 'wrong password' });
    // A request whose body is still arriving when the signal comes.
    const reply = new Promise<number>((done, fail) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
          },
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
    await sleep(200);
    const exited = exitOf();
    child.kill('SIGTERM');
    expect(await reply).toBe(404);
    const { code, ms } = await exited;
    figures.drainMs = ms;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
  }, 60_000);

  it('exits 0 within 10 s during a database outage too', async () => {
    const { child, exited: exitOf } = await spawnOne();
    proxy.cut();
    try {
      await sleep(500);
      const exited = exitOf();
      child.kill('SIGTERM');
      const { code, ms } = await exited;
      figures.drainDuringOutageMs = ms;
      expect(code).toBe(0);
      expect(ms).toBeLessThan(10_000);
    } finally {
      proxy.restore();
    }
  }, 60_000);
});
