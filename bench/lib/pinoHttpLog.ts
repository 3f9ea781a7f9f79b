// The request log as it was written with pino-http (before the hand-written line of middlewares/requestLog.ts),
// same fields and rules: kept for bench/request-log-cost.ts only, so the two can be measured side by side.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from 'koa';
import { pinoHttp } from 'pino-http';
import type { AppLogger } from '../../server/logging';

const userOf = Symbol('lexsetu user id');
type Tagged = ServerResponse & { [userOf]?: string };
const idPattern = /^[\w.:-]{1,64}$/;

export function pinoHttpLog(
  logger: AppLogger,
  { enabled, trustProxy }: { enabled: boolean; trustProxy: boolean },
): Middleware {
  const log = pinoHttp({
    logger,
    quietReqLogger: true,
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return trustProxy && typeof given === 'string' && idPattern.test(given) ? given : randomUUID();
    },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url.split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customProps: (_req, res) => {
      const user = (res as Tagged)[userOf];
      return user ? { userId: user } : {};
    },
    // Errors are logged (once, with their stack) by the error handler; the request line only says 500 or 503,
    // in the same shape as every other line (pino-http would attach a made-up error with its own stack).
    customLogLevel: (_req, res) => (res.statusCode >= 500 ? 'error' : 'info'),
    customErrorObject: (_req, res, _error, fields: Record<string, unknown>) => ({
      res: fields.res ?? res,
      responseTime: fields.responseTime,
    }),
    customErrorMessage: () => 'request completed',
    autoLogging: enabled,
  });
  return async (ctx, next) => {
    log(ctx.req, ctx.res);
    ctx.set('X-Request-Id', String(ctx.req.id));
    try {
      await next();
    } finally {
      const user = (ctx.state as { user?: { id: string } }).user;
      if (user) (ctx.res as Tagged)[userOf] = user.id;
    }
  };
}
