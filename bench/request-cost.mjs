// Cost per request (issue 36): LexSetu beside the bare stack's ceiling, in the same run, with the product's
// production settings (request log on at its default level, rate limits on). Prints req/s, p50/p99, errors,
// the ratio to the ceiling and whether each goal holds.
//   BENCH_SECONDS (default 20) — duration of each run.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchServer } from './lib/server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const client = { email: 'asha@demo.lexsetu.in', password: 'Demo@1234' };

function startCeiling(port) {
  const child = fork(new URL('./lib/ceiling.mjs', import.meta.url).pathname, [String(port)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve) =>
    child.once('message', () => resolve({ url: `http://127.0.0.1:${port}`, stop: () => child.kill() })),
  );
}

/** autocannon with every response time kept, so p99 is exact. */
function measure(options) {
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ duration: seconds, ...options }, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      const p = (q) => (times.length ? times[Math.min(times.length - 1, Math.floor(q * times.length))] : NaN);
      resolve({
        rps: result.requests.average,
        p50: p(0.5),
        p99: p(0.99),
        errors: result.errors + result.timeouts + result.non2xx,
      });
    });
    instance.on('response', (_c, _s, _b, ms) => times.push(ms));
  });
}

const rows = [];
function report(label, figures, ceiling, goal) {
  const ratio = ceiling ? figures.rps / ceiling.rps : null;
  const holds = goal ? goal(figures, ratio) : null;
  rows.push({ label, ...figures, ratio, holds });
  console.log(
    `${label.padEnd(40)} ${String(Math.round(figures.rps)).padStart(6)} req/s  p50 ${figures.p50.toFixed(1)} ms  p99 ${figures.p99.toFixed(1)} ms  errors ${figures.errors}` +
      (ratio === null ? '' : `  ${ratio.toFixed(2)} × ceiling`) +
      (holds === null ? '' : holds ? '  goal holds' : '  GOAL MISSED'),
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'lexsetu-cost-'));
const port = 5500 + Math.floor(Math.random() * 400);
// Production settings: the request log on (stdout of the bench server is discarded, the cost is paid).
const lex = await startBenchServer({ port, dataDir, env: { LEXSETU_LOG: 'true' } });
const ceiling = await startCeiling(5390 + Math.floor(Math.random() * 100));
try {
  const login = await fetch(`${lex.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(client),
  }).then((r) => r.json());
  const auth = { Authorization: `Bearer ${login.token}` };
  const found = await fetch(`${lex.url}/api/experts?q=property`, { headers: auth }).then((r) => r.json());
  const reads = [
    { path: '/api/experts?q=family', headers: auth },
    { path: `/api/experts/${found.items[0]._id}`, headers: auth },
    { path: '/api/schedules?tab=upcoming', headers: auth },
    { path: '/api/requests?tab=on-going', headers: auth },
    { path: '/api/notifications', headers: auth },
  ];
  // Warm both (JIT, caches) before measuring.
  await measure({ url: `${ceiling.url}/row/u1`, connections: 50, duration: 3 });
  await measure({ url: lex.url, connections: 50, duration: 3, requests: reads });

  for (const connections of [50, 200]) {
    console.log(`\n${connections} connections, ${seconds} s each`);
    const top = await measure({ url: `${ceiling.url}/row/u42`, connections });
    report(`ceiling (bare Koa + SQLite row) x${connections}`, top);
    if (connections === 50) {
      report('GET /api/health', await measure({ url: `${lex.url}/api/health`, connections }), top);
      report(
        'GET /api/validate-token',
        await measure({ url: `${lex.url}/api/validate-token`, headers: auth, connections }),
        top,
        (f, ratio) => ratio >= 0.7 && f.p99 < 50 && f.errors === 0,
      );
    }
    report(
      `session reads mix x${connections}`,
      await measure({ url: lex.url, connections, requests: reads }),
      top,
      (f, ratio) => ratio >= 0.4 && f.p99 < (connections === 50 ? 50 : 150) && f.errors === 0,
    );
  }
} finally {
  ceiling.stop();
  await lex.stop();
}
console.log(
  `\n${rows.filter((r) => r.holds === false).length} of ${rows.filter((r) => r.holds !== null).length} goals missed`,
);
