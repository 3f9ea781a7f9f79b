// Refer & earn, zod-free (account.ts re-exports it; Refer & earn imports it as `@contract/referrals`).

/** Days after registering within which the referred user's paid service earns the reward (the spec's rule). */
export const referralWindowDays = 30;

/** Days a premium plan must have run before it earns the reward (cancelled earlier, it earns none). */
export const referralPlanDays = 7;

/**
 * Where a referral's reward stands. The reward waits until the referred payment can no longer be refunded in
 * full: none (no payment within the window yet), pending (paid, still refundable in full), credited, or
 * cancelled (refunded in full first).
 */
export const referralRewardStatuses = ['none', 'pending', 'credited', 'cancelled'] as const;
export type ReferralRewardStatus = (typeof referralRewardStatuses)[number];

/** How Refer & earn says each (a credited one shows its amount). */
export const referralRewardWords: Record<Exclude<ReferralRewardStatus, 'credited'>, string> = {
  none: 'waiting for a first payment',
  pending: 'reward pending: credited once their payment can no longer be refunded in full',
  cancelled: 'reward cancelled: their payment was refunded in full',
};
