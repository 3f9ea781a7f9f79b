// Builds the Koa app (no listen): the order of the middlewares below is the request's path through the server.
// Its adapters (adapters.ts) are built here, once, and its jobs' scheduler too (started by whoever listens).
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
import { adaptersFor } from './adapters';
import { appJobs } from './jobs';
import { createScheduler, type Scheduler } from './jobs/scheduler';
import { logFailure } from './db/outage';
import { createSearchCounter } from './services/searchCounts';
import { createLogger, defaultLogFormat, type AppLogger } from './logging';
import { systemClock, type AppDeps, type Clock } from './types';

export interface CreateAppOptions {
  config: Config;
  db: Db;
  logger?: AppLogger;
  /** Extra routers mounted under /api (tests use it for a route that throws). */
  extraRouters?: Router[];
  /** Time source for expiry rules (codes, reset tokens); tests pass a movable one. */
  clock?: Clock;
}

/** The Koa app with what it was built from: its dependencies (adapters included) and its jobs. */
export type App = Koa & { deps: AppDeps; jobs: Scheduler };

export function createApp({
  config,
  db,
  logger = createLogger(defaultLogFormat()),
  extraRouters = [],
  clock = systemClock,
}: CreateAppOptions): App {
  const deps: AppDeps = {
    config,
    db,
    logger,
    clock,
    ...adaptersFor({ config, db, clock }),
    searchCounter: createSearchCounter(db, (error) => logFailure(logger, 'search counts not saved', error)),
  };
  const app = Object.assign(new Koa(), { deps, jobs: createScheduler(appJobs(deps), deps) });
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
  const api = apiRoutes(deps, extraRouters);
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
