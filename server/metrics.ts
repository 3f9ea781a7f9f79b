// GET /metrics in Prometheus' text format (prom-client): requests by method, route and status, their duration,
// the database pool, the consultation rooms and sockets, event-loop lag and the process's own figures. Only
// for the operator: from this machine (a loopback socket with no proxy in between) or with
// LEXSETU_METRICS_TOKEN as a bearer token. Each app has its own registry (tests run several in one process).
import { timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { poolStats, type Db } from './db/connection';
import { hubFor } from './realtime/hub';
import { forbidden } from './errors';
import { errorBody } from './middlewares/errors';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function metrics({ db, token }: { db: Db; token: string | undefined }): {
  count: Middleware;
  serve: Middleware;
} {
  const register = new Registry();
  collectDefaultMetrics({ register });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers: [register],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  new Gauge({
    name: 'lexsetu_db_pool_connections',
    help: 'PostgreSQL pool connections by state (hosted mode)',
    labelNames: ['state'],
    registers: [register],
    collect() {
      const stats = poolStats(db);
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });
  new Gauge({
    name: 'lexsetu_realtime_rooms',
    help: 'Consultation rooms with someone in them on this instance',
    registers: [register],
    collect() {
      this.set(hubFor(db).stats().rooms);
    },
  });
  new Gauge({
    name: 'lexsetu_realtime_sockets',
    help: 'Signed-in consultation sockets on this instance',
    registers: [register],
    collect() {
      this.set(hubFor(db).stats().sockets);
    },
  });
  new Gauge({
    name: 'lexsetu_realtime_user_sockets',
    help: "Signed-in sockets of users' own push channels (/api/me/live) on this instance",
    registers: [register],
    collect() {
      this.set(hubFor(db).stats().userSockets);
    },
  });

  const count: Middleware = async (ctx, next) => {
    const stop = duration.startTimer();
    ctx.res.once('finish', () => {
      // The route's pattern (/api/bookings/:id), never the raw path: one series per endpoint, not per id.
      const route =
        (ctx as { _matchedRoute?: string })._matchedRoute ??
        (ctx.path.startsWith('/api') ? 'unmatched' : 'static');
      const labels = { method: ctx.method, route, status: String(ctx.status) };
      requests.inc(labels);
      stop(labels);
    });
    await next();
  };

  const serve: Middleware = async (ctx, next) => {
    if (ctx.path !== '/metrics') return next();
    const socket = ctx.req.socket.remoteAddress ?? '';
    const local = loopback.has(socket) && !ctx.get('X-Forwarded-For');
    const bearer = /^Bearer (.+)$/.exec(ctx.get('Authorization'))?.[1];
    if (!local && !(token && bearer && sameSecret(bearer, token))) {
      ctx.status = 403;
      ctx.body = errorBody(forbidden('metrics_operator_only'), ctx);
      return;
    }
    ctx.set('Content-Type', register.contentType);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await register.metrics();
  };
  return { count, serve };
}
