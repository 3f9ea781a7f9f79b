// The flat-cost measurement of bench/flat-cost.mjs (issue #36), run under tsx: two SQLite databases, one with 1k
// and one with 100k rows per resource (lawyers, bookings, requests, notifications), each served by the real app
// (createApp, production settings: request log on, rate limits on) listening in this process. Each endpoint's
// first page is timed over BENCH_FLAT_REQUESTS sequential requests per size, the two sizes taking turns request
// by request, so a busy machine slows both alike and the ratio stays meaningful. Prints one JSON line of figures.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { closeDatabase, openDatabase } from '../server/db/connection';
import { migrateToLatest } from '../server/db/migrate';
import { rebuildExpertSearchIndex } from '../server/db/search';
import { demoLogins, seedDemoData } from '../server/db/seed';
import { insertBenchLawyers } from './lib/lawyers';
import { createLogger } from '../server/logging';

const sizes = [1_000, 100_000];
const requests = Number(process.env.BENCH_FLAT_REQUESTS ?? 300);
const me = demoLogins.find((l) => l.email === 'asha@demo.lexsetu.in')!;
const now = Date.now();
const minute = 60_000;
/** Other people: clients who own the rows that are not the signed-in user's. */
const others = 5_000;
const otherId = (i: number) => `01HZF${String(i % others).padStart(21, '0')}`;
const seededAt = new Date(now - 400 * 24 * 60 * minute).toISOString();
/** The signed-in user owns every 10th of the first 1k rows and every 110th after: 100 of 1k, 1000 of 100k. */
const mine = (i: number) => (i < 1_000 ? i % 10 === 0 : i % 110 === 0);

/** A database of `size` rows per resource, seeded in one transaction per resource with prepared inserts, and
 * the app on it, signed in as the demo client. */
async function build(size: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lexsetu-flat-'));
  const file = join(dataDir, 'lexsetu.sqlite');
  const db = openDatabase(file);
  await migrateToLatest(db);
  await seedDemoData(db);
  const raw = new Database(file);
  raw.pragma('journal_mode = WAL');
  raw.transaction(() => {
    const user = raw.prepare(
      `INSERT INTO users (id, email, name, role, password_hash, consultation_types, created_at, updated_at)
       VALUES (?, ?, ?, 'consumer', '!no-login', '[]', ?, ?)`,
    );
    for (let i = 0; i < others; i++)
      user.run(otherId(i), `client${i}@bench.lexsetu.in`, `Client ${i}`, seededAt, seededAt);
  })();
  let lawyerIds: string[] = [];
  await db.transaction().execute(async (trx) => {
    lawyerIds = await insertBenchLawyers(trx, size);
    await rebuildExpertSearchIndex(trx);
  });
  const lawyerOf = (i: number) => lawyerIds[(i * 31) % lawyerIds.length];
  raw.transaction(() => {
    const booking = raw.prepare(
      `INSERT INTO bookings (id, client_id, lawyer_id, date, slot, start_at, end_at, minutes, mode, topic, price_paise,
         status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 30, 'video', ?, 0, ?, ?, ?)`,
    );
    const request = raw.prepare(
      `INSERT INTO requests (id, owner_id, title, description, budget_paise, consultation_type, date, timing, mention,
         lawyer_id, assigned_lawyer_id, status, created_at, updated_at)
       VALUES (?, ?, ?, 'Generated for the flat-cost benchmark.', NULL, 'Online', '2030-01-10', '10:00 AM', ?, ?, ?, ?, ?, ?)`,
    );
    const notice = raw.prepare(
      `INSERT INTO notifications (id, user_id, kind, message, link, read_at, created_at) VALUES (?, ?, ?, ?, NULL, ?, ?)`,
    );
    for (let i = 0; i < size; i++) {
      const id = `01HZX${String(i).padStart(21, '0')}`;
      const owner = mine(i) ? me.id : otherId(i);
      // Starts spread over ±2.8 years in 30-minute steps, each distinct (7919 is prime to 100000).
      const start = new Date(now + (((i * 7919) % 100_000) - 50_000) * 30 * minute);
      const end = new Date(start.getTime() + 30 * minute);
      const status = i % 17 === 0 ? 'cancelled' : end.getTime() <= now ? 'completed' : 'confirmed';
      const at = start.toISOString();
      booking.run(
        `B${id}`,
        owner,
        lawyerOf(i),
        at.slice(0, 10),
        at.slice(11, 16),
        at,
        end.toISOString(),
        `Consultation ${i}`,
        status,
        seededAt,
        seededAt,
      );
      const tab = ['new', 'on-going', 'completed'][i % 3];
      // Every 50th request shares its time with the one before: equal dates, ordered by id.
      const changed = new Date(now - (i - (i % 50 === 1 ? 1 : 0)) * 17_000).toISOString();
      request.run(
        `R${id}`,
        owner,
        `Request ${i}`,
        `lawyer${i}@bench.lexsetu.in`,
        lawyerOf(i),
        tab === 'new' ? null : lawyerOf(i),
        tab,
        changed,
        changed,
      );
      const sent = new Date(now - i * 13_000).toISOString();
      notice.run(`N${id}`, owner, 'booking', `Notice ${i}`, i % 7 === 0 ? null : sent, sent);
    }
  })();
  raw.pragma('optimize');
  raw.close();

  // The app as it runs in production (request log on at its level, written nowhere), on this database.
  const config = loadConfig({
    ...process.env,
    LEXSETU_DEMO: 'true',
    LEXSETU_DATA_DIR: dataDir,
    LEXSETU_LOG: 'true',
  });
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  const app = createApp({ config, db, logger: createLogger('json', sink) });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  // The client's kept-alive connection waits while the other size is seeded.
  server.keepAliveTimeout = 10 * 60_000;
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: me.email, password: me.password }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const close = async () => {
    server.close();
    await closeDatabase(db);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { size, base, auth, close };
}

// Search: first pages of varied queries (name fragments × city filters), each asked once per size, so the
// 2 s answer cache never answers and the figure is the index's own cost.
const fragments = [
  'sha',
  'arm',
  'pri',
  'ver',
  'kum',
  'ish',
  'ran',
  'mehta',
  'das',
  'ali',
  'family',
  'property',
];
const cities = ['', 'Delhi', 'Mumbai', 'Chennai', 'Kolkata', 'Bengaluru', 'Pune', 'Jaipur', 'Lucknow'];
const searches = fragments.flatMap((q) => cities.map((city) => ({ q, city })));

const endpoints: { name: string; path: (k: number) => string }[] = [
  {
    name: 'GET /api/experts?q= (search, page 1)',
    path: (k) => {
      const { q, city } = searches[k % searches.length];
      // page 1 always; pageSize varies the cache key so no answer repeats within a size.
      const pageSize = 20 - (Math.floor(k / searches.length) % 10);
      return `/api/experts?q=${q}${city ? `&city=${city}` : ''}&pageSize=${pageSize}`;
    },
  },
  { name: 'GET /api/schedules?tab=upcoming', path: () => '/api/schedules?tab=upcoming' },
  { name: 'GET /api/schedules?tab=completed', path: () => '/api/schedules?tab=completed' },
  { name: 'GET /api/requests?tab=on-going', path: () => '/api/requests?tab=on-going' },
  { name: 'GET /api/requests?tab=new', path: () => '/api/requests?tab=new' },
  { name: 'GET /api/notifications', path: () => '/api/notifications' },
  { name: 'GET /api/notifications/unread-count', path: () => '/api/notifications/unread-count' },
];

type Site = Awaited<ReturnType<typeof build>>;
async function time(site: Site, path: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${site.base}${path}`, { headers: site.auth });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return performance.now() - started;
}

const sites: Site[] = [];
for (const size of sizes) {
  const started = Date.now();
  sites.push(await build(size));
  process.stderr.write(
    `seeded ${size} rows per resource in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
}
const results: Record<string, Record<number, { p50: number; p99: number; rows: number }>> = {};
for (const endpoint of endpoints) {
  const times = new Map<Site, number[]>(sites.map((site) => [site, []]));
  for (let k = -30; k < requests; k++)
    for (const site of sites) {
      const took = await time(site, endpoint.path(k + 30));
      if (k >= 0) times.get(site)!.push(took); // the first 30: warm-up
    }
  for (const site of sites) {
    const first = (await fetch(`${site.base}${endpoint.path(0)}`, { headers: site.auth }).then((r) =>
      r.json(),
    )) as { items?: unknown[]; count?: number };
    const sorted = times.get(site)!.sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    (results[endpoint.name] ??= {})[site.size] = {
      p50: at(0.5),
      p99: at(0.99),
      rows: first.items?.length ?? first.count ?? 0,
    };
  }
}
console.log(JSON.stringify({ sizes, requests, results }));
for (const site of sites) await site.close();
