// Personal-data rights, declared in contract/account.ts (accountDataEndpoints): the space used of the upload
// quota, the export (a ZIP of the user's data and files) and the erasure after the password is confirmed.
// The rules are services/accountData.ts'; the limits are declared (contract/rateLimits.ts).
import { Router } from '@koa/router';
import type { Middleware } from 'koa';
import { accountDataEndpoints as endpoints } from '@contract';
import { deleteMyAccount, exportsInProgress, storageUsage } from '../../services/accountData';
import { setAttachmentHeaders } from '../fileReplies';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function accountDataRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  mount(router, endpoints.storage, (_, me) => storageUsage(deps, me));

  // Exports: one at a time per account (this instance), checked before a daily download is counted.
  const exports = exportsInProgress();
  const oneAtATime: Middleware = async (ctx, next) => {
    exports.ensureIdle(ctx.state.user!.id);
    await next();
  };
  // A file, not JSON: streamed as it is written.
  mount(
    router,
    endpoints.export,
    (_, me, ctx) => {
      setAttachmentHeaders(ctx, 'lexsetu-my-data.zip', 'application/zip');
      return exports.exportMyData(deps, me);
    },
    [oneAtATime],
  );

  mount(router, endpoints.erase, (input, me) => deleteMyAccount(deps, me, input));
  return router;
}
