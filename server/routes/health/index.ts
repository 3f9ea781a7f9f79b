// GET /api/health: liveness for the desktop app's start-up wait, e2e and monitoring; it also tells forms the
// upload limits this server enforces (public: they are no secret, and a form needs them before login).
// GET /api/openapi.json: the API document of every declared endpoint.
// GET /api/health/ready: readiness for a load balancer: 200 only when the database and the file storage
// answer (each within 2 s), else 503 naming what is down, so traffic goes to an instance that can serve it.
import { Router } from '@koa/router';
import { sql } from 'kysely';
import { metaEndpoints } from '@contract';
// Server-only parts of the contract, kept out of the renderer's bundle.
import { declaredEndpoints } from '@contract/endpoints';
import { openApiDocument } from '@contract/openapi';
import type { AppDeps } from '../../types';
import { appVersion } from '../../version';
import { mounter } from '../mount';

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

export function healthRouter(deps: AppDeps): Router {
  const { config, db, storage } = deps;
  const router = new Router();
  const mount = mounter(deps);
  mount(router, metaEndpoints.health, () => ({
    status: 'ok' as const,
    version: appVersion,
    limits: { maxUploadMb: config.maxUploadMb, maxFilesPerRequest: config.maxFilesPerRequest },
  }));
  mount(router, metaEndpoints.ready, async (_input, _user, ctx) => {
    const [database, files] = await Promise.all([
      // The one query a router makes itself: readiness asks the database for nothing but an answer.
      answers(() => sql`SELECT 1`.execute(db)),
      answers(() => storage.ping()),
    ]);
    const down = [...(database ? [] : ['database' as const]), ...(files ? [] : ['storage' as const])];
    if (down.length) ctx.status = 503;
    ctx.set('Cache-Control', 'no-store');
    return { status: down.length ? ('unavailable' as const) : ('ready' as const), down };
  });
  let document: ReturnType<typeof openApiDocument> | undefined;
  mount(router, metaEndpoints.openapi, () => (document ??= openApiDocument(declaredEndpoints, appVersion)));
  return router;
}
