// The zod-free part of wallet.ts (which re-exports it): the top-up amounts and the entries' kinds. The wallet
// screen imports these as `@contract/walletTerms`, so its first load carries no schemas (or zod).

/** The only amounts a wallet is topped up by: ₹200, ₹500, ₹1,000 and ₹2,000. */
export const walletTopUpAmountsPaise = [20000, 50000, 100000, 200000] as const;
export type WalletTopUpAmount = (typeof walletTopUpAmountsPaise)[number];

export const walletEntryKinds = ['top_up', 'charge', 'refund'] as const;
