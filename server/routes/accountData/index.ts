// Personal-data rights: GET /api/account/storage (space used of the upload quota), GET /api/account/export
// (ZIP of the user's data and files) and POST /api/account/delete
// (erasure after the password is confirmed; every session ends with the account).
import { Router } from '@koa/router';
import { passwordConfirmSchema, type MessageResponse, type StorageUsage } from '@contract';
import { requireAuth } from '../../middlewares/auth';
import { badRequest, tooManyRequests } from '../../errors';
import { rateLimit } from '../../middlewares/rateLimit';
import { inputOf, validate } from '../../middlewares/validate';
import { eraseUser, exportUserData } from '../../services/dataRights';
import { verifyPassword } from '../../services/passwords';
import { usedBytes } from '../../services/uploadQuota';
import type { AppDeps } from '../../types';
import { wrongPasswordMessage } from '../twoFactor';

/** Downloads of one's data per account per day. */
export const exportsPerDay = 5;

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

  // Exports: one at a time per account (this instance), and a few a day.
  const exporting = new Set<string>();
  const perDay = rateLimit({
    windowMs: 24 * 3_600_000,
    max: exportsPerDay,
    now: () => clock.now().getTime(),
    key: (ctx) => `account-export:${ctx.state.user!.id}`,
    message: (seconds) =>
      `You can download your data ${exportsPerDay} times a day. Please try again in ${Math.ceil(seconds / 3600)} hours.`,
  });
  router.get(
    '/account/export',
    auth,
    async (ctx, next) => {
      const me = ctx.state.user!.id;
      if (exporting.has(me))
        throw tooManyRequests(
          30,
          'An export of your data is already being prepared. Please wait for it to finish.',
        );
      await next();
    },
    perDay,
    async (ctx) => {
      const me = ctx.state.user!.id;
      exporting.add(me);
      const zip = exportUserData(db, storage, me);
      zip.once('close', () => exporting.delete(me));
      ctx.set('Content-Disposition', 'attachment; filename="lexsetu-my-data.zip"');
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'application/zip';
      ctx.body = zip;
    },
  );

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
