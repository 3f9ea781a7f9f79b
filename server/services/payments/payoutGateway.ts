// The payout port (what the earnings use cases need of a payout rail) and its offline demo adapter;
// RazorpayX (razorpayx.ts) is the real one.

/** The payout rail: verifies an account (penny drop) and sends a payout, idempotent on `idempotencyKey`. */
export interface PayoutGateway {
  name: string;
  verifyAccount(account: PayoutDestination): Promise<{ verified: boolean }>;
  payout(input: {
    idempotencyKey: string;
    amountPaise: number;
    account: PayoutDestination;
    /** Our payout id, for the gateway's reference. */
    reference: string;
  }): Promise<{ gatewayPayoutId: string; status: 'paid' | 'processing' | 'failed'; failure?: string }>;
  /** Where a payout the gateway took stands now (a gateway that answers later, e.g. RazorpayX). */
  status?(gatewayPayoutId: string): Promise<{ status: 'paid' | 'processing' | 'failed'; failure?: string }>;
}

export type PayoutDestination =
  | { kind: 'bank'; holderName: string; ifsc: string; accountNumber: string }
  | { kind: 'upi'; holderName: string; upiId: string };

/**
 * The demo rail (demo mode, and tests): a penny drop that fails for account numbers ending in 0000 (or UPI ids
 * starting with 'fail'), and payouts that settle at once.
 */
export const demoPayoutGateway: PayoutGateway = {
  name: 'demo',
  async verifyAccount(account) {
    return {
      verified:
        account.kind === 'bank' ? !account.accountNumber.endsWith('0000') : !account.upiId.startsWith('fail'),
    };
  },
  async payout({ idempotencyKey }) {
    return { gatewayPayoutId: `demo_pout_${idempotencyKey}`, status: 'paid' };
  },
};
