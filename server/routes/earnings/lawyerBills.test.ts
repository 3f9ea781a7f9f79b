// A lawyer's Bills & Payments and Invoices speak of their side: earnings (the ledger's net), the client in the
// counterpart column, the invoices they issued (and the credit notes against them); the client's view stays.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Bills, Earnings, InvoicePage } from '@contract';
import {
  addClient,
  addLawyer,
  bookAndPay,
  pastFreeFirstConsultation,
  type Person,
} from '../../test/bookingPeople';
import { testClock, type TestClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import { until } from '../../test/until';

const tuesdayTen = Date.parse('2030-01-08T04:30:00Z');
const minute = 60_000;
let t: TestApp;
let clock: TestClock;
let lawyer: Person;
let client: Person;

beforeEach(async () => {
  clock = testClock(Date.parse('2030-01-07T04:00:00Z'));
  t = await createTestApp({ clock, seed: false });
  lawyer = await addLawyer(t); // ₹40 a minute
  client = await addClient(t, 'Kavya Client');
  await pastFreeFirstConsultation(t, client, lawyer);
});
afterEach(() => t.close());

it('a lawyer sees earnings and the invoices they issued; the client sees spendings as before', async () => {
  const booked = await bookAndPay(t, client, { lawyerId: lawyer.id, date: '2030-01-08', slot: '10:00' });
  await t.db
    .insertInto('consultation_sessions')
    .values({
      id: '01HZ0000000000000000SESB01',
      booking_id: booked.body._id,
      kind: 'call',
      started_by: client.id,
      started_at: new Date(tuesdayTen).toISOString(),
      connected_at: new Date(tuesdayTen).toISOString(),
      ended_at: new Date(tuesdayTen + 20 * minute).toISOString(),
    })
    .execute();
  await t.db
    .updateTable('bookings')
    .set({ lawyer_joined_at: new Date(tuesdayTen).toISOString() })
    .where('id', '=', booked.body._id)
    .execute();
  clock.advance(tuesdayTen + 40 * minute - clock.now().getTime());
  await until(
    () => t.db.selectFrom('refunds').select('status').executeTakeFirst(),
    (refund) => refund?.status === 'processed',
  );

  const net = (await t.api.get<Earnings>('/api/earnings', { token: lawyer.token })).body.totals.netPaise;
  // ₹1,200 paid, ₹400 (10 unused minutes) refunded; 0 % fee, 5 % TDS without a PAN: 114000 − 38000.
  expect(net).toBe(76000);
  const lawyerBills = (await t.api.get<Bills>('/api/bills', { token: lawyer.token })).body;
  expect(lawyerBills.view).toBe('lawyer');
  expect(lawyerBills.earnings).toEqual({
    totalEarningsPaise: 76000,
    pendingPayments: 0,
    amountToBeReceivedPaise: 0,
    totalClients: 1,
  });
  expect(lawyerBills.monthly).toEqual([{ month: '2030-01', amountPaise: 76000 }]);
  expect(lawyerBills.engagements.find((e) => e._id === booked.body._id)?.expert).toBe('Kavya Client');

  const clientBills = (await t.api.get<Bills>('/api/bills', { token: client.token })).body;
  expect(clientBills.view).toBe('client');
  expect(clientBills.earnings).toBeNull();
  expect(clientBills.summary.totalExperts).toBe(1);

  const issued = (await t.api.get<InvoicePage>('/api/invoices', { token: lawyer.token })).body.items;
  expect(issued.map((i) => [i.kind, i.type, i.totalPaise])).toEqual(
    expect.arrayContaining([
      ['invoice', 'consultation', 120000],
      ['credit_note', 'consultation', 40000],
    ]),
  );
  // The client's premium plan invoice is not the lawyer's.
  expect(issued.some((i) => i.type === 'plan')).toBe(false);
  const invoice = issued.find((i) => i.kind === 'invoice')!;
  const pdf = await fetch(`${t.url}/api/invoices/${invoice._id}/pdf`, {
    headers: { Authorization: `Bearer ${lawyer.token}` },
  });
  expect(pdf.status).toBe(200);
  const other = await addLawyer(t);
  expect((await t.api.get<InvoicePage>('/api/invoices', { token: other.token })).body.items).toEqual([]);
  const foreign = await fetch(`${t.url}/api/invoices/${invoice._id}/pdf`, {
    headers: { Authorization: `Bearer ${other.token}` },
  });
  expect(foreign.status).toBe(404);
  const clientInvoices = (await t.api.get<InvoicePage>('/api/invoices', { token: client.token })).body.items;
  expect(clientInvoices.map((i) => i.type).sort()).toEqual(['consultation', 'consultation', 'plan']);
});
