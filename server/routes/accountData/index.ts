// Personal-data rights, declared in contract/account.ts (accountDataEndpoints): the space used of the upload
// quota, the export (a ZIP of the user's data and files) and the erasure after the password is confirmed.
// The rules are services/accountData.ts'; the limits stay here, in front of them.
import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { accountDataEndpoints as endpoints } from '@contract';
import { rateLimit } from '../../middlewares/rateLimit';
import { deleteMyAccount, exportsInProgress, storageUsage } from '../../services/accountData';
import { setAttachmentHeaders } from '../fileReplies';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

/** Downloads of one's data per account per day. */
export const exportsPerDay = 5;

export function accountDataRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  const limit = rateLimit({
    windowMs: 15 * 60_000,
    max: 10,
    now: () => deps.clock.now().getTime(),
    key: (ctx) => `account-data:${ctx.state.user?.id ?? ctx.ip}`,
  });
  mount(router, endpoints.storage, (_, me) => storageUsage(deps, me));

  // Exports: one at a time per account (this instance), checked before a daily download is counted.
  const exports = exportsInProgress();
  const oneAtATime: Middleware = async (ctx, next) => {
    exports.ensureIdle(ctx.state.user!.id);
    await next();
  };
  const perDay = rateLimit({
    windowMs: 24 * 3_600_000,
    max: exportsPerDay,
    now: () => deps.clock.now().getTime(),
    key: (ctx) => `account-export:${ctx.state.user!.id}`,
    message: (seconds) =>
      `You can download your data ${exportsPerDay} times a day. Please try again in ${Math.ceil(seconds / 3600)} hours.`,
  });
  // A file, not JSON: streamed as it is written.
  mount(
    router,
    endpoints.export,
    (_, me, ctx) => {
      setAttachmentHeaders(ctx, 'lexsetu-my-data.zip', 'application/zip');
      return exports.exportMyData(deps, me);
    },
    [oneAtATime, perDay],
  );

  mount(router, endpoints.erase, (input, me) => deleteMyAccount(deps, me, input), [limit]);
  return router;
}
