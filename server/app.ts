// Builds the Koa app (no listen): the order of the middlewares below is the request's path through the server.
import Koa from 'koa';
import compress from 'koa-compress';
import type { Router } from '@koa/router';
import './types';
import type { Config } from './config';
import { dialectOf, type Db } from './db/connection';
import { jsonBody } from './middlewares/body';
import { cors } from './middlewares/cors';
import { errorHandler } from './middlewares/errors';
import { metrics } from './metrics';
import { memoryRateLimitStore, restartLimiterNumbering } from './middlewares/rateLimit';
import { requestLog } from './middlewares/requestLog';
import { securityHeaders } from './middlewares/securityHeaders';
import { apiNotFound, apiRoutes } from './routes';
import { databaseRateLimitStore } from './services/rateLimitStore';
import { serveWebApp } from './static';
import { storageFor } from './services/storage';
import { createLogger, defaultLogFormat, type AppLogger } from './logging';
import { systemClock, type Clock } from './types';

export interface CreateAppOptions {
  config: Config;
  db: Db;
  logger?: AppLogger;
  /** Extra routers mounted under /api (tests use it for a route that throws). */
  extraRouters?: Router[];
  /** Time source for expiry rules (codes, reset tokens); tests pass a movable one. */
  clock?: Clock;
}

export function createApp({
  config,
  db,
  logger = createLogger(defaultLogFormat()),
  extraRouters = [],
  clock = systemClock,
}: CreateAppOptions): Koa {
  const app = new Koa();
  // Errors are answered and logged by errorHandler; Koa's own printing would duplicate them.
  app.silent = true;
  // Behind a trusted proxy the client is the last X-Forwarded-For entry (the one our proxy wrote; earlier
  // ones come from the client and can be forged); otherwise the header is ignored.
  app.proxy = config.trustProxy;
  app.maxIpsCount = 1;
  // One process (laptop, desktop) counts in memory; hosted instances on PostgreSQL share the counts.
  app.context.rateLimitStore =
    dialectOf(db) === 'postgres' ? databaseRateLimitStore(db) : memoryRateLimitStore();
  restartLimiterNumbering();
  const api = apiRoutes({ config, db, logger, clock, storage: storageFor(config) }, extraRouters);
  const measured = metrics({ db, token: config.metricsToken });
  app.use(measured.count);
  app.use(errorHandler(logger));
  app.use(requestLog(logger, { enabled: config.log, trustProxy: config.trustProxy }));
  app.use(securityHeaders({ razorpay: !!config.razorpay }));
  app.use(cors(config.corsOrigins));
  app.use(measured.serve);
  app.use(jsonBody());
  app.use(api);
  app.use(apiNotFound());
  // The website's files only (API replies are answered above and never reach this): gzip/brotli cuts the
  // first load of / from ~600 kB to under 200 kB on the wire.
  app.use(compress());
  app.use(serveWebApp(config.webDir));
  return app;
}
