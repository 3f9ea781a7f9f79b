import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralRewardPaise, referralSummarySchema } from '@contract';
import { createTestApp, type TestApp } from '../test/harness';
import { creditReferralOnPayment } from './referrals';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const password = 'Nyaya#Setu2024';
let n = 0;
const day = 24 * 3600_000;

async function signUp(referralCode?: string) {
  const email = `ref${++n}.${Date.now()}@example.in`;
  expect(
    (await t.api.post('/api/register', { email, password, role: 'consumer', referralCode })).status,
  ).toBe(201);
  const { token } = (await t.api.post<{ token: string }>('/api/login', { email, password })).body;
  const user = await t.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { token, user };
}

const summary = async (token: string) =>
  referralSummarySchema.parse((await t.api.get('/api/referrals', { token })).body);

describe('refer & earn', () => {
  it('gives a personal code and link, records sign-ups through it, rewards a payment within 30 days once', async () => {
    const referrer = await signUp();
    const mine = await summary(referrer.token);
    expect(mine.link).toBe(`/account-creation/consumer?ref=${mine.code}`);
    expect((await summary(referrer.token)).code).toBe(mine.code);

    const friend = await signUp(mine.code.toLowerCase());
    const late = await signUp(mine.code);
    await signUp('NOSUCHCODE'); // ignored, sign-up still works
    const listed = await summary(referrer.token);
    expect(listed.referrals.map((r) => r._id)).toHaveLength(2);
    expect(listed.totalRewardPaise).toBe(0);

    const registered = new Date(friend.user.created_at).getTime();
    expect(await creditReferralOnPayment(t.db, friend.user.id, new Date(registered + 29 * day))).toBe(
      referralRewardPaise,
    );
    // Only once.
    expect(await creditReferralOnPayment(t.db, friend.user.id, new Date(registered + 29 * day + 1000))).toBe(
      0,
    );
    // Outside the 30 days: nothing.
    const lateRegistered = new Date(late.user.created_at).getTime();
    expect(await creditReferralOnPayment(t.db, late.user.id, new Date(lateRegistered + 31 * day))).toBe(0);
    // A payer nobody referred: nothing.
    expect(await creditReferralOnPayment(t.db, referrer.user.id, new Date())).toBe(0);

    const after = await summary(referrer.token);
    expect(after.totalRewardPaise).toBe(referralRewardPaise);
    const note = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', referrer.user.id)
      .where('kind', '=', 'referral')
      .execute();
    expect(note).toHaveLength(1);
    // The friend does not see the referrer's list.
    expect((await summary(friend.token)).referrals).toEqual([]);
    expect((await t.api.get('/api/referrals')).status).toBe(401);
  });

  it('ignores a user referring themselves', async () => {
    const me = await signUp();
    const { code } = await summary(me.token);
    const { recordReferral } = await import('./referrals');
    expect(await recordReferral(t.db, code, me.user.id, t.deps.clock.now())).toBe(false);
  });
});
