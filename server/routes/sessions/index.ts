// GET /api/sessions (the signed-in user's live sessions) and DELETE /api/sessions/:id (end one of them).
import { Router } from '@koa/router';
import { z } from 'zod';
import { idSchema, type MessageResponse, type Session } from '@contract';
import { notFound } from '../../errors';
import { requireAuth } from '../../middlewares/auth';
import { inputOf, validate } from '../../middlewares/validate';
import { deviceLabel } from '../../services/devices';
import { listLiveSessions, revokeOwnSession } from '../../services/sessions';
import type { AppDeps } from '../../types';

export function sessionsRouter({ db, config, clock }: AppDeps): Router {
  const router = new Router();
  const auth = requireAuth({ db, jwtSecret: config.jwtSecret });

  router.get('/sessions', auth, async (ctx) => {
    const rows = await listLiveSessions(db, ctx.state.user!.id, clock.now());
    ctx.body = rows.map((row): Session => ({
      _id: row.id,
      device: deviceLabel(row.user_agent),
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      current: row.id === ctx.state.sessionId,
    }));
  });

  const end = { params: z.object({ id: idSchema }) };
  router.delete('/sessions/:id', auth, validate(end), async (ctx) => {
    const { params } = inputOf(ctx.state, end);
    // Someone else's session answers exactly like a missing one.
    if (!(await revokeOwnSession(db, ctx.state.user!.id, params.id))) throw notFound('Session not found.');
    ctx.body = { message: 'Session ended.' } satisfies MessageResponse;
  });

  return router;
}
