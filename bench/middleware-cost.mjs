// What each layer of the API's middleware stack costs on a route that does nothing (GET /api/health): the
// stack is built up one layer at a time in one process (bench/lib/layers.ts), each version measured with
// autocannon at 50 connections in turn. Prints req/s, the server's CPU per request, and each layer's cost in
// CPU microseconds per request (steadier than req/s: autocannon shares the machine's two cores).
//   BENCH_SECONDS (default 8) — duration of each run.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { cpuMicros } from './lib/cpu.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const root = new URL('..', import.meta.url).pathname;
const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/layers.ts', '5700'], {
  cwd: root,
  env: { ...process.env, LEXSETU_LOG: 'true' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
const { value: line } = await lines.next();
const servers = JSON.parse(line);
let previous;
try {
  for (const { name, port } of servers) {
    const url = `http://127.0.0.1:${port}/api/health`;
    await autocannon({ url, connections: 50, duration: 2 }); // warm-up
    const cpuBefore = cpuMicros(child.pid);
    const r = await autocannon({ url, connections: 50, duration: seconds });
    const cpu = (cpuMicros(child.pid) - cpuBefore) / r.requests.total;
    const cost = previous ? `${(cpu - previous).toFixed(1).padStart(5)} µs` : '     —';
    console.log(
      `${name.padEnd(28)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  CPU ${cpu.toFixed(1).padStart(5)} µs/req  layer ${cost}  errors ${r.errors + r.non2xx}`,
    );
    if (!name.startsWith('LexSetu')) previous = cpu;
  }
} finally {
  child.kill();
}
