// A PostgreSQL outage seen by a signed-in user: every endpoint answers 503 with Retry-After within 5 s, the
// consultation socket is told to come back later (and does), everything serves again within 10 s of the
// database's return with no restart, and the error log says it twice (start, end). The database is cut off
// three ways: a TCP proxy that drops and refuses connections, one that lets connecting time out, and the database
// itself refusing connections (ALLOW_CONNECTIONS false) after its backends are terminated. Prints the matrix.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeCloseCodes } from '@contract';
import { databaseWaitMs, openPostgres } from './db/connection';
import { demoLogins } from './db/seed';
import { seededBookingId } from './db/seed/bookings';
import { startServer, type RunningServer } from './index';
import { createTestApp } from './test/harness';
import { openRoom } from './test/realtimeClient';
import { tcpProxy, type TcpProxy } from './test/tcpProxy';

const serverUrl = new URL(process.env.LEXSETU_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const name = `lexsetu_signed_in_outage_${ulid().toLowerCase()}`;
const downWithinMs = 5_000;
const backWithinMs = 10_000;
/** How long each outage lasts at least (as the reported one). */
const outageMs = 4_000;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

let proxy: TcpProxy;
let admin: pg.Client;
let running: RunningServer;
let token: string;
/** Error-level lines the instance logged (JSON lines of its logger). */
const errorLines: string[] = [];
/** way → row → what was seen, printed as the outage matrix. */
const matrix = new Map<string, Map<string, string>>();

const databaseUrl = () => {
  const url = new URL(serverUrl);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  url.pathname = `/${name}`;
  return url.toString();
};

interface Probe {
  name: string;
  call(): Promise<Response>;
  /** What the endpoint answers when the database is there (default: any 2xx). */
  serving?(status: number): boolean;
}

function probes(base: string, way: number): Probe[] {
  const auth = { Authorization: `Bearer ${token}` };
  const lawyer = demoLogins.find((l) => l.role === 'professional')!;
  const get = (path: string): Probe => ({
    name: `GET ${path}`,
    call: () => fetch(base + path, { headers: auth, signal: AbortSignal.timeout(15_000) }),
  });
  const json = (method: string, path: string, body: unknown, headers: Record<string, string> = auth) => ({
    name: `${method} ${path}`,
    call: () =>
      fetch(base + path, {
        method,
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      }),
  });
  return [
    get('/api/requests'),
    get('/api/validate-token'),
    get('/api/notifications'),
    get('/api/schedules'),
    get('/api/profile'),
    json('PATCH', '/api/profile', { name: 'Asha Verma' }),
    {
      name: 'POST /api/create-request',
      call() {
        const form = new FormData();
        const fields = {
          title: 'Tenant will not leave',
          description: 'Please advise on the notice.',
          date: '2099-12-31',
          timing: '10:30 AM',
          mention: lawyer.email,
          consultationType: 'Online',
        };
        for (const [field, value] of Object.entries(fields)) form.append(field, value);
        return fetch(`${base}/api/create-request`, {
          method: 'POST',
          body: form,
          headers: auth,
          signal: AbortSignal.timeout(15_000),
        });
      },
    },
    json('POST', '/api/notifications/read-all', {}),
    // Signed out, for comparison (its rate limit counts in the database too): 'User not found' when serving;
    // an address of its own per way, so the failed-login limit (10 per address) is never reached.
    {
      ...json('POST', '/api/login', { email: `nobody${way}@example.in`, password: 'wrong password' }, {}),
      serving: (status: number) => status === 404,
    },
  ];
}

/** Calls the probe until `wanted` (every status seen is kept), giving up `limitMs` after `from`. */
async function until(probe: Probe, wanted: (status: number) => boolean, from: number, limitMs: number) {
  const seen = new Set<number>();
  for (;;) {
    const res = await probe.call();
    await res.arrayBuffer();
    seen.add(res.status);
    const ms = Date.now() - from;
    if (wanted(res.status) || ms > limitMs) return { res, ms, seen: [...seen] };
    await sleep(100);
  }
}

const room = { kind: 'booking' as const, id: seededBookingId(3) }; // Asha's confirmed consultation tomorrow

/** A room socket signed in as Asha, once it is ready (tried again while the server says to come back). */
async function readyRoom(from: number, limitMs: number) {
  for (;;) {
    const socket = await openRoom({ url: running.url }, room, token);
    const outcome = await Promise.race([
      socket.next('ready').then(() => 'ready' as const),
      socket.closed.then(({ code }) => code),
    ]);
    if (outcome === 'ready') return { socket, ms: Date.now() - from };
    expect(outcome).toBe(realtimeCloseCodes.unavailable);
    if (Date.now() - from > limitMs) throw new Error(`no room within ${limitMs} ms`);
    await sleep(250);
  }
}

beforeAll(async () => {
  admin = new pg.Client({ connectionString: serverUrl.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  proxy = await tcpProxy({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
  running = await startServer({
    env: {
      LEXSETU_DATABASE_URL: databaseUrl(),
      LEXSETU_DATA_DIR: mkdtempSync(join(tmpdir(), 'lexsetu-signed-in-outage-')),
      LEXSETU_DEMO: 'true',
      LEXSETU_LOG: 'false',
      PORT: '0',
      HOST: '127.0.0.1',
    },
    announce: false,
    logDestination: {
      write(text: string) {
        for (const line of text.split('\n').filter(Boolean)) {
          const parsed = JSON.parse(line) as { level: number; msg: string };
          if (parsed.level >= 50) errorLines.push(parsed.msg);
        }
      },
    },
  });
  const asha = demoLogins[0];
  const res = await fetch(`${running.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: asha.email, password: asha.password }),
  });
  expect(res.status).toBe(200);
  token = ((await res.json()) as { token: string }).token;
}, 120_000);

afterAll(async () => {
  proxy?.restore();
  await running?.close();
  await proxy?.close();
  await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => undefined);
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  const ways = [...matrix.keys()];
  const rows = [...new Set(ways.flatMap((way) => [...matrix.get(way)!.keys()]))];
  const width = Math.max(...rows.map((r) => r.length));
  const lines = [
    'outage matrix (after the cut: first 503, one more 4 s into the outage | after the database is back: first success):',
    ...ways.map((way, i) => `  [${i + 1}] ${way}`),
    ...rows.map(
      (row) =>
        `  ${row.padEnd(width)}  ${ways.map((way, i) => `[${i + 1}] ${matrix.get(way)!.get(row) ?? '-'}`).join('   ')}`,
    ),
  ];
  console.info([...lines, 'error log:', ...errorLines.map((line) => `  ${line}`)].join('\n'));
});

const ways: Array<{ way: string; cut(): Promise<void>; restore(): Promise<void> }> = [
  {
    way: 'TCP proxy drops and refuses connections',
    cut: async () => proxy.cut(),
    restore: async () => proxy.restore(),
  },
  {
    way: 'TCP proxy drops them and lets connecting time out',
    cut: async () => proxy.stall(),
    restore: async () => proxy.restore(),
  },
  {
    way: 'ALLOW_CONNECTIONS false + pg_terminate_backend',
    async cut() {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
    },
    restore: async () => void (await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`)),
  },
];

describe('a signed-in user during a PostgreSQL outage', () => {
  for (const [n, { way, cut, restore }] of ways.entries()) {
    it(`${way}: 503 with Retry-After within 5 s everywhere, serving again within 10 s, said twice in the log`, async () => {
      const seen = new Map<string, string>();
      matrix.set(way, seen);
      const all = probes(running.url, n);
      const serving = (probe: Probe) => probe.serving ?? ((status: number) => status < 300);
      for (const probe of all) {
        const res = await probe.call();
        await res.arrayBuffer();
        expect(serving(probe)(res.status), `${probe.name}: ${res.status}`).toBe(true);
      }
      const before = await readyRoom(Date.now(), backWithinMs);
      const loggedBefore = errorLines.length;

      await cut();
      const cutAt = Date.now();
      try {
        const down = await Promise.all(
          all.map((probe) => until(probe, (s) => s === 503, cutAt, downWithinMs)),
        );
        for (const [i, { res, ms, seen: statuses }] of down.entries()) {
          const probe = all[i]!;
          // Nothing but the last answers from before the cut, then 503: never a 500.
          expect(
            statuses.filter((s) => s !== 503 && s >= 500),
            probe.name,
          ).toEqual([]);
          expect(res.status, probe.name).toBe(503);
          expect(res.headers.get('retry-after'), probe.name).toBe('5');
          expect(ms, probe.name).toBeLessThan(downWithinMs);
          seen.set(probe.name, `503 ${ms} ms`);
        }
        // The socket that was in the room: its next message is answered by 'come back later' (1013).
        const sentAt = Date.now();
        before.socket.send({ type: 'send', clientId: ulid(), body: `Sent during: ${way}` });
        expect((await before.socket.closed).code).toBe(realtimeCloseCodes.unavailable);
        const closedMs = Date.now() - sentAt;
        expect(closedMs).toBeLessThan(downWithinMs);
        // A socket opened during the outage is told the same, well before its sign-in would time out (10 s).
        const openedAt = Date.now();
        const during = await openRoom({ url: running.url }, room, token);
        expect((await during.closed).code).toBe(realtimeCloseCodes.unavailable);
        const refusedMs = Date.now() - openedAt;
        expect(refusedMs).toBeLessThan(downWithinMs);
        seen.set('room socket (ws)', `1013 ${Math.max(closedMs, refusedMs)} ms`);
        // Still down a while later, with no connection left to lose: each request waits for a new one.
        await sleep(Math.max(0, outageMs - (Date.now() - cutAt)));
        const againAt = Date.now();
        const still = await Promise.all(all.map((probe) => until(probe, () => true, againAt, 0)));
        for (const [i, { res, ms }] of still.entries()) {
          const probe = all[i]!;
          expect(res.status, probe.name).toBe(503);
          expect(res.headers.get('retry-after'), probe.name).toBe('5');
          expect(ms, probe.name).toBeLessThan(downWithinMs);
          seen.set(probe.name, `${seen.get(probe.name)!}, again ${ms} ms`);
        }
      } finally {
        await restore();
      }
      const restoredAt = Date.now();
      const back = await Promise.all(
        all.map((probe) => until(probe, serving(probe), restoredAt, backWithinMs)),
      );
      for (const [i, { res, ms }] of back.entries()) {
        const probe = all[i]!;
        expect(serving(probe)(res.status), `${probe.name}: ${res.status}`).toBe(true);
        expect(ms, probe.name).toBeLessThan(backWithinMs);
        seen.set(probe.name, `${seen.get(probe.name)!} | ${res.status} ${ms} ms`);
      }
      const after = await readyRoom(restoredAt, backWithinMs);
      const body = `Sent after: ${way}`;
      after.socket.send({ type: 'send', clientId: ulid(), body });
      await after.socket.next('message', (f) => f.message.body === body);
      seen.set('room socket (ws)', `${seen.get('room socket (ws)')!} | ready ${after.ms} ms`);
      await after.socket.close();

      // One line when it started, one when it was over; no line per request, socket or sweep.
      const logged = errorLines.slice(loggedBefore);
      seen.set('error log lines', String(logged.length));
      expect(logged).toHaveLength(2);
      expect(logged[0]).toMatch(/^database unavailable \(.+\): answering 503 until it is back$/);
      expect(logged[1]).toMatch(/^database available again after \d+\.\d s$/);
    }, 60_000);
  }
});

describe('a pool that cannot hand out a connection', () => {
  it('answers 503 with Retry-After once the wait for one is over, within 5 s, and serves when one is free', async () => {
    // An instance whose only connection is taken (a long transaction, a burst of slow requests).
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const db = openPostgres(url.toString(), { maxConnections: 1 });
    const t = await createTestApp({ database: db });
    try {
      const { token: own } = await t.tokenFor(demoLogins[0].email);
      let release!: () => void;
      const held = db.transaction().execute(() => new Promise<void>((done) => (release = done)));
      const started = Date.now();
      const res = await t.api.get('/api/requests', { token: own });
      const ms = Date.now() - started;
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(ms).toBeGreaterThanOrEqual(databaseWaitMs - 100);
      expect(ms).toBeLessThan(downWithinMs);
      release();
      await held;
      expect((await t.api.get('/api/requests', { token: own })).status).toBe(200);
    } finally {
      await t.close();
      await db.destroy();
    }
  }, 30_000);
});
