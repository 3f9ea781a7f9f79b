// Cancelling premium: what it would give back (shown before confirming), and the cancel itself, which queues
// the pro-rata refunds inside its transaction.
import type { Db } from '../../db/connection';
import { updatedAny } from '../../db/updated';
import { notFound } from '../../errors';
import { queueRefund } from '../refunds';
import { runningSubscriptions, unusedPlanPaise } from './subscriptions';

/** What cancelling premium now would give back (shown before confirming). */
export async function refundOnCancelPaise(db: Db, userId: string, now: Date): Promise<number> {
  return (await runningSubscriptions(db, userId, now)).reduce(
    (sum, s) => sum + unusedPlanPaise(s, s.amount_paise, now),
    0,
  );
}

/** Cancels premium now and queues the pro-rata refunds; answers their ids, to be sent after the commit. */
export async function cancelSubscription(db: Db, userId: string, now: Date): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const running = await runningSubscriptions(trx, userId, now);
    if (running.length === 0) throw notFound('premium_none_to_cancel');
    const refundIds: string[] = [];
    for (const sub of running) {
      const changed = await trx
        .updateTable('subscriptions')
        .set({ cancelled_at: now.toISOString() })
        .where('id', '=', sub.id)
        .where('cancelled_at', 'is', null)
        .executeTakeFirst();
      if (!updatedAny(changed)) continue; // a parallel cancel got here first
      const id = await queueRefund(
        trx,
        {
          paymentId: sub.payment_id,
          bookingId: null,
          reason: 'plan_cancelled',
          amountPaise: unusedPlanPaise(sub, sub.amount_paise, now),
        },
        now,
      );
      if (id) refundIds.push(id);
    }
    return refundIds;
  });
}
