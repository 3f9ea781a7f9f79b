// Load figures for the API on this machine: starts the real server on a temp data folder, then runs
// autocannon (50 connections, 10 s) against a few endpoints and prints req/s and latency percentiles.
import autocannon from 'autocannon';
import { startBenchServer } from './lib/server.mjs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.BENCH_PORT ?? 5191);
const dataDir = mkdtempSync(join(tmpdir(), 'lexsetu-bench-'));
const { url, stop } = await startBenchServer({ port, dataDir });

const targets = [
  { name: 'GET /api/health', path: '/api/health' },
  { name: 'GET / (SPA index)', path: '/' },
];

try {
  const duration = Number(process.env.BENCH_SECONDS ?? 10);
  for (const target of targets) {
    const result = await autocannon({ url: `${url}${target.path}`, connections: 50, duration });
    const { requests, latency, non2xx, errors } = result;
    console.log(
      `${target.name.padEnd(24)} ${Math.round(requests.average)} req/s  p50 ${latency.p50} ms  p99 ${latency.p99} ms  non-2xx ${non2xx}  errors ${errors}`,
    );
  }
} finally {
  await stop();
}
