// The orders list costs the same number of SQL statements for one order as for a hundred (the presenter batches),
// and it is paged by keyset: newest first, nothing repeated or skipped across pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import type { UserRow } from '../../db/schema';
import { addClient, addLawyer, type Person } from '../../test/bookingPeople';
import { createTestApp, type TestApp } from '../../test/harness';
import { listServiceOrders } from './list';
import { countingDb } from '../../test/statements';

let t: TestApp;
let lawyer: Person;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  lawyer = await addLawyer(t);
});
afterAll(() => t.close());

const statuses = ['delivered', 'in_progress', 'awaiting_payment', 'revision_requested'] as const;

/**
 * `n` orders of a new client, one a minute, each with a timeline step; answers the client. Open orders are paid,
 * briefed and wait for a lawyer.
 */
async function clientWithOrders(n: number, open = false): Promise<UserRow> {
  const client = await addClient(t, `Client of ${n}`);
  const service = await t.db.selectFrom('services').selectAll().executeTakeFirstOrThrow();
  for (let i = 0; i < n; i++) {
    const at = new Date(Date.UTC(2030, 0, 1, 0, i)).toISOString();
    const id = newId();
    const status = open ? 'awaiting_lawyer' : statuses[i % statuses.length]!;
    await t.db
      .insertInto('service_orders')
      .values({
        id,
        client_id: client.id,
        service_id: service.id,
        lawyer_id: status === 'awaiting_payment' || open ? null : lawyer.id,
        status,
        title: service.title,
        category: service.category,
        price_paise: service.price_paise,
        turnaround_days: service.turnaround_days,
        revisions_allowed: service.revisions,
        revisions_used: 0,
        questionnaire: service.questionnaire,
        answers: '{}',
        call_booking_id: null,
        paid_at: null,
        details_at: open ? at : null,
        accepted_at: null,
        due_at: null,
        delivered_at: null,
        cancelled_at: null,
        unclaimed_notified_at: null,
        overdue_notified_at: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await t.db
      .insertInto('service_order_events')
      .values({ id: newId(), order_id: id, kind: 'created', actor_id: client.id, note: '', at })
      .execute();
  }
  return t.db.selectFrom('users').selectAll().where('id', '=', client.id).executeTakeFirstOrThrow();
}

/** The statements one list call runs, and its reply. */
async function counted(me: UserRow, query: { limit: number; cursor?: { at: string; id: string } }) {
  const counting = countingDb(t.db);
  const page = await listServiceOrders({ db: counting.db }, me, { query });
  return { statements: counting.statements, page };
}

describe('the document orders list', () => {
  it('runs as many statements for 100 orders as for 1', async () => {
    const one = await counted(await clientWithOrders(1), { limit: 100 });
    const hundred = await counted(await clientWithOrders(100), { limit: 100 });
    expect(one.page.items).toHaveLength(1);
    expect(hundred.page.items).toHaveLength(100);
    expect(hundred.page.items.every((o) => o.timeline.length === 1)).toBe(true);
    expect(hundred.statements).toBe(one.statements);
  });

  it('costs a lawyer as many statements with 100 open orders in the queue as with 1', async () => {
    const queueLawyer = await addLawyer(t);
    const me = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', queueLawyer.id)
      .executeTakeFirstOrThrow();
    await clientWithOrders(1, true);
    const one = await counted(me, { limit: 20 });
    await clientWithOrders(99, true);
    const hundred = await counted(me, { limit: 20 });
    const queued = (page: typeof one.page) => page.items.filter((o) => o.can.accept).length;
    expect(queued(hundred.page) - queued(one.page)).toBe(99);
    expect(hundred.statements).toBe(one.statements);
  });

  it('pages newest first, each order once', async () => {
    const me = await clientWithOrders(25);
    const first = await counted(me, { limit: 20 });
    expect(first.page.items).toHaveLength(20);
    expect(first.page.nextCursor).not.toBeNull();
    const last = first.page.items[19]!;
    const second = await counted(me, { limit: 20, cursor: { at: last.createdAt, id: last._id } });
    expect(second.page.items).toHaveLength(5);
    expect(second.page.nextCursor).toBeNull();
    const all = [...first.page.items, ...second.page.items];
    expect(new Set(all.map((o) => o._id)).size).toBe(25);
    const dates = all.map((o) => o.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
