// The sessions list costs the same number of SQL statements for one live session as for a hundred, and pages
// most recently used first, each session once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../db/ids';
import { addClient } from '../test/bookingPeople';
import { createTestApp, type TestApp } from '../test/harness';
import { countingDb } from '../test/statements';
import { mySessions } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** A user with `n` live sessions, used a minute apart (created just now, so none has expired). */
async function userWithSessions(n: number): Promise<string> {
  const { id } = await addClient(t, `Devices ${n}`);
  // addClient's own token is a session too: it is ended, so the list holds exactly the `n` made here.
  await t.db
    .updateTable('sessions')
    .set({ revoked_at: new Date().toISOString() })
    .where('user_id', '=', id)
    .execute();
  const now = t.deps.clock.now().getTime();
  for (let i = 0; i < n; i++) {
    await t.db
      .insertInto('sessions')
      .values({
        id: newId(),
        user_id: id,
        created_at: new Date(now - 60_000).toISOString(),
        last_seen_at: new Date(now - 60_000 * (n - i)).toISOString(),
        revoked_at: null,
        user_agent: `Agent ${i}`,
      })
      .execute();
  }
  return id;
}

async function counted(id: string, query: { limit: number; cursor?: { at: string; id: string } }) {
  const counting = countingDb(t.db);
  const page = await mySessions({ db: counting.db, clock: t.deps.clock }, { id }, undefined, { query });
  return { statements: counting.statements, page };
}

describe('the sessions list', () => {
  it('runs as many statements for 100 sessions as for 1', async () => {
    const one = await counted(await userWithSessions(1), { limit: 100 });
    const hundred = await counted(await userWithSessions(100), { limit: 100 });
    expect(one.page.items).toHaveLength(1);
    expect(hundred.page.items).toHaveLength(100);
    expect(hundred.statements).toBe(one.statements);
  });

  it('pages most recently used first, each session once', async () => {
    const id = await userWithSessions(25);
    const first = await counted(id, { limit: 20 });
    const last = first.page.items[19]!;
    const second = await counted(id, { limit: 20, cursor: { at: last.lastSeenAt, id: last._id } });
    expect(second.page.items).toHaveLength(5);
    expect(second.page.nextCursor).toBeNull();
    const seen = [...first.page.items, ...second.page.items].map((s) => s.lastSeenAt);
    expect(new Set(seen).size).toBe(25);
    expect(seen).toEqual([...seen].sort().reverse());
  });
});
