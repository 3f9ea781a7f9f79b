// What each layer of the API's middleware stack costs on a route that does nothing (GET /api/health): the
// stack is built up one layer at a time in one process (bench/lib/layers.ts), each version measured with
// autocannon at 50 connections in turn. Prints req/s and each layer's cost in microseconds per request.
//   BENCH_SECONDS (default 8) — duration of each run.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const root = new URL('..', import.meta.url).pathname;
const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/layers.ts', '5700'], {
  cwd: root,
  env: { ...process.env, LEXSETU_LOG: 'true' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const [line] = await createInterface({ input: child.stdout })
  [Symbol.asyncIterator]()
  .next()
  .then((r) => [r.value]);
const servers = JSON.parse(line);
let previous;
try {
  for (const { name, port } of servers) {
    const url = `http://127.0.0.1:${port}/api/health`;
    await autocannon({ url, connections: 50, duration: 2 }); // warm-up
    const r = await autocannon({ url, connections: 50, duration: seconds });
    const rps = r.requests.average;
    const usPerRequest = 1e6 / rps;
    const cost = previous ? `${(usPerRequest - previous).toFixed(0).padStart(5)} µs` : '     —';
    console.log(
      `${name.padEnd(28)} ${String(Math.round(rps)).padStart(6)} req/s  ${usPerRequest.toFixed(0).padStart(5)} µs/req  layer ${cost}  errors ${r.errors + r.non2xx}`,
    );
    if (!name.startsWith('LexSetu')) previous = usPerRequest;
  }
} finally {
  child.kill();
}
