// Flat cost as data grows (issue #36): search and every list endpoint within 1.5 × of their 1k-row latency at
// 100k rows (lawyers, bookings, requests, notifications). bench/flat-cost-run.ts (real server code via tsx) seeds
// two SQLite databases, 1k and 100k rows per resource — the signed-in demo client owns 100 of the 1k and 1000 of
// the 100k, 5000 other users the rest — and times each endpoint's first page, sequentially, in process over HTTP
// with the production settings, the two sizes taking turns request by request (a busy machine slows both alike).
// Prints endpoint | 1k p50 | 100k p50 | ratio | holds.
//   BENCH_FLAT_REQUESTS (default 300) — timed requests per endpoint and size.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/flat-cost-run.ts'], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  encoding: 'utf8',
  maxBuffer: 16 * 1024 * 1024,
});
if (run.status !== 0) throw new Error('the flat-cost measurement failed');
const { sizes, requests, results } = JSON.parse(run.stdout.trim().split('\n').at(-1));
const [small, large] = sizes;
const k = (n) => `${n / 1000}k`;

console.log(`first page, ${requests} sequential requests per endpoint and size (p50 / p99 in ms)`);
const header = [
  'endpoint'.padEnd(40),
  `${k(small)} p50`.padStart(9),
  `${k(large)} p50`.padStart(9),
  'ratio'.padStart(6),
  'holds'.padStart(6),
  `${k(small)} p99`.padStart(9),
  `${k(large)} p99`.padStart(9),
  '  rows (1k → 100k)',
];
console.log(`| ${header.join(' | ')} |`);
let missed = 0;
for (const [name, bySize] of Object.entries(results)) {
  const a = bySize[small];
  const b = bySize[large];
  const ratio = b.p50 / a.p50;
  const holds = ratio <= 1.5;
  if (!holds) missed++;
  console.log(
    `| ${[
      name.padEnd(40),
      a.p50.toFixed(2).padStart(9),
      b.p50.toFixed(2).padStart(9),
      ratio.toFixed(2).padStart(6),
      (holds ? 'yes' : 'NO').padStart(6),
      a.p99.toFixed(2).padStart(9),
      b.p99.toFixed(2).padStart(9),
      `  ${a.rows} → ${b.rows}`.padEnd(18),
    ].join(' | ')} |`,
  );
}
console.log(
  `\nflat cost, every endpoint ≤ 1.5 × at 100k: ${missed === 0 ? 'goal holds' : `GOAL MISSED for ${missed} endpoint(s)`}`,
);
if (missed) process.exitCode = 1;
