// A lawyer's earnings, one use case per file. The rules: money.ts (the arithmetic), sources.ts and ledger.ts
// (the ledger, read from payments and refunds), tds.ts (TDS under 194-O), balance.ts, and the payout run
// (runPayouts.ts, sendPayout.ts, settlePayout.ts).
export { payoutDepsOf, type EarningsDeps, type PayoutDeps } from './common';
export { earningsOf } from './earningsReply';
export { ledgerOf } from './ledger';
export { percentOf, splitGross, type LineAmounts } from './money';
export { savePan } from './pan';
export { payoutAccountOf, savePayoutAccount } from './payoutAccount';
export { payoutsDue, payoutsOf } from './payoutLists';
export { retryPayout } from './retryPayout';
export { maxPayoutAttempts, runPayouts } from './runPayouts';
export { sendPayout } from './sendPayout';
export { settlePayout } from './settlePayout';
export { earningsStatementFile } from './statement';
