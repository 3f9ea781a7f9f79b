// The referrer's view of their referrals: who joined through their link and where each one's reward stands.
import type { ReferralRewardStatus, ReferralSummary } from '@contract';

export interface ReferralLine {
  id: string;
  name: string;
  created_at: string;
  reward_paise: number | null;
  rewarded_at: string | null;
  reward_status: ReferralRewardStatus;
}

export function presentReferrals(
  code: string,
  rows: ReferralLine[],
  { totalRewardPaise, nextCursor }: { totalRewardPaise: number; nextCursor: string | null },
): ReferralSummary {
  return {
    code,
    // A path: the renderer prefixes the address the app is served from.
    link: `/account-creation/consumer?ref=${code}`,
    items: rows.map((r) => ({
      _id: r.id,
      name: r.name,
      joinedAt: r.created_at,
      rewardPaise: r.reward_paise,
      rewardedAt: r.rewarded_at,
      rewardStatus: r.reward_status,
    })),
    nextCursor,
    totalRewardPaise,
  };
}
