// Cross-origin calls only from the configured origins (Vite dev server, the desktop app). Tokens travel in the
// Authorization header, not cookies, so credentials are never needed.
import koaCors from '@koa/cors';
import type { Middleware } from 'koa';
import { nextCursorHeader } from '@contract';

export function cors(allowedOrigins: readonly string[]): Middleware {
  const allowed = new Set(allowedOrigins);
  const crossOrigin = koaCors({
    // An empty answer means "no CORS headers": the browser then refuses to hand the response to the page.
    origin: (ctx) => {
      const origin = ctx.get('Origin');
      return allowed.has(origin) ? origin : '';
    },
    allowHeaders: ['Authorization', 'Content-Type'],
    exposeHeaders: ['Retry-After', nextCursorHeader],
    maxAge: 600,
  });
  // Same-origin reads, the desktop app's own origin aside, and every non-browser client send no Origin: there
  // is nothing to allow, only the Vary that @koa/cors would set, without its awaits (paid on every request).
  return (ctx, next) => {
    if (ctx.get('Origin')) return crossOrigin(ctx, next);
    ctx.vary('Origin');
    return next();
  };
}
