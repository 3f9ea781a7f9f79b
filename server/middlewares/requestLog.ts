// One JSON line per request in pino-http's shape: time, level, req.id, req.method, req.url (the path, never
// the query string: it may hold e-mails or tokens), res.statusCode, responseTime and the signed-in user's id.
// The request id comes back as X-Request-Id; a trusted proxy's own X-Request-Id is kept (so one id follows the
// request through the proxy's log and ours), anyone else's is replaced.
// Written straight through pino when the response finishes: pino-http built a child logger and ran its
// serializers for every request, which was a third of the cost of a request that does nothing (bench/
// middleware-cost.mjs). The line holds only the fields above, so it skips the root logger's redaction.
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { AppLogger } from '../logging';

const idPattern = /^[\w.:-]{1,64}$/;

export function requestLog(
  logger: AppLogger,
  { enabled, trustProxy }: { enabled: boolean; trustProxy: boolean },
): Middleware {
  // Nothing in a request line can hold a secret: the path without its query, a status, an id.
  const lines = logger.child({}, { redact: [] });
  return async (ctx, next) => {
    const given = ctx.get('X-Request-Id');
    const id = trustProxy && idPattern.test(given) ? given : randomUUID();
    ctx.set('X-Request-Id', id);
    if (!enabled) return next();
    const started = performance.now();
    const req = { id, method: ctx.method, url: ctx.path };
    ctx.res.once('finish', () => {
      const user = (ctx.state as { user?: { id: string } }).user;
      const line = {
        req,
        res: { statusCode: ctx.res.statusCode },
        responseTime: Math.round(performance.now() - started),
        ...(user ? { userId: user.id } : {}),
      };
      if (ctx.res.statusCode >= 500) lines.error(line, 'request completed');
      else lines.info(line, 'request completed');
    });
    await next();
  };
}
