// Admins' payouts due cost the same number of SQL statements for one lawyer owed as for a hundred (balances,
// names and accounts are read for all lawyers at once); payout lists come a keyset page at a time, newest first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import {
  addClient,
  addLawyer,
  bookAndPay,
  pastFreeFirstConsultation,
  type Person,
} from '../../test/bookingPeople';
import { testClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import type { UserRow } from '../../db/schema';
import { payoutsDue, payoutsOf } from '.';
import { countingDb } from '../../test/statements';

let t: TestApp;
/** The paid, completed booking of the first lawyer owed, copied to each other lawyer owed. */
let earned: string;
beforeAll(async () => {
  t = await createTestApp({ clock: testClock(Date.parse('2030-01-07T04:00:00Z')), seed: false });
  const lawyer = await addLawyer(t);
  const client = await addClient(t);
  await pastFreeFirstConsultation(t, client, lawyer);
  const paid = await bookAndPay(t, client, { lawyerId: lawyer.id, date: '2030-01-08', slot: '10:00' });
  await t.db.updateTable('bookings').set({ status: 'completed' }).where('id', '=', paid.body._id).execute();
  earned = paid.body._id;
});
afterAll(() => t.close());

/** A new lawyer who earned what the first one did (a copy of its paid booking, order and payment). */
async function owedLawyer(): Promise<Person> {
  const lawyer = await addLawyer(t);
  const booking = await t.db
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', earned)
    .executeTakeFirstOrThrow();
  const order = await t.db
    .selectFrom('payment_orders')
    .selectAll()
    .where('booking_id', '=', earned)
    .executeTakeFirstOrThrow();
  const payment = await t.db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow();
  const ids = { booking: newId(), order: newId(), payment: newId() };
  await t.db
    .insertInto('bookings')
    .values({ ...booking, id: ids.booking, lawyer_id: lawyer.id })
    .execute();
  await t.db
    .insertInto('payment_orders')
    .values({ ...order, id: ids.order, booking_id: ids.booking, gateway_order_id: ids.order })
    .execute();
  await t.db
    .insertInto('payments')
    .values({ ...payment, id: ids.payment, order_id: ids.order, gateway_payment_id: ids.payment })
    .execute();
  return lawyer;
}

/** `n` payouts of `lawyer`, a week apart, failed or paid; created two a minute (ties broken by id). */
async function payoutsFor(lawyer: Person, n: number, status: 'failed' | 'paid' = 'paid') {
  for (let i = 0; i < n; i++) {
    const id = newId();
    const at = new Date(Date.UTC(2029, 0, 1, 0, Math.floor(i / 2))).toISOString();
    await t.db
      .insertInto('payouts')
      .values({
        id,
        lawyer_id: lawyer.id,
        week: new Date(Date.UTC(2020, 0, 6 + 7 * i)).toISOString().slice(0, 10),
        amount_paise: 50000,
        status,
        gateway: 'demo',
        gateway_payout_id: null,
        idempotency_key: id,
        account_masked: 'XXXXXXXX9012',
        attempts: 1,
        failure: status === 'failed' ? 'Beneficiary bank is down' : null,
        created_at: at,
        updated_at: at,
        paid_at: status === 'paid' ? at : null,
      })
      .execute();
  }
}

const userRow = (who: Person): Promise<UserRow> =>
  t.db.selectFrom('users').selectAll().where('id', '=', who.id).executeTakeFirstOrThrow();

/** The statements a lawyer's payouts page runs, and the page. */
async function countedPayouts(who: Person, query: { limit: number; cursor?: { at: string; id: string } }) {
  const counting = countingDb(t.db);
  const page = await payoutsOf({ ...t.deps, db: counting.db }, await userRow(who), { query });
  return { statements: counting.statements, page };
}

/** The statements one call runs, and its reply. */
async function counted(query: { limit: number; cursor?: { at: string; id: string } } = { limit: 20 }) {
  const counting = countingDb(t.db);
  const due = await payoutsDue({ ...t.deps, db: counting.db }, { query });
  return { statements: counting.statements, due };
}

describe("admins' payouts due", () => {
  it('runs as many statements for 100 lawyers owed as for 1', async () => {
    const one = await counted();
    for (let i = 0; i < 99; i++) await owedLawyer();
    const hundred = await counted();
    expect(one.due.due).toHaveLength(1);
    expect(hundred.due.due).toHaveLength(100);
    expect(new Set(hundred.due.due.map((d) => d.balancePaise))).toEqual(
      new Set([one.due.due[0]!.balancePaise]),
    );
    expect(hundred.due.due.every((d) => d.lawyerName !== '')).toBe(true);
    expect(hundred.statements).toBe(one.statements);
  });

  it('pages failed payouts newest first, each once', async () => {
    await payoutsFor(await addLawyer(t), 25, 'failed');
    const first = await counted({ limit: 20 });
    expect(first.due.items).toHaveLength(20);
    const last = first.due.items.at(-1)!;
    const second = await counted({ limit: 20, cursor: { at: last.createdAt, id: last._id } });
    expect(second.due.items).toHaveLength(5);
    expect(second.due.nextCursor).toBeNull();
    expect(second.due.due).toEqual(first.due.due);
    const all = [...first.due.items, ...second.due.items];
    expect(new Set(all.map((p) => p._id)).size).toBe(25);
    const keys = all.map((p) => `${p.createdAt} ${p._id}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });
});

describe("a lawyer's payouts", () => {
  it('run as many statements for 100 payouts as for 1', async () => {
    const one = addLawyer(t).then(async (l) => (await payoutsFor(l, 1), l));
    const hundred = addLawyer(t).then(async (l) => (await payoutsFor(l, 100), l));
    const a = await countedPayouts(await one, { limit: 100 });
    const b = await countedPayouts(await hundred, { limit: 100 });
    expect(a.page.items).toHaveLength(1);
    expect(b.page.items).toHaveLength(100);
    expect(b.statements).toBe(a.statements);
  });

  it('come newest first, a page after another, each once', async () => {
    const lawyer = await addLawyer(t);
    await payoutsFor(lawyer, 45);
    const seen = [];
    let cursor: { at: string; id: string } | undefined;
    for (let pages = 0; pages < 3; pages++) {
      const { page } = await countedPayouts(lawyer, { limit: 20, cursor });
      seen.push(...page.items);
      if (!page.nextCursor) break;
      const last = page.items.at(-1)!;
      cursor = { at: last.createdAt, id: last._id };
    }
    expect(new Set(seen.map((p) => p._id)).size).toBe(45);
    const keys = seen.map((p) => `${p.createdAt} ${p._id}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });
});
