// A lawyer's earnings, payout account and payouts; admins' payouts due and failed; the private calendar feed's
// address (all declared in contract/earnings.ts). The files: GET /api/earnings/statement/:month (the monthly
// statement PDF) and GET /api/calendar/:secret.ics (the feed itself, no login: the secret is the key).
import { Router } from '@koa/router';
import { earningsEndpoints } from '@contract';
import {
  calendarFeedFile,
  calendarFeedSecret,
  newCalendarFeed,
  revokeCalendarFeed,
} from '../../services/calendarFeed';
import {
  earningsOf,
  earningsStatementFile,
  payoutAccountOf,
  payoutsDue,
  payoutDepsOf,
  payoutsOf,
  retryPayout,
  savePan,
  savePayoutAccount,
  type PayoutDeps,
} from '../../services/earnings';
import { setAttachmentHeaders } from '../fileReplies';
import type { AppDeps } from '../../types';
import { apiPrefix, mounter } from '../mount';

const feedUrl = (secret: string | null) => (secret ? `${apiPrefix}/calendar/${secret}.ics` : null);

export function earningsRouter(deps: AppDeps, payout: PayoutDeps = payoutDepsOf(deps)): Router {
  const router = new Router();
  const mount = mounter(deps);
  const e = earningsEndpoints;
  mount(router, e.earnings, (input, me) => earningsOf(deps, me, input));
  mount(router, e.payoutAccount, (_, me) => payoutAccountOf(deps, me));
  mount(router, e.savePayoutAccount, (input, me) => savePayoutAccount(payout, me, input));
  mount(router, e.savePan, (input, me) => savePan(deps, me, input));
  mount(router, e.payouts, (input, me) => payoutsOf(deps, me, input));
  mount(router, e.adminPayouts, (input) => payoutsDue(deps, input));
  mount(router, e.adminRetryPayout, (input, me) => retryPayout(payout, me, input));
  mount(router, e.calendarFeed, async (_, me) => ({ url: feedUrl(await calendarFeedSecret(deps, me.id)) }));
  mount(router, e.newCalendarFeed, async (_, me) => ({ url: feedUrl(await newCalendarFeed(deps, me.id)) }));
  mount(router, e.revokeCalendarFeed, async (_, me) => {
    await revokeCalendarFeed(deps, me.id);
    return { message: 'Calendar feed address revoked.' };
  });
  return router;
}

/** The files: the statement PDF (the lawyer's own) and the calendar feed (found by its secret, no sign-in). */
export function earningsFilesRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  mount(router, earningsEndpoints.statement, async ({ params }, me, ctx) => {
    const { fileName, bytes } = await earningsStatementFile(deps, me, params.month);
    setAttachmentHeaders(ctx, fileName, 'application/pdf');
    return bytes;
  });
  mount(router, earningsEndpoints.calendarFeedFile, async ({ params }, _me, ctx) => {
    const ics = await calendarFeedFile(deps, params.file);
    ctx.set('Cache-Control', 'private, max-age=300');
    ctx.type = 'text/calendar; charset=utf-8';
    return ics;
  });
  return router;
}
