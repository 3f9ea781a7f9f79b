// Both cores in hosted mode (issue 36): the same PostgreSQL-backed server with LEXSETU_WORKERS=1 and =2, the
// signed-in read mix at 50 connections against each in turn. Prints req/s, p50/p99, where the machine's CPU
// went (server, PostgreSQL, load generator: on a machine that runs all three, a second worker only helps while
// cores are left) and the 2 : 1 ratio.
//   BENCH_SECONDS (default 15) — duration of each run; BENCH_PG_URL — see bench/lib/postgres.mjs.
import autocannon from 'autocannon';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuShare, cpuSnapshot } from './lib/cpu.mjs';
import { freshPostgresDatabase, pgServer } from './lib/postgres.mjs';
import { startBenchServer } from './lib/server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const database = await freshPostgresDatabase();
if (!database) {
  console.log(`PostgreSQL at ${pgServer} unreachable: skipped.`);
  process.exit(0);
}

async function measure(workers) {
  const port = 5800 + Math.floor(Math.random() * 100);
  const env = { LEXSETU_DATABASE_URL: database.url, LEXSETU_WORKERS: String(workers), LEXSETU_LOG: 'true' };
  const server = await startBenchServer({
    port,
    dataDir: mkdtempSync(join(tmpdir(), 'lexsetu-workers-')),
    env,
  });
  try {
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'asha@demo.lexsetu.in', password: 'Demo@1234' }),
    }).then((r) => r.json());
    const headers = { Authorization: `Bearer ${login.token}` };
    const requests = [
      { path: '/api/validate-token', headers },
      { path: '/api/experts?q=family', headers },
      { path: '/api/schedules?tab=upcoming', headers },
      { path: '/api/requests?tab=on-going', headers },
      { path: '/api/notifications', headers },
    ];
    await autocannon({ url: server.url, connections: 50, duration: 3, requests }); // warm-up
    const before = cpuSnapshot(server.pid);
    const r = await autocannon({ url: server.url, connections: 50, duration: seconds, requests });
    const cpu = cpuShare(before, cpuSnapshot(server.pid), seconds, availableParallelism());
    const errors = r.errors + r.timeouts + r.non2xx;
    console.log(
      `${workers} worker${workers > 1 ? 's' : ' '}  ${String(Math.round(r.requests.average)).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  errors ${errors}  ${cpu}`,
    );
    return r.requests.average;
  } finally {
    await server.stop();
  }
}

try {
  const one = await measure(1);
  const two = await measure(2);
  console.log(
    `2 workers : 1 worker = ${(two / one).toFixed(2)} (signed-in read mix, PostgreSQL, 50 connections)`,
  );
} finally {
  await database.drop();
}
