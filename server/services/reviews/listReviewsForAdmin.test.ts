// The admins' moderation list costs the same number of SQL statements for one review as for a hundred (lawyers
// and reports read in one batch), and each tab is paged by keyset: nothing repeated or skipped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { addClient, addLawyer } from '../../test/bookingPeople';
import { createTestApp, type TestApp } from '../../test/harness';
import { countingDb } from '../../test/statements';
import { listReviewsForAdmin } from './listReviewsForAdmin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** `n` reviews of new lawyers, a minute apart, each reported once (and hidden when `hidden`); answers their ids. */
async function reviews(n: number, hidden = false, year = 2030): Promise<string[]> {
  const client = await addClient(t, 'Reviewing Client');
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const lawyer = await addLawyer(t);
    const at = new Date(Date.UTC(year, 0, 1, 0, i)).toISOString();
    const id = newId();
    await t.db
      .insertInto('reviews')
      .values({
        id,
        booking_id: null,
        lawyer_id: lawyer.id,
        client_id: client.id,
        stars: 1,
        text: `Review ${i}`,
        recommend: null,
        created_at: at,
        hidden_at: hidden ? at : null,
      })
      .execute();
    await t.db
      .insertInto('review_reports')
      .values({ id: newId(), review_id: id, reporter_id: lawyer.id, reason: `Report ${i}`, created_at: at })
      .execute();
    ids.push(id);
  }
  return ids;
}

async function counted(query: {
  status: 'reported' | 'hidden';
  limit: number;
  cursor?: { at: string; id: string };
}) {
  const counting = countingDb(t.db);
  const me = { id: 'admin', role: 'admin' as const };
  const page = await listReviewsForAdmin({ db: counting.db, clock: t.deps.clock }, me, { query });
  return { statements: counting.statements, page };
}

describe('the review moderation list', () => {
  it('runs as many statements for 100 hidden reviews as for 1, each with its lawyer and reports', async () => {
    await reviews(1, true);
    const one = await counted({ status: 'hidden', limit: 100 });
    await reviews(99, true);
    const hundred = await counted({ status: 'hidden', limit: 100 });
    expect(one.page.items).toHaveLength(1);
    expect(hundred.page.items).toHaveLength(100);
    expect(hundred.page.items.every((r) => r.lawyer.name !== '' && r.reports.length === 1)).toBe(true);
    expect(hundred.statements).toBe(one.statements);
  });

  it('pages the reported tab newest first, each review once', async () => {
    const ids = await reviews(25, false, 2031);
    const first = await counted({ status: 'reported', limit: 20 });
    const last = first.page.items[19]!;
    const second = await counted({
      status: 'reported',
      limit: 20,
      cursor: { at: last.createdAt, id: last._id },
    });
    // The hidden reviews of the test above have open reports too: older, they come after these.
    const shown = [...first.page.items, ...second.page.items].map((r) => r._id);
    expect(shown.slice(0, 25)).toEqual([...ids].reverse());
    expect(new Set(shown).size).toBe(shown.length);
  });
});
