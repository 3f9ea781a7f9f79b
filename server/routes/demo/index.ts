// GET /api/demo/inbox?email=: the offline demo inbox. Exists only while no SMTP server is configured.
import { Router } from '@koa/router';
import { z } from 'zod';
import type { DemoMail } from '@contract';
import { notFound } from '../../middlewares/errors';
import { inputOf, validate } from '../../middlewares/validate';
import { demoInbox, type Mailer } from '../../services/mail';
import type { AppDeps } from '../../types';

const query = z.object({
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Please enter a valid email address.' })),
});

export function demoRouter({ db }: AppDeps, mailer: Mailer): Router {
  const router = new Router();
  const inbox = { query };
  router.get(
    '/demo/inbox',
    async (ctx, next) => {
      if (!mailer.demo) throw notFound(`Not found: ${ctx.method} ${ctx.path}`);
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
