// The tickets list costs the same number of SQL statements for one ticket as for a hundred.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { addClient } from '../../test/bookingPeople';
import { createTestApp, type TestApp } from '../../test/harness';
import { countingDb } from '../../test/statements';
import { myTickets } from './myTickets';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

async function userWithTickets(n: number): Promise<string> {
  const { id } = await addClient(t, `Writer of ${n}`);
  for (let i = 0; i < n; i++) {
    const at = new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString();
    await t.db
      .insertInto('support_tickets')
      .values({
        id: newId(),
        user_id: id,
        subject: `S${i}`,
        message: 'Please help me.',
        status: 'new',
        created_at: at,
      })
      .execute();
  }
  return id;
}

async function counted(id: string, query: { limit: number; cursor?: { at: string; id: string } }) {
  const counting = countingDb(t.db);
  const page = await myTickets({ db: counting.db }, { id }, { query });
  return { statements: counting.statements, page };
}

describe('the support tickets list', () => {
  it('runs as many statements for 100 tickets as for 1', async () => {
    const one = await counted(await userWithTickets(1), { limit: 100 });
    const hundred = await counted(await userWithTickets(100), { limit: 100 });
    expect(one.page.items).toHaveLength(1);
    expect(hundred.page.items).toHaveLength(100);
    expect(hundred.statements).toBe(one.statements);
  });

  it('pages newest first, each ticket once', async () => {
    const id = await userWithTickets(25);
    const first = await counted(id, { limit: 20 });
    const last = first.page.items[19]!;
    const second = await counted(id, { limit: 20, cursor: { at: last.createdAt, id: last._id } });
    expect(second.page.nextCursor).toBeNull();
    const subjects = [...first.page.items, ...second.page.items].map((i) => i.subject);
    expect(subjects).toEqual(Array.from({ length: 25 }, (_, i) => `S${24 - i}`));
  });
});
