// GET /api/health: liveness for the desktop app's start-up wait, e2e and monitoring.
import { Router } from '@koa/router';
import type { HealthResponse } from '@contract';
import { appVersion } from '../../version';

export function healthRouter(): Router {
  const router = new Router();
  router.get('/health', (ctx) => {
    ctx.body = { status: 'ok', version: appVersion } satisfies HealthResponse;
  });
  return router;
}
