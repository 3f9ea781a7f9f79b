// Browser hardening headers on every response (API and website).
import type { Middleware } from 'koa';

export const contentSecurityPolicy = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  // antd injects its CSS-in-JS styles at run time.
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  // ws:/wss: for the live updates planned later.
  "connect-src 'self' ws: wss:",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    ctx.set({
      'Content-Security-Policy': contentSecurityPolicy,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    await next();
  };
}
