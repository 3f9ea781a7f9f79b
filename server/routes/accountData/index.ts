// Personal-data rights: GET /api/account/storage (space used of the upload quota), GET /api/account/export
// (ZIP of the user's data and files) and POST /api/account/delete
// (erasure after the password is confirmed; every session ends with the account).
import { Router } from '@koa/router';
import { passwordConfirmSchema, type MessageResponse, type StorageUsage } from '@contract';
import { requireAuth } from '../../middlewares/auth';
import { badRequest } from '../../middlewares/errors';
import { rateLimit } from '../../middlewares/rateLimit';
import { inputOf, validate } from '../../middlewares/validate';
import { eraseUser, exportUserData } from '../../services/dataRights';
import { verifyPassword } from '../../services/passwords';
import { usedBytes } from '../../services/uploadQuota';
import type { AppDeps } from '../../types';
import { wrongPasswordMessage } from '../twoFactor';

export function accountDataRouter({ db, config, storage, clock }: AppDeps): Router {
  const router = new Router();
  const auth = requireAuth({ db, jwtSecret: config.jwtSecret });
  const limit = rateLimit({
    windowMs: 15 * 60_000,
    max: 10,
    now: () => clock.now().getTime(),
    key: (ctx) => `account-data:${ctx.state.user?.id ?? ctx.ip}`,
  });

  router.get('/account/storage', auth, async (ctx) => {
    ctx.body = {
      usedBytes: await usedBytes(db, ctx.state.user!.id),
      quotaBytes: config.uploadQuotaMb * 1024 * 1024,
    } satisfies StorageUsage;
  });

  router.get('/account/export', auth, limit, async (ctx) => {
    const zip = await exportUserData(db, storage, ctx.state.user!.id);
    ctx.set('Content-Disposition', 'attachment; filename="lexsetu-my-data.zip"');
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'application/zip';
    ctx.body = Buffer.from(zip);
  });

  const erase = { body: passwordConfirmSchema };
  router.post('/account/delete', auth, limit, validate(erase), async (ctx) => {
    const { body } = inputOf(ctx.state, erase);
    const me = ctx.state.user!;
    if (!(await verifyPassword(me.password_hash, body.password)))
      throw badRequest(wrongPasswordMessage, 'password');
    await eraseUser(db, storage, me.id);
    ctx.body = { message: 'Your account and data have been deleted.' } satisfies MessageResponse;
  });

  return router;
}
