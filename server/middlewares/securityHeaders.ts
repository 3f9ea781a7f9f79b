// Browser hardening headers on every response (API and website).
import type { Middleware } from 'koa';
import { razorpayCspSources } from '@contract';

/** The website's policy: own code only, plus Razorpay's checkout when that gateway is configured. */
export function contentSecurityPolicy({ razorpay }: { razorpay: boolean }): string {
  const extra = (sources: readonly string[]) => (razorpay ? sources.map((s) => ` ${s}`).join('') : '');
  return [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    // antd injects its CSS-in-JS styles at run time.
    "style-src 'self' 'unsafe-inline'",
    `script-src 'self'${extra(razorpayCspSources.script)}`,
    // ws:/wss: for the live consultation rooms.
    `connect-src 'self' ws: wss:${extra(razorpayCspSources.connect)}`,
    `frame-src 'self'${extra(razorpayCspSources.frame)}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function securityHeaders(options: { razorpay: boolean }): Middleware {
  const policy = contentSecurityPolicy(options);
  return async (ctx, next) => {
    ctx.set({
      'Content-Security-Policy': policy,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
      // Razorpay's bank and 3-D Secure pages open as pop-ups that report back to this window.
      'Cross-Origin-Opener-Policy': options.razorpay ? 'same-origin-allow-popups' : 'same-origin',
    });
    // Over HTTPS (directly, or X-Forwarded-Proto from a trusted proxy): browsers stay on HTTPS for a year.
    if (ctx.secure) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
}
