// Refer & earn: one personal code per user, a referral recorded at sign-up through ?ref=, and the spec's
// reward rule: earned when the referred user pays for a service within 30 days of registering, credited once
// that payment can no longer be refunded in full: the consultation took place, the document order
// was approved, a premium plan has run 7 days, or part of it was kept when it was refunded. Until then it is
// pending; a full refund cancels it (another payment within the window may earn it again).
import { randomBytes } from 'node:crypto';
import {
  referralEndpoints,
  referralPlanDays,
  referralRewardPaise,
  referralWindowDays,
  type InputOf,
  type ReferralRewardStatus,
  type ReferralSummary,
} from '@contract';
import { inTransaction, type Db, type Trx } from '../db/connection';
import { newId } from '../db/ids';
import type { UserRow } from '../db/schema';
import { presentReferrals } from '../presenters/referral';
import type { Clock } from '../types';
import { notice, notify } from './notifications';
import { keysetPage, keysetRange } from './paging';
import { planPeriodStart } from './payments/period';
import { updatedAny } from '../db/updated';

const day = 24 * 3600_000;

/** A payment at `paidAt` of a user registered at `registeredAt` falls within the spec's 30 days. */
const withinWindow = (registeredAt: string, paidAt: string) => {
  const elapsed = Date.parse(paidAt) - Date.parse(registeredAt);
  return elapsed >= 0 && elapsed <= referralWindowDays * day;
};

// Crockford-like alphabet without look-alikes (0/O, 1/I/L) so codes read out loud survive.
const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function newCode(): string {
  return [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
}

export async function getOrCreateReferralCode(db: Db, userId: string, now: Date): Promise<string> {
  const existing = await db
    .selectFrom('referral_codes')
    .select('code')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (existing) return existing.code;
  const code = newCode();
  await db
    .insertInto('referral_codes')
    .values({ user_id: userId, code, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  // Another request may have created one first: read back what is stored.
  return (
    await db
      .selectFrom('referral_codes')
      .select('code')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).code;
}

/** Records who referred a new user; an unknown code or one's own code is ignored (sign-up still succeeds). */
export async function recordReferral(
  db: Db,
  code: string,
  referredUserId: string,
  at: Date,
): Promise<boolean> {
  const owner = await db
    .selectFrom('referral_codes')
    .select('user_id')
    .where('code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
  if (!owner || owner.user_id === referredUserId) return false;
  const result = await db
    .insertInto('referrals')
    .values({
      id: newId(),
      referrer_id: owner.user_id,
      referred_id: referredUserId,
      created_at: at.toISOString(),
      reward_paise: null,
      rewarded_at: null,
    })
    .onConflict((oc) => oc.column('referred_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * GET /api/referrals: the user's code and link, the total of their rewards, and a keyset page of the people who
 * joined through it (newest first) with where each reward stands: a fixed number of queries per page.
 */
export async function referralSummary(
  { db, clock }: { db: Db; clock: Clock },
  me: Pick<UserRow, 'id'>,
  { query }: InputOf<typeof referralEndpoints.summary>,
): Promise<ReferralSummary> {
  const code = await getOrCreateReferralCode(db, me.id, clock.now());
  const rows = await keysetRange(
    db
      .selectFrom('referrals')
      .innerJoin('users', 'users.id', 'referrals.referred_id')
      .select([
        'referrals.id',
        'users.name',
        'referrals.created_at',
        'referrals.reward_paise',
        'referrals.rewarded_at',
      ])
      .where('referrals.referrer_id', '=', me.id),
    ['referrals.created_at', 'referrals.id'],
    { direction: 'desc', take: query.limit + 1, cursor: query.cursor },
  ).execute();
  const page = keysetPage(rows, query.limit, (r) => ({ at: r.created_at, id: r.id }));
  const total = await db
    .selectFrom('referrals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('reward_paise'), eb.lit(0)).as('paise'))
    .where('referrer_id', '=', me.id)
    .executeTakeFirstOrThrow();
  // The payments of the page's referrals not rewarded yet, and whether each was refunded (a partial refund
  // credits at once).
  const waiting = page.rows.filter((r) => !r.rewarded_at).map((r) => r.id);
  const payments = waiting.length
    ? await db
        .selectFrom('referrals')
        .innerJoin('users', 'users.id', 'referrals.referred_id')
        .innerJoin('payments', 'payments.user_id', 'referrals.referred_id')
        .leftJoin('refunds', 'refunds.payment_id', 'payments.id')
        .select([
          'referrals.id',
          'users.created_at as registered_at',
          'payments.created_at as paid_at',
          'refunds.id as refund_id',
        ])
        .where('referrals.id', 'in', waiting)
        .execute()
    : [];
  const statusOf = (id: string, rewardedAt: string | null): ReferralRewardStatus => {
    if (rewardedAt) return 'credited';
    const paid = payments.filter((p) => p.id === id && withinWindow(p.registered_at, p.paid_at));
    if (paid.length === 0) return 'none';
    return paid.some((p) => !p.refund_id) ? 'pending' : 'cancelled';
  };
  return presentReferrals(
    code,
    page.rows.map((r) => ({ ...r, reward_status: statusOf(r.id, r.rewarded_at) })),
    { totalRewardPaise: Number(total.paise), nextCursor: page.nextCursor },
  );
}

/**
 * Credits the referrer once, when `paymentId` is a referred user's payment made within 30 days of registering
 * and not refunded in full; call it when that payment can no longer be refunded in full. Runs inside the
 * caller's transaction when given one. Returns the paise credited (0 if none).
 */
export async function creditReferralFor(db: Db | Trx, paymentId: string, at: Date): Promise<number> {
  const referral = await db
    .selectFrom('payments')
    .innerJoin('referrals', 'referrals.referred_id', 'payments.user_id')
    .innerJoin('users', 'users.id', 'payments.user_id')
    .select((eb) => [
      'referrals.id',
      'referrals.referrer_id',
      'users.name',
      'users.created_at as registered_at',
      'payments.created_at as paid_at',
      'payments.amount_paise',
      // Every refund of the payment (an admin's exceptions beside the policy's, migration 036).
      eb
        .selectFrom('refunds')
        .select((r) => r.fn.sum<number>('refunds.amount_paise').as('paise'))
        .whereRef('refunds.payment_id', '=', 'payments.id')
        .as('refunded_paise'),
    ])
    .where('payments.id', '=', paymentId)
    .where('referrals.rewarded_at', 'is', null)
    .executeTakeFirst();
  if (!referral || !withinWindow(referral.registered_at, referral.paid_at)) return 0;
  if (Number(referral.refunded_paise ?? 0) >= referral.amount_paise) return 0;
  // The reward and the referrer's notice land together.
  return inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('referrals')
      .set({ reward_paise: referralRewardPaise, rewarded_at: at.toISOString() })
      .where('id', '=', referral.id)
      .where('rewarded_at', 'is', null)
      .executeTakeFirst();
    if (!updatedAny(updated)) return 0;
    await notify(trx, at, {
      userId: referral.referrer_id,
      kind: 'referral',
      says: notice('notice_referral_reward', {
        name: referral.name,
        amount: `₹${referralRewardPaise / 100}/-`,
      }),
      link: '/dashboard/settings/refer-earn',
    });
    return referralRewardPaise;
  });
}

/** The payment of a consultation that took place, or of a document order the client approved. */
export async function creditReferralOfPurchase(
  db: Db | Trx,
  of: { bookingId: string } | { serviceOrderId: string },
  at: Date,
): Promise<void> {
  const payment = await db
    .selectFrom('payments')
    .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
    .select('payments.id')
    .where(
      'bookingId' in of ? 'payment_orders.booking_id' : 'payment_orders.service_order_id',
      '=',
      'bookingId' in of ? of.bookingId : of.serviceOrderId,
    )
    // The first one: a second payment of the same thing is given back whole.
    .orderBy('payments.created_at')
    .executeTakeFirst();
  if (payment) await creditReferralFor(db, payment.id, at);
}

/**
 * The sweep's part: referred users' premium plans that have run 7 days (cancelled later or not) credit their
 * reward. A paid period starts its 7 days within a year and a week of its payment (a renewal bought early
 * starts at the previous end), so older payments are not looked at again.
 */
export async function creditReferralsOfRunningPlans({ db, clock }: { db: Db; clock: Clock }): Promise<void> {
  const now = clock.now();
  const plans = await db
    .selectFrom('referrals')
    .innerJoin('subscriptions', 'subscriptions.user_id', 'referrals.referred_id')
    .innerJoin('payments', 'payments.id', 'subscriptions.payment_id')
    .select(['payments.id', 'subscriptions.plan', 'subscriptions.period_end', 'subscriptions.cancelled_at'])
    .where('referrals.rewarded_at', 'is', null)
    .where('payments.created_at', '<=', new Date(now.getTime() - referralPlanDays * day).toISOString())
    .where(
      'payments.created_at',
      '>=',
      new Date(now.getTime() - (366 + referralPlanDays) * day).toISOString(),
    )
    .execute();
  for (const plan of plans) {
    const ranUntil = plan.cancelled_at ? Date.parse(plan.cancelled_at) : now.getTime();
    if (ranUntil - planPeriodStart(plan) >= referralPlanDays * day) await creditReferralFor(db, plan.id, now);
  }
}
