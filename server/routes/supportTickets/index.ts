// Help center: 'Contact support' creates a ticket (POST /api/support-tickets); the user lists their own.
import { Router } from '@koa/router';
import { supportTicketInputSchema, type SupportTicket } from '@contract';
import { newId } from '../../db/ids';
import { requireAuth } from '../../middlewares/auth';
import { rateLimit } from '../../middlewares/rateLimit';
import { inputOf, validate } from '../../middlewares/validate';
import type { AppDeps } from '../../types';

export function supportTicketsRouter({ db, config, clock }: AppDeps): Router {
  const router = new Router();
  const auth = requireAuth({ db, jwtSecret: config.jwtSecret });
  const limit = rateLimit({
    windowMs: 60 * 60_000,
    max: 10,
    now: () => clock.now().getTime(),
    key: (ctx) => `tickets:${ctx.state.user?.id ?? ctx.ip}`,
  });

  router.get('/support-tickets', auth, async (ctx) => {
    const rows = await db
      .selectFrom('support_tickets')
      .selectAll()
      .where('user_id', '=', ctx.state.user!.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    ctx.body = rows.map((r): SupportTicket => ({
      _id: r.id,
      subject: r.subject,
      message: r.message,
      status: r.status,
      createdAt: r.created_at,
    }));
  });

  const create = { body: supportTicketInputSchema };
  router.post('/support-tickets', auth, limit, validate(create), async (ctx) => {
    const { body } = inputOf(ctx.state, create);
    const row = {
      id: newId(),
      user_id: ctx.state.user!.id,
      subject: body.subject,
      message: body.message,
      status: 'open' as const,
      created_at: clock.now().toISOString(),
    };
    await db.insertInto('support_tickets').values(row).execute();
    ctx.status = 201;
    ctx.body = {
      _id: row.id,
      subject: row.subject,
      message: row.message,
      status: row.status,
      createdAt: row.created_at,
    } satisfies SupportTicket;
  });

  return router;
}
