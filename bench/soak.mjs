// Memory under sustained load (issue 36): the signed-in read mix at 100 connections for 10 minutes against the
// server with its production settings (request log on, rate limits on). After a warm-up minute it samples the
// server process's resident memory (VmRSS) every 15 s and prints the growth from the first sample after
// warm-up to the last; the goal is under 10 %. A leak (a cache without a bound, listeners that pile up) shows
// as steady growth; a heap that settles shows as a flat line.
// RSS also counts garbage not yet collected, and V8 sizes its heap to the machine (up to 4 GB here): so the
// live heap (what survives a full collection, read through the inspector) is measured after warm-up and at the
// end too, the figure a leak would grow.
//   BENCH_SOAK_SECONDS (default 600) — the measured time, after the warm-up.
import autocannon from 'autocannon';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { liveHeapReader } from './lib/inspector.mjs';
import { startBenchServer } from './lib/server.mjs';

const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const warmUpSeconds = 60;
const sampleEverySeconds = 15;
const connections = 100;
const client = { email: 'asha@demo.lexsetu.in', password: 'Demo@1234' };

/** Resident memory of a process in MB, from /proc (Linux). */
const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

const run = (options) =>
  new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );

const port = 5900 + Math.floor(Math.random() * 90);
const inspectPort = port + 1000;
const server = await startBenchServer({
  port,
  dataDir: mkdtempSync(join(tmpdir(), 'lexsetu-soak-')),
  env: { LEXSETU_LOG: 'true', NODE_OPTIONS: `--inspect=127.0.0.1:${inspectPort}` },
});
const heap = await liveHeapReader(inspectPort);
try {
  const { token } = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(client),
  }).then((r) => r.json());
  const headers = { Authorization: `Bearer ${token}` };
  const found = await fetch(`${server.url}/api/experts?q=property`, { headers }).then((r) => r.json());
  const requests = [
    '/api/experts?q=family',
    `/api/experts/${found.items[0]._id}`,
    '/api/schedules?tab=upcoming',
    '/api/requests?tab=on-going',
    '/api/notifications',
    '/api/notifications/unread-count',
    '/api/validate-token',
  ].map((path) => ({ path, headers }));

  await run({ url: server.url, connections, duration: warmUpSeconds, requests });
  const samples = [{ at: 0, mb: rssMb(server.pid) }];
  const liveFirst = await heap.liveMb();
  console.log(
    `after ${warmUpSeconds} s warm-up: RSS ${samples[0].mb.toFixed(1)} MB, live heap ${liveFirst.toFixed(1)} MB`,
  );
  const load = run({ url: server.url, connections, duration: seconds, requests });
  const started = Date.now();
  const timer = setInterval(() => {
    const sample = { at: Math.round((Date.now() - started) / 1000), mb: rssMb(server.pid) };
    samples.push(sample);
    console.log(`  ${String(sample.at).padStart(4)} s  RSS ${sample.mb.toFixed(1)} MB`);
  }, sampleEverySeconds * 1000);
  const result = await load;
  clearInterval(timer);
  samples.push({ at: seconds, mb: rssMb(server.pid) });
  const liveLast = await heap.liveMb();

  const first = samples[0].mb;
  const last = samples.at(-1).mb;
  const peak = Math.max(...samples.map((s) => s.mb));
  const growth = (100 * (last - first)) / first;
  const liveGrowth = (100 * (liveLast - liveFirst)) / liveFirst;
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `\nsoak ${seconds} s at ${connections} connections: ${Math.round(result.requests.average)} req/s, ` +
      `${result.requests.total} requests, errors ${errors}`,
  );
  console.log(
    `RSS after warm-up ${first.toFixed(1)} MB, at the end ${last.toFixed(1)} MB, peak ${peak.toFixed(1)} MB: ` +
      `growth ${growth.toFixed(1)} % (goal < 10 %) — ${growth < 10 && errors === 0 ? 'goal holds' : 'GOAL MISSED'}`,
  );
  console.log(
    `live heap after warm-up ${liveFirst.toFixed(1)} MB, at the end ${liveLast.toFixed(1)} MB: ` +
      `growth ${liveGrowth.toFixed(1)} % (a leak grows this)`,
  );
} finally {
  heap.close();
  await server.stop();
}
