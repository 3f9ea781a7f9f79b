// The premium rule and its queries: which paid periods are live, the running one of a member, and what part of
// a paid period is still unused (given back when premium is cancelled).
import type { PlanId } from '@contract';
import type { Db, Trx } from '../../db/connection';
import { preparedQuery } from '../../db/prepared';
import { planPeriodStart } from './period';

/** The one premium rule: paid periods live at `at` (not cancelled, not yet ended); callers pick the members. */
export const liveSubscriptions = (db: Db, at: string) =>
  db.selectFrom('subscriptions').where('cancelled_at', 'is', null).where('period_end', '>', at);

export async function activeSubscription(db: Db | Trx, userId: string, now: Date) {
  const [row] = await latestLiveSubscription(db, { userId, at: now.toISOString() });
  return row;
}

// Prepared (built once): every signed-in user's own profile and every booking's allowance ask it.
const latestLiveSubscription = preparedQuery((db: Db, { userId, at }: { userId: string; at: string }) =>
  liveSubscriptions(db, at).selectAll().where('user_id', '=', userId).orderBy('period_end', 'desc').limit(1),
);

/** For other features enforcing premium benefits (unlimited consultations, highlighted profile). */
export async function isPremium(db: Db, userId: string, now: Date): Promise<boolean> {
  return !!(await activeSubscription(db, userId, now));
}

/**
 * Premium is cancelled at once (the spec: cancellation is immediate); the unused part of each paid period
 * still ahead goes back pro rata, through the refund service. One paid period runs `months` up to its end
 * (a renewal bought early starts where the previous one ends).
 */
export function unusedPlanPaise(
  sub: { plan: PlanId; period_end: string },
  paidPaise: number,
  now: Date,
): number {
  const end = Date.parse(sub.period_end);
  const start = planPeriodStart(sub);
  const unused = end - Math.max(now.getTime(), start);
  if (unused <= 0) return 0;
  return Math.floor((paidPaise * unused) / (end - start));
}

/** A member's paid periods not cancelled and not yet ended, with what each one cost. */
export async function runningSubscriptions(db: Db | Trx, userId: string, now: Date) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('payments', 'payments.id', 'subscriptions.payment_id')
    .select([
      'subscriptions.id',
      'subscriptions.plan',
      'subscriptions.period_end',
      'subscriptions.payment_id',
      'payments.amount_paise',
    ])
    .where('subscriptions.user_id', '=', userId)
    .where('subscriptions.cancelled_at', 'is', null)
    .where('subscriptions.period_end', '>', now.toISOString())
    .execute();
}
