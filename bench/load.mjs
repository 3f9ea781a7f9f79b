// Load figures of a realistic signed-in session mix (search, lawyer profile, schedules, requests list,
// notifications, and creating a request) at 50 and 200 connections, on SQLite and on PostgreSQL, plus a bare
// health route as this machine's ceiling. Prints req/s, p50/p95/p99 and errors for each; the per-account limit
// on new requests answers 429 once the user has made enough of them, counted apart, not as errors.
//   BENCH_SECONDS (default 60) — duration of each run; BENCH_PG_URL — a PostgreSQL server to create a fresh
//   database on (default postgres://postgres@127.0.0.1:5432/postgres; skipped when unreachable).
import autocannon from 'autocannon';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshPostgresDatabase, pgServer } from './lib/postgres.mjs';
import { startBenchServer } from './lib/server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 60);
const client = { email: 'asha@demo.lexsetu.in', password: 'Demo@1234' };

function multipart(fields) {
  const boundary = 'lexsetuBench' + Date.now();
  const body =
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}--\r\n`;
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

async function sessionMix(url) {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(client),
  }).then((r) => r.json());
  const auth = { Authorization: `Bearer ${login.token}` };
  const found = await fetch(`${url}/api/experts?q=property`, { headers: auth }).then((r) => r.json());
  const lawyerId = found.items[0]._id;
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const form = multipart({
    title: 'Tenancy notice',
    description: 'Landlord served a notice; need advice.',
    budget: '1500',
    date: tomorrow,
    timing: '10:30 AM',
    mention: 'rohan@demo.lexsetu.in',
    consultationType: 'Online',
  });
  const reads = [
    { path: '/api/experts?q=family', headers: auth },
    { path: '/api/experts?q=priya', headers: auth },
    { path: `/api/experts/${lawyerId}`, headers: auth },
    { path: '/api/schedules?tab=upcoming', headers: auth },
    { path: '/api/requests?tab=on-going', headers: auth },
    { path: '/api/notifications', headers: auth },
  ];
  const write = {
    method: 'POST',
    path: '/api/create-request',
    headers: { ...auth, 'Content-Type': form.type },
    body: form.body,
  };
  return { reads, mixed: [...reads, write] };
}

/** Runs autocannon, keeping every response time so p95 is exact (autocannon reports p90/p97.5, not p95). */
function measure(options) {
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      const at = (q) =>
        times.length ? times[Math.min(times.length - 1, Math.floor(q * times.length))] : NaN;
      resolve({ result, p50: at(0.5), p95: at(0.95), p99: at(0.99), limited });
    });
    let limited = 0;
    instance.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      if (status === 429) limited++;
    });
  });
}

/** Errors exclude the 429s of the per-account limit on new requests (production settings), counted apart. */
function line(label, { result, p50, p95, p99, limited }) {
  const errors = result.errors + result.timeouts + result.non2xx - limited;
  const ms = (v) => `${v.toFixed(1)} ms`;
  return (
    `${label.padEnd(36)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  p50 ${ms(p50)}  p95 ${ms(p95)}  p99 ${ms(p99)}  errors ${errors}` +
    (limited ? `  refused by the rate limit ${limited}` : '')
  );
}

async function runBackend(name, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lexsetu-load-'));
  const port = 5300 + Math.floor(Math.random() * 500);
  const { url, stop } = await startBenchServer({ port, dataDir, env });
  try {
    const { reads, mixed } = await sessionMix(url);
    for (const connections of [50, 200]) {
      const health = await measure({ url: `${url}/api/health`, connections, duration: seconds });
      console.log(line(`${name} health x${connections}`, health));
      const r = await measure({ url, connections, duration: seconds, requests: reads });
      console.log(line(`${name} session reads x${connections}`, r));
      const m = await measure({ url, connections, duration: seconds, requests: mixed });
      console.log(line(`${name} reads + create request x${connections}`, m));
    }
  } finally {
    await stop();
  }
}

await runBackend('SQLite', {});
const database = await freshPostgresDatabase();
if (!database) console.log(`PostgreSQL at ${pgServer} unreachable: skipped.`);
else {
  try {
    await runBackend('PostgreSQL', { LEXSETU_DATABASE_URL: database.url });
  } finally {
    await database.drop();
  }
}
