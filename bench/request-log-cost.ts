// What the request log costs in CPU per request: the hand-written line (server/middlewares/requestLog.ts)
// beside pino-http configured with the same fields (bench/lib/pinoHttpLog.ts), each run in this process over
// the same Koa contexts (a signed-in request, then an anonymous one) with the lines formatted and written to a sink. A no-log pass is the baseline that is
// subtracted; the passes take turns, and each figure is the median of the rounds.
//   node --import tsx bench/request-log-cost.ts [requests per round, default 100000] [rounds, default 5]
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { Writable } from 'node:stream';
import Koa, { type Middleware } from 'koa';
import { createLogger } from '../server/logging';
import { requestLog } from '../server/middlewares/requestLog';
import { pinoHttpLog } from './lib/pinoHttpLog';

const perRound = Number(process.argv[2] ?? 100_000);
const rounds = Number(process.argv[3] ?? 5);
const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
const logger = createLogger('json', sink);
const app = new Koa();
const options = { enabled: true, trustProxy: false };
const passes: [string, Middleware][] = [
  ['no log (baseline)', (_ctx, next) => next()],
  ['hand-written line', requestLog(logger, options)],
  ['pino-http', pinoHttpLog(logger, options)],
];

/** CPU microseconds per GET through `layer` (signed in or not), each finished as Node finishes a response. */
async function round(layer: Middleware, signedIn: boolean): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < perRound; i++) {
    const req = new IncomingMessage(new Socket());
    req.method = 'GET';
    req.url = '/api/bookings?status=upcoming';
    req.headers = { host: 'lexsetu.test', 'user-agent': 'bench' };
    const res = new ServerResponse(req);
    const ctx = app.createContext(req, res);
    await layer(ctx, async () => {
      if (signedIn) (ctx.state as { user?: { id: string } }).user = { id: '01JBENCHUSER0000000000000' };
      ctx.body = { items: [] };
    });
    res.emit('finish');
    res.emit('close');
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / perRound;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const signedIn of [true, false]) {
  const figures = new Map<string, number[]>(passes.map(([name]) => [name, []]));
  for (const [, layer] of passes) await round(layer, signedIn); // warm-up
  for (let r = 0; r < rounds; r++)
    for (const [name, layer] of passes) figures.get(name)!.push(await round(layer, signedIn));
  const baseline = median(figures.get(passes[0][0])!);
  console.log(signedIn ? 'A signed-in request:' : 'An anonymous request:');
  for (const [name] of passes) {
    const cpu = median(figures.get(name)!);
    const cost = name === passes[0][0] ? '' : `  log ${(cpu - baseline).toFixed(2).padStart(5)} µs/req`;
    console.log(`  ${name.padEnd(20)} CPU ${cpu.toFixed(2).padStart(6)} µs/req${cost}`);
  }
}
