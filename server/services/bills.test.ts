// Bills & Payments cost the same number of SQL statements for one engagement as for a hundred (each with its own
// lawyer: their privacy settings come with the booking rows), page the engagements by keyset without gaps or
// repeats, and still count every engagement in the cards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../db/ids';
import { addClient, addLawyer, type Person } from '../test/bookingPeople';
import { createTestApp, type TestApp } from '../test/harness';
import { billsOf } from './bills';
import { countingDb } from '../test/statements';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** A client with `n` unpaid ₹500 consultations, each with a lawyer of its own, two a day. */
async function clientWithBookings(n: number): Promise<Person> {
  const client = await addClient(t);
  for (let i = 0; i < n; i++) {
    const lawyer = await addLawyer(t);
    const date = new Date(Date.UTC(2030, 0, 1 + Math.floor(i / 2))).toISOString().slice(0, 10);
    const at = `${date}T04:30:00.000Z`;
    await t.db
      .insertInto('bookings')
      .values({
        id: newId(),
        client_id: client.id,
        lawyer_id: lawyer.id,
        date,
        slot: '10:00',
        start_at: at,
        end_at: `${date}T05:00:00.000Z`,
        minutes: 30,
        mode: 'video',
        topic: 'Lease review',
        price_paise: 50000,
        status: 'awaiting_payment',
        paid_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
  return client;
}

/** The statements one call runs, and its reply. */
async function counted(who: Person, query: { limit: number; cursor?: { at: string; id: string } }) {
  const counting = countingDb(t.db);
  const bills = await billsOf(
    { db: counting.db, clock: t.deps.clock },
    { id: who.id, email: 'client@example.in', role: 'consumer' },
    { query: { period: 'All Data', q: '', ...query } },
  );
  return { statements: counting.statements, bills };
}

describe('Bills & Payments', () => {
  it('run as many statements for 100 engagements with 100 lawyers as for 1', async () => {
    const one = await counted(await clientWithBookings(1), { limit: 100 });
    const hundred = await counted(await clientWithBookings(100), { limit: 100 });
    expect(one.bills.engagements).toHaveLength(1);
    expect(hundred.bills.engagements).toHaveLength(100);
    expect(hundred.bills.summary.totalExperts).toBe(100);
    expect(hundred.statements).toBe(one.statements);
  });

  it('page the engagements newest first, each once, while the cards count them all', async () => {
    const who = await clientWithBookings(45);
    const whole = (await counted(who, { limit: 100 })).bills;
    const seen = [];
    let cursor: { at: string; id: string } | undefined;
    for (let pages = 0; pages < 3; pages++) {
      const { bills } = await counted(who, { limit: 20, cursor });
      expect(bills.summary).toEqual({
        totalSpendingsPaise: 0,
        pendingPayments: 45,
        amountToBePaidPaise: 45 * 50000,
        totalExperts: 45,
      });
      seen.push(...bills.engagements);
      if (!bills.nextCursor) break;
      const last = bills.engagements.at(-1)!;
      cursor = { at: `${last.date}T00:00:00.000Z`, id: last._id };
    }
    expect(seen.map((e) => e._id)).toEqual(whole.engagements.map((e) => e._id));
    expect(new Set(seen.map((e) => e._id)).size).toBe(45);
  });
});
