// GET /api/demo/inbox?email= and GET /api/demo/sms?phone= (contract/auth.ts: demoEndpoints): the offline demo
// inboxes. They need no login and show codes, so each exists only in demo mode without its real channel
// (config.demoInbox: no SMTP; config.demoSms: no SMS gateway), and answers only this
// machine: the socket's own address must be loopback (never decided by X-Forwarded-For or a trusted proxy's
// header). Anyone else gets the 404 of a route that does not exist, before the input is even looked at.
import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { demoEndpoints as endpoints } from '@contract';
import { notFound, said } from '../../errors';
import { demoMails } from '../../services/mail';
import { demoSmsInbox } from '../../services/sms';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

export function demoRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  const onlyHereInDemoMode =
    (served: boolean): Middleware =>
    async (ctx, next) => {
      if (!served || !isLoopback(ctx.req.socket.remoteAddress))
        throw notFound(said('route_not_found', { method: ctx.method, path: ctx.path }));
      await next();
    };
  mount(router, endpoints.inbox, (input) => demoMails(deps, input), [
    onlyHereInDemoMode(deps.config.demoInbox),
  ]);
  mount(router, endpoints.sms, (input) => demoSmsInbox(deps, input), [
    onlyHereInDemoMode(deps.config.demoSms),
  ]);
  return router;
}
