// Refer & earn: one personal code per user, a referral recorded at sign-up through ?ref=, and the spec's
// reward rule: credited when the referred user pays for a service within 30 days of registering.
import { randomBytes } from 'node:crypto';
import { referralRewardPaise, referralWindowDays, type ReferralSummary } from '@contract';
import { inTransaction, type Db, type Trx } from '../db/connection';
import { newId } from '../db/ids';
import type { UserRow } from '../db/schema';
import { presentReferrals } from '../presenters/referral';
import type { Clock } from '../types';
import { notify } from './notifications';
import { updatedAny } from '../db/updated';

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

/** GET /api/referrals: the user's code and link, the people who joined through it and what each earned. */
export async function referralSummary(
  { db, clock }: { db: Db; clock: Clock },
  me: Pick<UserRow, 'id'>,
): Promise<ReferralSummary> {
  const code = await getOrCreateReferralCode(db, me.id, clock.now());
  const rows = await db
    .selectFrom('referrals')
    .innerJoin('users', 'users.id', 'referrals.referred_id')
    .select([
      'referrals.id',
      'users.name',
      'referrals.created_at',
      'referrals.reward_paise',
      'referrals.rewarded_at',
    ])
    .where('referrals.referrer_id', '=', me.id)
    .orderBy('referrals.created_at', 'desc')
    .execute();
  return presentReferrals(code, rows);
}

/**
 * For the payments feature, inside the payment's transaction: `payerUserId` has paid for a service at `paidAt`.
 * Credits the referrer once, only if the payment falls within 30 days of the payer's registration. Returns the
 * paise credited (0 if none).
 */
export async function creditReferralOnPayment(
  db: Db | Trx,
  payerUserId: string,
  paidAt: Date,
): Promise<number> {
  const referral = await db
    .selectFrom('referrals')
    .innerJoin('users', 'users.id', 'referrals.referred_id')
    .select(['referrals.id', 'referrals.referrer_id', 'users.created_at as registeredAt', 'users.name'])
    .where('referrals.referred_id', '=', payerUserId)
    .where('referrals.rewarded_at', 'is', null)
    .executeTakeFirst();
  if (!referral) return 0;
  const elapsed = paidAt.getTime() - new Date(referral.registeredAt).getTime();
  if (elapsed < 0 || elapsed > referralWindowDays * 24 * 3600_000) return 0;
  // The reward and the referrer's notice land together.
  return inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('referrals')
      .set({ reward_paise: referralRewardPaise, rewarded_at: paidAt.toISOString() })
      .where('id', '=', referral.id)
      .where('rewarded_at', 'is', null)
      .executeTakeFirst();
    if (!updatedAny(updated)) return 0;
    await notify(trx, paidAt, {
      userId: referral.referrer_id,
      kind: 'referral',
      message: `${referral.name} made their first payment: you earned ₹${referralRewardPaise / 100}/- for referring them.`,
      link: '/dashboard/settings/refer-earn',
    });
    return referralRewardPaise;
  });
}
