// GET /api/health: liveness for the desktop app's start-up wait, e2e and monitoring; it also tells forms the
// upload limits this server enforces (public: they are no secret, and a form needs them before login).
import { Router } from '@koa/router';
import type { HealthResponse } from '@contract';
import type { Config } from '../../config';
import { appVersion } from '../../version';

export function healthRouter(config: Pick<Config, 'maxUploadMb' | 'maxFilesPerRequest'>): Router {
  const router = new Router();
  router.get('/health', (ctx) => {
    ctx.body = {
      status: 'ok',
      version: appVersion,
      limits: { maxUploadMb: config.maxUploadMb, maxFilesPerRequest: config.maxFilesPerRequest },
    } satisfies HealthResponse;
  });
  return router;
}
