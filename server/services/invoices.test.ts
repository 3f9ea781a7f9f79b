// The invoices list costs the same number of SQL statements for one invoice as for a hundred, and it is paged by
// keyset in the order asked: each invoice once across pages, nothing skipped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceSort } from '@contract';
import { newId } from '../db/ids';
import { addClient, becomePremium, type Person } from '../test/bookingPeople';
import { createTestApp, type TestApp } from '../test/harness';
import { listInvoices } from './invoices';
import { countingDb } from '../test/statements';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** A client with `n` paid invoices: the first from a real plan payment, the others copies a minute apart. */
async function clientWithInvoices(n: number): Promise<Person> {
  const client = await addClient(t);
  await becomePremium(t, client);
  const invoice = await t.db
    .selectFrom('invoices')
    .selectAll()
    .where('user_id', '=', client.id)
    .executeTakeFirstOrThrow();
  const payment = await t.db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', invoice.payment_id)
    .executeTakeFirstOrThrow();
  const order = await t.db
    .selectFrom('payment_orders')
    .selectAll()
    .where('id', '=', payment.order_id)
    .executeTakeFirstOrThrow();
  const { seq } = await t.db
    .selectFrom('invoices')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .executeTakeFirstOrThrow();
  for (let i = 1; i < n; i++) {
    const ids = { order: newId(), payment: newId(), invoice: newId() };
    await t.db
      .insertInto('payment_orders')
      .values({ ...order, id: ids.order, gateway_order_id: ids.order })
      .execute();
    await t.db
      .insertInto('payments')
      .values({ ...payment, id: ids.payment, order_id: ids.order, gateway_payment_id: ids.payment })
      .execute();
    await t.db
      .insertInto('invoices')
      .values({
        ...invoice,
        id: ids.invoice,
        seq: Number(seq) + i,
        number: `INV/T/${ids.invoice}`,
        payment_id: ids.payment,
        // Every third a different amount, and some at the same minute: sorts with ties.
        total_paise: invoice.total_paise + (i % 3) * 100,
        issued_at: new Date(Date.UTC(2030, 0, 1, 0, Math.floor(i / 2))).toISOString(),
      })
      .execute();
  }
  return client;
}

/** The statements one list call runs, and its reply. */
async function counted(
  who: Person,
  query: { limit: number; cursor?: { at: string; id: string }; sort?: InvoiceSort },
) {
  const counting = countingDb(t.db);
  const page = await listInvoices(
    counting.db,
    { id: who.id, role: 'consumer' },
    { query: { sort: 'sort by date', q: '', ...query } },
  );
  return { statements: counting.statements, page };
}

describe('the invoices list', () => {
  it('runs as many statements for 100 invoices as for 1', async () => {
    const one = await counted(await clientWithInvoices(1), { limit: 100 });
    const hundred = await counted(await clientWithInvoices(100), { limit: 100 });
    expect(one.page.items).toHaveLength(1);
    expect(hundred.page.items).toHaveLength(100);
    expect(hundred.statements).toBe(one.statements);
  });

  it.each(['sort by date', 'sort by budget'] as const)(
    '%s: pages follow each other, each invoice once, in the order of one whole list',
    async (sort) => {
      const who = await clientWithInvoices(45);
      const whole = (await counted(who, { limit: 100, sort })).page;
      expect(whole.nextCursor).toBeNull();
      const seen = [];
      let cursor: { at: string; id: string } | undefined;
      for (let pages = 0; pages < 3; pages++) {
        const { page } = await counted(who, { limit: 20, cursor, sort });
        seen.push(...page.items);
        if (!page.nextCursor) break;
        const last = page.items.at(-1)!;
        cursor = { at: last.issuedAt, id: last._id };
      }
      expect(seen.map((i) => i._id)).toEqual(whole.items.map((i) => i._id));
      expect(new Set(seen.map((i) => i._id)).size).toBe(45);
    },
  );
});
