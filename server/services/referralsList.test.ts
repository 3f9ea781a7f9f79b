// Refer & earn costs the same number of SQL statements for one person referred as for a hundred, and pages
// them newest first, each once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../db/ids';
import { addClient } from '../test/bookingPeople';
import { createTestApp, type TestApp } from '../test/harness';
import { countingDb } from '../test/statements';
import { referralSummary } from './referrals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** A referrer with `n` people referred, a minute apart, every other one rewarded ₹50; answers the referrer. */
async function referrerOf(n: number): Promise<string> {
  const { id } = await addClient(t, `Referrer of ${n}`);
  for (let i = 0; i < n; i++) {
    const friend = await addClient(t, `Friend ${i}`);
    const at = new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString();
    await t.db
      .insertInto('referrals')
      .values({
        id: newId(),
        referrer_id: id,
        referred_id: friend.id,
        created_at: at,
        reward_paise: i % 2 ? 5000 : null,
        rewarded_at: i % 2 ? at : null,
      })
      .execute();
  }
  return id;
}

async function counted(id: string, query: { limit: number; cursor?: { at: string; id: string } }) {
  const counting = countingDb(t.db);
  const page = await referralSummary({ db: counting.db, clock: t.deps.clock }, { id }, { query });
  return { statements: counting.statements, page };
}

describe('the referrals list', () => {
  it('runs as many statements for 100 people referred as for 1', async () => {
    const oneId = await referrerOf(1);
    await counted(oneId, { limit: 100 }); // the referral code is made on the first call
    const one = await counted(oneId, { limit: 100 });
    const hundredId = await referrerOf(100);
    await counted(hundredId, { limit: 100 });
    const hundred = await counted(hundredId, { limit: 100 });
    expect(one.page.items).toHaveLength(1);
    expect(hundred.page.items).toHaveLength(100);
    expect(hundred.page.totalRewardPaise).toBe(50 * 5000);
    expect(hundred.statements).toBe(one.statements);
  });

  it('pages newest first, each person once, the total over them all', async () => {
    const id = await referrerOf(25);
    const first = await counted(id, { limit: 20 });
    const last = first.page.items[19]!;
    const second = await counted(id, { limit: 20, cursor: { at: last.joinedAt, id: last._id } });
    expect(second.page.nextCursor).toBeNull();
    expect(first.page.totalRewardPaise).toBe(12 * 5000);
    const names = [...first.page.items, ...second.page.items].map((r) => r.name);
    expect(names).toEqual(Array.from({ length: 25 }, (_, i) => `Friend ${24 - i}`));
  });
});
