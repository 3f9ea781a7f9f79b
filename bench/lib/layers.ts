// The API's middleware stack built up one layer at a time, each on its own port, all answering GET /api/health
// with the real route's body: what each layer costs (issue 36). Run by bench/middleware-cost.mjs under tsx;
// prints one JSON line of {name, port} pairs when every server listens.
import Koa from 'koa';
import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { Writable } from 'node:stream';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import { jsonBody } from '../../server/middlewares/body';
import { cors } from '../../server/middlewares/cors';
import { errorHandler } from '../../server/middlewares/errors';
import { requestLog } from '../../server/middlewares/requestLog';
import { securityHeaders } from '../../server/middlewares/securityHeaders';
import { metrics } from '../../server/metrics';
import { createApp } from '../../server/app';
import { createLogger } from '../../server/logging';

const base = Number(process.argv[2] ?? 5700);
const config = loadConfig({ ...process.env, LEXSETU_DEMO: 'true' });
const db = openDatabase(':memory:');
await migrateToLatest(db, migrations);
// Log lines are formatted and written as in production; the bytes go nowhere.
const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
const logger = createLogger('json', sink);
const body = { status: 'ok', version: '0', limits: { maxUploadMb: 10, maxFilesPerRequest: 10 } };
const measured = metrics({ db, token: undefined });

const layers: [string, Middleware][] = [
  ['metrics (count)', measured.count],
  ['error handler', errorHandler(logger)],
  ['request log', requestLog(logger, { enabled: true, trustProxy: false })],
  ['security headers', securityHeaders({ razorpay: false })],
  ['CORS', cors([])],
  ['metrics (serve)', measured.serve],
  ['JSON body', jsonBody()],
];

const servers: { name: string; port: number }[] = [];
function listen(app: Koa, name: string) {
  const port = base + servers.length;
  servers.push({ name, port });
  return new Promise<void>((done) => app.listen(port, '127.0.0.1', () => done()));
}
for (let n = 0; n <= layers.length; n++) {
  const app = new Koa();
  for (const [, layer] of layers.slice(0, n)) app.use(layer);
  const router = new Router();
  router.get('/api/health', (ctx) => {
    ctx.body = body;
  });
  app.use(router.routes());
  await listen(app, n === 0 ? 'bare Koa + router' : `+ ${layers[n - 1][0]}`);
}
await listen(createApp({ config, db, logger }), 'LexSetu app (createApp)');
console.log(JSON.stringify(servers));
