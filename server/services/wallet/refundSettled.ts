// A refund of (part of) an advance into the wallet, processed by the gateway: the client is told; there is no
// credit note, as the advance was never invoiced (refunds.ts settles it here inside its transaction).
import { formatRupees } from '@contract';
import type { Trx } from '../../db/connection';
import { notice, notify } from '../notifications';

export async function settleAdvanceRefund(
  trx: Trx,
  refund: { user_id: string; amount_paise: number },
  now: Date,
): Promise<true> {
  await notify(trx, now, {
    userId: refund.user_id,
    kind: 'payment',
    says: notice('notice_wallet_refund_processed', { amount: formatRupees(refund.amount_paise) }),
    link: '/dashboard/wallet',
  });
  return true;
}
