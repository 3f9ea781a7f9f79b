// One JSON line per request in pino-http's shape: time, level, req.id, req.method, req.url (the path, never
// the query string: it may hold e-mails or tokens), res.statusCode, responseTime and the signed-in user's id.
// The request id comes back as X-Request-Id; a trusted proxy's own X-Request-Id is kept (so one id follows the
// request through the proxy's log and ours), anyone else's is replaced.
// The line is put together here as text in the shape pino writes (level, time, pid, hostname, the fields, msg)
// and handed to the logger's own destination when the response finishes: pino-http, which builds a child logger
// and runs its serializers for every request, costs many times more CPU (bench/request-log-cost.ts). Nothing
// in the line can hold a secret (a path without its query, a method, a status, ids), so no redaction is due.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Middleware } from 'koa';
import pino from 'pino';
import type { AppLogger } from '../logging';

const idPattern = /^[\w.:-]{1,64}$/;

export function requestLog(
  logger: AppLogger,
  { enabled, trustProxy }: { enabled: boolean; trustProxy: boolean },
): Middleware {
  // pino's documented symbol for a logger's destination (its types leave it out).
  const destination = (logger as unknown as Record<symbol, pino.DestinationStream>)[pino.symbols.streamSym]!;
  const origin = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;
  const levels = { info: logger.isLevelEnabled('info'), error: logger.isLevelEnabled('error') };
  return async (ctx, next) => {
    const given = ctx.get('X-Request-Id');
    const id = trustProxy && idPattern.test(given) ? given : randomUUID();
    ctx.set('X-Request-Id', id);
    if (!enabled) return next();
    const started = performance.now();
    const { method, path } = ctx;
    ctx.res.once('finish', () => {
      const status = ctx.res.statusCode;
      if (!(status >= 500 ? levels.error : levels.info)) return;
      const user = (ctx.state as { user?: { id: string } }).user;
      destination.write(
        `{"level":${status >= 500 ? 50 : 30},"time":${Date.now()}${origin}` +
          `,"req":{"id":${JSON.stringify(id)},"method":${JSON.stringify(method)},"url":${JSON.stringify(path)}}` +
          `,"res":{"statusCode":${status}},"responseTime":${Math.round(performance.now() - started)}` +
          `${user ? `,"userId":${JSON.stringify(user.id)}` : ''},"msg":"request completed"}\n`,
      );
    });
    await next();
  };
}
