// The referral window, zod-free (account.ts re-exports it; Refer & earn imports it as `@contract/referrals`).

/** Days after registering within which the referred user's paid service earns the reward (the spec's rule). */
export const referralWindowDays = 30;
