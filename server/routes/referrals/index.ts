// GET /api/referrals: the user's referral code and link, the people they referred and the rewards earned.
import { Router } from '@koa/router';
import type { ReferralSummary } from '@contract';
import { requireAuth } from '../../middlewares/auth';
import { getOrCreateReferralCode } from '../../services/referrals';
import type { AppDeps } from '../../types';

export function referralsRouter({ db, config }: AppDeps): Router {
  const router = new Router();
  const auth = requireAuth({ db, jwtSecret: config.jwtSecret });

  router.get('/referrals', auth, async (ctx) => {
    const me = ctx.state.user!;
    const code = await getOrCreateReferralCode(db, me.id);
    const rows = await db
      .selectFrom('referrals')
      .innerJoin('users', 'users.id', 'referrals.referred_id')
      .select([
        'referrals.id',
        'users.name',
        'referrals.created_at',
        'referrals.reward_paise',
        'referrals.rewarded_at',
      ])
      .where('referrals.referrer_id', '=', me.id)
      .orderBy('referrals.created_at', 'desc')
      .execute();
    ctx.body = {
      code,
      // A path: the renderer prefixes the address the app is served from.
      link: `/account-creation/consumer?ref=${code}`,
      referrals: rows.map((r) => ({
        _id: r.id,
        name: r.name,
        joinedAt: r.created_at,
        rewardPaise: r.reward_paise,
        rewardedAt: r.rewarded_at,
      })),
      totalRewardPaise: rows.reduce((sum, r) => sum + (r.reward_paise ?? 0), 0),
    } satisfies ReferralSummary;
  });

  return router;
}
