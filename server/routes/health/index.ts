// GET /api/health: liveness for the desktop app's start-up wait, e2e and monitoring; it also tells forms the
// upload limits this server enforces (public: they are no secret, and a form needs them before login).
// GET /api/health/ready: readiness for a load balancer: 200 only when the database and the file storage
// answer (each within 2 s), else 503 naming what is down, so traffic goes to an instance that can serve it.
import { Router } from '@koa/router';
import { sql } from 'kysely';
import type { HealthResponse, Readiness } from '@contract';
import type { AppDeps } from '../../types';
import { appVersion } from '../../version';

const checkTimeoutMs = 2_000;

/** Resolves true when `check` succeeds within the time limit. */
async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((done) => (timer = setTimeout(() => done(false), checkTimeoutMs)));
  try {
    return await Promise.race([check().then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function healthRouter({ config, db, storage }: Pick<AppDeps, 'config' | 'db' | 'storage'>): Router {
  const router = new Router();
  router.get('/health', (ctx) => {
    ctx.body = {
      status: 'ok',
      version: appVersion,
      limits: { maxUploadMb: config.maxUploadMb, maxFilesPerRequest: config.maxFilesPerRequest },
    } satisfies HealthResponse;
  });
  router.get('/health/ready', async (ctx) => {
    const [database, files] = await Promise.all([
      answers(() => sql`SELECT 1`.execute(db)),
      answers(() => storage.ping()),
    ]);
    const down = [...(database ? [] : ['database' as const]), ...(files ? [] : ['storage' as const])];
    ctx.status = down.length ? 503 : 200;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: down.length ? 'unavailable' : 'ready', down } satisfies Readiness;
  });
  return router;
}
