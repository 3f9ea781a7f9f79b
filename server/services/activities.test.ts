// Activities cost the same number of SQL statements for one row as for a hundred, and come a keyset page at a
// time in the order asked: each row once across pages, nothing skipped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activitySorts } from '@contract';
import { newId } from '../db/ids';
import { addClient, type Person } from '../test/bookingPeople';
import { createTestApp, type TestApp } from '../test/harness';
import { activitiesOf } from './activities';
import { countingDb } from '../test/statements';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** A client with `n` uploaded documents (each an activity), two a minute. */
async function clientWithDocuments(n: number): Promise<Person> {
  const client = await addClient(t);
  for (let i = 0; i < n; i++)
    await t.db
      .insertInto('documents')
      .values({
        id: newId(),
        user_id: client.id,
        original_name: `deed-${i}.pdf`,
        stored_name: newId(),
        mime: 'application/pdf',
        size: 10,
        description: '',
        pin_hash: null,
        pin_failures: 0,
        pin_locked_until: null,
        shared_with: null,
        deleted_at: null,
        created_at: new Date(Date.UTC(2030, 0, 1, 0, Math.floor(i / 2))).toISOString(),
      })
      .execute();
  return client;
}

/** The statements one call runs, and its page. */
async function counted(
  who: Person,
  query: { limit: number; cursor?: { at: string; id: string }; sort?: (typeof activitySorts)[number] },
) {
  const counting = countingDb(t.db);
  const page = await activitiesOf(
    { db: counting.db, clock: t.deps.clock },
    { id: who.id },
    { query: { period: 'All Data', sort: 'By date', q: '', ...query } },
  );
  return { statements: counting.statements, page };
}

describe('activities', () => {
  it('run as many statements for 100 rows as for 1', async () => {
    const one = await counted(await clientWithDocuments(1), { limit: 100 });
    const hundred = await counted(await clientWithDocuments(100), { limit: 100 });
    expect(one.page.rows).toHaveLength(1);
    expect(hundred.page.rows).toHaveLength(100);
    expect(hundred.statements).toBe(one.statements);
  });

  it.each(activitySorts)(
    '%s: pages follow each other, each row once, in the order of one whole list',
    async (sort) => {
      const who = await clientWithDocuments(45);
      const whole = (await counted(who, { limit: 100, sort })).page;
      expect(whole.nextCursor).toBeNull();
      const seen = [];
      let cursor: { at: string; id: string } | undefined;
      for (let pages = 0; pages < 3; pages++) {
        const { page } = await counted(who, { limit: 20, cursor, sort });
        seen.push(...page.rows);
        if (!page.nextCursor) break;
        const last = page.rows.at(-1)!;
        cursor = { at: last.date, id: last._id };
      }
      expect(seen.map((a) => a._id)).toEqual(whole.rows.map((a) => a._id));
      expect(new Set(seen.map((a) => a._id)).size).toBe(45);
    },
  );
});
