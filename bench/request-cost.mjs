// Cost per request (issue 36): LexSetu beside the bare stack's ceiling, in the same run, with the product's
// production settings (request log on at its default level, rate limits on). Prints req/s, p50/p99, errors,
// the ratio to the ceiling and whether each goal holds, and each server's CPU time per request: a signed-in
// route does all that /api/health does and more, so its ratio is bounded by health's.
// Each figure is measured in turns with the ceiling (ceiling, LexSetu, ceiling, LexSetu…, BENCH_ROUNDS slices
// each) and the ratio is the median of the slices' ratios: on a shared machine whose speed drifts by a third
// within minutes, a ceiling measured once and a route measured a minute later gave ratios from 0.39 to 0.54.
//   BENCH_SECONDS (default 20) — time on each figure, its ceiling slices not counted; BENCH_ROUNDS (default 5).
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMicros } from './lib/cpu.mjs';
import { startBenchServer } from './lib/server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const slice = Math.max(1, Math.round(seconds / rounds));
const client = { email: 'asha@demo.lexsetu.in', password: 'Demo@1234' };

function startCeiling(port) {
  const child = fork(new URL('./lib/ceiling.mjs', import.meta.url).pathname, [String(port)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve) =>
    child.once('message', () =>
      resolve({ url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => child.kill() }),
    ),
  );
}

/**
 * One autocannon run against the server `pid`; every response time is added to `times`, so percentiles over
 * the slices are exact.
 */
function run(options, pid, times = []) {
  const cpuBefore = cpuMicros(pid);
  return new Promise((resolve, reject) => {
    const instance = autocannon({ duration: slice, ...options }, (error, result) => {
      if (error) return reject(error);
      const cpuAfter = cpuMicros(pid);
      resolve({
        rps: result.requests.average,
        cpuPerRequest:
          cpuBefore === null || cpuAfter === null ? NaN : (cpuAfter - cpuBefore) / result.requests.total,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    });
    instance.on('response', (_c, _s, _b, ms) => times.push(ms));
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** `target` and the ceiling in turns: medians of req/s and of the ratio, p50/p99 over all of target's slices. */
async function beside(ceilingOptions, target) {
  const times = [];
  const slices = [];
  for (let i = 0; i < rounds; i++) {
    const top = await run(ceilingOptions, ceiling.pid);
    const own = await run(target, lex.pid, times);
    slices.push({
      top: top.rps,
      own: own.rps,
      errors: own.errors,
      topCpu: top.cpuPerRequest,
      ownCpu: own.cpuPerRequest,
    });
  }
  times.sort((a, b) => a - b);
  return {
    ceiling: median(slices.map((s) => s.top)),
    rps: median(slices.map((s) => s.own)),
    ratio: median(slices.map((s) => s.own / s.top)),
    cpu: median(slices.map((s) => s.ownCpu)),
    ceilingCpu: median(slices.map((s) => s.topCpu)),
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    errors: slices.reduce((sum, s) => sum + s.errors, 0),
  };
}

let missed = 0;
let goals = 0;
function report(label, figures, goal) {
  const holds = goal ? goal(figures) : null;
  if (holds !== null) goals++;
  if (holds === false) missed++;
  console.log(
    `${label.padEnd(32)} ${String(Math.round(figures.rps)).padStart(6)} req/s  p50 ${figures.p50.toFixed(1)} ms  p99 ${figures.p99.toFixed(1)} ms  errors ${figures.errors}` +
      `  ${figures.ratio.toFixed(2)} × ceiling (${Math.round(figures.ceiling)} req/s)` +
      (Number.isNaN(figures.cpu)
        ? ''
        : `  CPU ${Math.round(figures.cpu)} µs/req (ceiling ${Math.round(figures.ceilingCpu)})`) +
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
  await run({ url: `${ceiling.url}/row/u1`, connections: 50, duration: 3 });
  await run({ url: lex.url, connections: 50, duration: 3, requests: reads });

  for (const connections of [50, 200]) {
    console.log(
      `\n${connections} connections, ${rounds} slices of ${slice} s each, in turns with the ceiling`,
    );
    const top = { url: `${ceiling.url}/row/u42`, connections };
    if (connections === 50) {
      report('GET /api/health', await beside(top, { url: `${lex.url}/api/health`, connections }));
      report(
        'GET /api/validate-token',
        await beside(top, { url: `${lex.url}/api/validate-token`, headers: auth, connections }),
        (f) => f.ratio >= 0.7 && f.p99 < 50 && f.errors === 0,
      );
    }
    report(
      `session reads mix x${connections}`,
      await beside(top, { url: lex.url, connections, requests: reads }),
      (f) => f.ratio >= 0.4 && f.p99 < (connections === 50 ? 50 : 150) && f.errors === 0,
    );
    // Where the mix's time goes: each of its routes alone (no goal of its own).
    if (connections === 50)
      for (const read of reads)
        report(
          `  GET ${read.path.replace(/[0-9A-Z]{26}/, ':id')}`.slice(0, 32),
          await beside(top, { url: `${lex.url}${read.path}`, headers: auth, connections }),
        );
  }
} finally {
  ceiling.stop();
  await lex.stop();
}
console.log(`\n${missed} of ${goals} goals missed`);
