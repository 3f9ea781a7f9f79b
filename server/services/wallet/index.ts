// The client's wallet (#58): top-ups credited once per payment, charges of instant consultations that never
// take the balance below zero, the unused balance refunded to the payments it came from.
export { assertWalletOwner } from './access';
export { announceBalance, type PushToUser } from './announce';
export { walletBalancePaise } from './balance';
export { chargeWallet } from './charge';
export { creditTopUp } from './credit';
export { readWallet } from './readWallet';
export { issueReceipt, receiptDocument } from './receipts';
export { refundUnusedBalance, type QueuedWalletRefund } from './refundUnused';
export { createTopUp } from './topUp';
