// One line per request: method, path (never the query string: it may hold tokens or emails), status, time.
import type { Middleware } from 'koa';
import type { Logger } from '../types';

export function requestLog(logger: Logger, enabled: boolean): Middleware {
  return async (ctx, next) => {
    if (!enabled) return next();
    const started = performance.now();
    const { method, path } = ctx;
    // 'finish' sees the final status, after the error handler has chosen it.
    ctx.res.once('finish', () => {
      logger.info(`${method} ${path} ${ctx.status} ${Math.round(performance.now() - started)}ms`);
    });
    await next();
  };
}
