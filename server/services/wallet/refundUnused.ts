// Refunding the whole unused balance on the client's request: back to the top-up payments it came from, newest
// first, through the one refund service (each capped at what its payment has left), the wallet debited by what
// was queued in the same transaction. The refunds go to the gateway after the commit.
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { conflict } from '../../errors';
import { queueRefund } from '../refunds';
import { assertWalletOwner } from './access';
import { lockedWallet, moveBalance } from './ledger';

export interface QueuedWalletRefund {
  refundIds: string[];
  refundedPaise: number;
  balancePaise: number;
}

export async function refundUnusedBalance(db: Db, me: UserRow, now: Date): Promise<QueuedWalletRefund> {
  assertWalletOwner(me);
  return inTransaction(db, async (trx) => {
    // The wallet's lock first, then each payment's (queueRefund): charges wait until the refund commits.
    const balance = (await lockedWallet(trx, me.id))?.balance_paise ?? 0;
    if (balance <= 0) throw conflict('wallet_empty');
    const topUps = await trx
      .selectFrom('payments')
      .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
      .select('payments.id')
      .where('payments.user_id', '=', me.id)
      .where('payment_orders.purpose', '=', 'wallet_topup')
      .orderBy('payments.created_at', 'desc')
      .orderBy('payments.id', 'desc')
      .execute();
    let left = balance;
    const refundIds: string[] = [];
    for (const { id: paymentId } of topUps) {
      if (left <= 0) break;
      const refundId = await queueRefund(
        trx,
        { paymentId, bookingId: null, reason: 'wallet_unused', amountPaise: left, kind: 'wallet' },
        now,
      );
      if (!refundId) continue; // that payment is refunded in full already
      const { amount_paise } = await trx
        .selectFrom('refunds')
        .select('amount_paise')
        .where('id', '=', refundId)
        .executeTakeFirstOrThrow();
      await moveBalance(
        trx,
        {
          userId: me.id,
          kind: 'refund',
          amountPaise: -amount_paise,
          description: 'Refund of unused balance',
          refundId,
        },
        now,
      );
      left -= amount_paise;
      refundIds.push(refundId);
    }
    // Only an admin's refund of a top-up outside the wallet could leave balance without a payment to return to.
    if (!refundIds.length) throw conflict('wallet_empty');
    return { refundIds, refundedPaise: balance - left, balancePaise: left };
  });
}
