// GET /api/demo/inbox?email=: the offline demo inbox. It needs no login and shows reset codes, so it exists only
// in demo mode without SMTP (config.demoInbox), and answers only this machine: the socket's own address must
// be loopback (never decided by X-Forwarded-For or a trusted proxy's header).
import { Router } from '@koa/router';
import { z } from 'zod';
import type { DemoMail } from '@contract';
import { notFound } from '../../errors';
import { inputOf, validate } from '../../middlewares/validate';
import { demoInbox } from '../../services/mail';
import type { AppDeps } from '../../types';

const query = z.object({
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid email address.' })),
});

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (::ffff:127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

export function demoRouter({ db, config }: AppDeps): Router {
  const router = new Router();
  const inbox = { query };
  router.get(
    '/demo/inbox',
    async (ctx, next) => {
      if (!config.demoInbox || !isLoopback(ctx.req.socket.remoteAddress))
        throw notFound(`Not found: ${ctx.method} ${ctx.path}`);
      await next();
    },
    validate(inbox),
    async (ctx) => {
      const { query } = inputOf(ctx.state, inbox);
      const rows = await demoInbox(db, query.email);
      ctx.body = rows.map((row): DemoMail => ({
        _id: row.id,
        to: row.to_email,
        subject: row.subject,
        text: row.text,
        calendar: row.ics,
        createdAt: row.created_at,
        ...(row.attachments ? { attachments: JSON.parse(row.attachments) as DemoMail['attachments'] } : {}),
      }));
    },
  );
  return router;
}
