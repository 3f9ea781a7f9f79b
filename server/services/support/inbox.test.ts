// The admins' inbox and a message with its replies cost the same number of SQL statements whatever their
// length: one UNION ALL for a page of both kinds; the message, then its replies in one more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { addClient } from '../../test/bookingPeople';
import { createTestApp, type TestApp } from '../../test/harness';
import { countingDb } from '../../test/statements';
import { getMessage } from './get';
import { listInbox } from './inbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

let minute = 0;
const at = () => new Date(Date.UTC(2031, 0, 1, 0, minute++)).toISOString();

/** `n` tickets and `n` contact messages, the first ticket with `n` replies; its id. */
async function messages(n: number): Promise<string> {
  const { id: userId } = await addClient(t, `Writer of ${n}`);
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = newId();
    ids.push(id);
    await t.db
      .insertInto('support_tickets')
      .values({
        id,
        user_id: userId,
        subject: `S${i}`,
        message: 'Please help.',
        status: 'new',
        created_at: at(),
      })
      .execute();
    await t.db
      .insertInto('contact_messages')
      .values({
        id: newId(),
        name: 'V',
        email: 'v@example.in',
        topic: 'Clients',
        message: 'Hello there',
        created_at: at(),
      })
      .execute();
    await t.db
      .insertInto('support_replies')
      .values({
        id: newId(),
        ticket_id: ids[0]!,
        contact_message_id: null,
        author_ref: null,
        body: `R${i}`,
        created_at: at(),
      })
      .execute();
  }
  return ids[0]!;
}

async function counted<R>(run: (db: TestApp['db']) => Promise<R>) {
  const counting = countingDb(t.db);
  const result = await run(counting.db);
  return { statements: counting.statements, result };
}

describe('the support inbox', () => {
  it('reads a page, and a message with its replies, in as many statements for 50 of each as for 1', async () => {
    const page = (db: TestApp['db']) => listInbox({ db }, { query: { limit: 100 } });
    const one = await messages(1);
    const small = await counted(page);
    const fifty = await messages(50);
    const large = await counted(page);
    expect(small.result.items).toHaveLength(2);
    expect(large.result.items).toHaveLength(100);
    // (The counter also counts the subqueries built into a statement: what matters is that it does not grow.)
    expect(large.statements).toBe(small.statements);

    const got = (id: string) => (db: TestApp['db']) => getMessage({ db }, { params: { id } });
    const a = await counted(got(one));
    const b = await counted(got(fifty));
    expect(a.result.replies).toHaveLength(1);
    expect(b.result.replies.map((r) => r.body)).toEqual(Array.from({ length: 50 }, (_, i) => `R${i}`));
    expect(b.statements).toBe(a.statements);
  });
});
