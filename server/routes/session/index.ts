// GET and POST /api/validate-token: the header's session check and the route guard. 200 with the user if live.
import { Router } from '@koa/router';
import type { ValidateTokenResponse } from '@contract';
import { requireAuth } from '../../middlewares/auth';
import { presentUser } from '../../presenters/user';
import type { AppDeps } from '../../types';

export function sessionRouter({ db, config }: AppDeps): Router {
  const router = new Router();
  const auth = requireAuth({ db, jwtSecret: config.jwtSecret });
  const answer: Parameters<typeof router.get>[1] = (ctx) => {
    ctx.body = presentUser(ctx.state.user!) satisfies ValidateTokenResponse;
  };
  router.get('/validate-token', auth, answer);
  router.post('/validate-token', auth, answer);
  return router;
}
