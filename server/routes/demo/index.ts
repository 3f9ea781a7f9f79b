// GET /api/demo/inbox?email=: the offline demo inbox. It needs no login and shows reset codes, so it exists only
// while config.demoInbox says so (no SMTP; offline SQLite, or hosted with LEXSETU_DEMO_INBOX=true).
import { Router } from '@koa/router';
import { z } from 'zod';
import type { DemoMail } from '@contract';
import { notFound } from '../../middlewares/errors';
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

export function demoRouter({ db, config }: AppDeps): Router {
  const router = new Router();
  const inbox = { query };
  router.get(
    '/demo/inbox',
    async (ctx, next) => {
      if (!config.demoInbox) throw notFound(`Not found: ${ctx.method} ${ctx.path}`);
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
        createdAt: row.created_at,
      }));
    },
  );
  return router;
}
