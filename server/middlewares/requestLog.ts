// One JSON line per request, in pino-http's shape: time, level, req.id, req.method, req.url (the path, never
// the query string: it may hold e-mails or tokens), res.statusCode, responseTime and the signed-in user's id.
// The request id comes back as X-Request-Id; a trusted proxy's own X-Request-Id is kept (so one id follows the
// request through the proxy's log and ours), anyone else's is replaced.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from 'koa';
import { pinoHttp } from 'pino-http';
import type { AppLogger } from '../logging';

const userOf = Symbol('lexsetu user id');
type Tagged = ServerResponse & { [userOf]?: string };
const idPattern = /^[\w.:-]{1,64}$/;

export function requestLog(
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
