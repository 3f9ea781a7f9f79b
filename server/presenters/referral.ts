// The referrer's view of their referrals: who joined through their link and what each one earned them.
import type { ReferralSummary } from '@contract';

export interface ReferralLine {
  id: string;
  name: string;
  created_at: string;
  reward_paise: number | null;
  rewarded_at: string | null;
}

export function presentReferrals(code: string, rows: ReferralLine[]): ReferralSummary {
  return {
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
  };
}
