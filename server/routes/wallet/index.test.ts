// The wallet as a client meets it: fixed top-ups paid through the gateway, each with a receipt (never a tax
// invoice), the balance and entries newest first, the unused balance refunded to the newest top-ups first and
// never beyond what a payment has left; lawyers have no wallet.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Activity, InvoicePage, Wallet } from '@contract';
import { addClient, addLawyer, type Person } from '../../test/bookingPeople';
import { testClock, type TestClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import { pdfText } from '../../test/pdfText';
import { eraseUser } from '../../services/dataRights';
import { queueRefund } from '../../services/refunds';
import { chargeWallet } from '../../services/wallet';
import { ledgerOf, topUp } from './walletPeople';

let t: TestApp;
let clock: TestClock;
let client: Person;

beforeEach(async () => {
  clock = testClock(Date.parse('2030-01-07T04:00:00Z'));
  t = await createTestApp({ clock, seed: false });
  client = await addClient(t, 'Kavya Client');
});
afterEach(() => t.close());

const wallet = (who = client, query = '') => t.api.get<Wallet>(`/api/wallet${query}`, { token: who.token });
const refund = (who = client) =>
  t.api.post<{ refundedPaise: number; refunds: number; balancePaise: number }>(
    '/api/wallet/refund',
    undefined,
    { token: who.token },
  );
const charge = (amountPaise: number) =>
  t.db
    .transaction()
    .execute((trx) =>
      chargeWallet(
        trx,
        { userId: client.id, amountPaise, instantId: 'I1', description: 'Minutes' },
        clock.now(),
      ),
    );
/** Each top-up a minute after the last, so "newest first" is by payment time. */
async function topUps(...amounts: number[]) {
  for (const amount of amounts) {
    await topUp(t, client, amount);
    clock.advance(60_000);
  }
}
const topUpPayments = () =>
  t.db
    .selectFrom('payments')
    .select(['id', 'amount_paise'])
    .where('user_id', '=', client.id)
    .orderBy('created_at')
    .execute();
const refundsByPayment = async () => {
  const rows = await t.db.selectFrom('refunds').select(['payment_id', 'amount_paise', 'status']).execute();
  return Object.fromEntries(rows.map((r) => [r.payment_id, [Number(r.amount_paise), r.status]]));
};

describe('wallet', () => {
  it('starts empty, takes only the four fixed amounts, and is for clients only', async () => {
    expect((await wallet()).body).toEqual({ balancePaise: 0, entries: [], nextCursor: null });
    const odd = await t.api.post('/api/wallet/top-ups', { amountPaise: 12345 }, { token: client.token });
    expect(odd.status).toBe(400);
    expect(odd.body).toMatchObject({ reason: 'wallet_top_up_amount', field: 'amountPaise' });
    const missing = await t.api.post('/api/wallet/top-ups', {}, { token: client.token });
    expect(missing.status).toBe(400);
    const order = await t.api.post<{ amountPaise: number; description: string }>(
      '/api/wallet/top-ups',
      { amountPaise: 100000 },
      { token: client.token },
    );
    expect(order.status).toBe(201);
    expect(order.body).toMatchObject({ amountPaise: 100000, description: 'Wallet top-up of ₹1,000/-' });
    // An order is not money: nothing is credited until it is paid.
    expect((await wallet()).body.balancePaise).toBe(0);

    const lawyer = await addLawyer(t);
    expect((await wallet(lawyer)).status).toBe(403);
    const lawyerTopUp = await t.api.post(
      '/api/wallet/top-ups',
      { amountPaise: 20000 },
      { token: lawyer.token },
    );
    expect(lawyerTopUp.status).toBe(403);
    expect((await refund(lawyer)).status).toBe(403);
    expect((await t.api.get('/api/wallet')).status).toBe(401);
  });

  it('credits a paid top-up with a receipt of its own series, never a tax invoice', async () => {
    await topUps(50000);
    const { body } = await wallet();
    expect(body.balancePaise).toBe(50000);
    expect(body.entries).toEqual([
      expect.objectContaining({
        kind: 'top_up',
        amountPaise: 50000,
        balanceAfterPaise: 50000,
        receipt: expect.objectContaining({ number: 'RCT/29-30/000001', fileName: 'RCT-29-30-000001.pdf' }),
      }),
    ]);
    const invoices = await t.api.get<InvoicePage>('/api/invoices', { token: client.token });
    expect(invoices.body.items).toEqual([]);
    const notice = await t.db
      .selectFrom('notifications')
      .select(['message', 'link'])
      .where('user_id', '=', client.id)
      .execute();
    expect(notice).toEqual([expect.objectContaining({ link: '/dashboard/wallet' })]);

    const receiptId = body.entries[0]!.receipt!._id;
    const pdf = await fetch(`${t.url}/api/wallet/receipts/${receiptId}/pdf`, {
      headers: { Authorization: `Bearer ${client.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain('RCT-29-30-000001.pdf');
    const lines = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(lines).toEqual(
      expect.arrayContaining(['RECEIPT', 'Receipt number: RCT/29-30/000001', 'Kavya Client', '₹500.00']),
    );
    expect(lines.join('\n')).not.toMatch(/TAX INVOICE|IGST|Taxable value/);
    const stranger = await addClient(t, 'Someone Else');
    const theirs = await t.api.get(`/api/wallet/receipts/${receiptId}/pdf`, { token: stranger.token });
    expect(theirs.status).toBe(404);
  });

  it('lists entries newest first, a page at a time, each balance following from the last', async () => {
    await topUps(20000, 50000);
    expect(await charge(3000)).toBe(true);
    const first = await wallet(client, '?limit=2');
    expect(first.body.balancePaise).toBe(67000);
    expect(first.body.entries.map((e) => [e.kind, e.amountPaise, e.balanceAfterPaise])).toEqual([
      ['charge', -3000, 67000],
      ['top_up', 50000, 70000],
    ]);
    expect(first.body.entries[0]).toMatchObject({ instantId: 'I1', receipt: null });
    const next = await wallet(client, `?limit=2&cursor=${first.body.nextCursor}`);
    expect(next.body.entries.map((e) => [e.kind, e.amountPaise])).toEqual([['top_up', 20000]]);
    expect(next.body.nextCursor).toBeNull();
  });

  it('refunds the unused balance to the newest top-up first, then older ones, and debits the wallet', async () => {
    await topUps(20000, 50000);
    expect(await charge(5000)).toBe(true); // 65,000 left: 50,000 from the newest, 15,000 from the older
    const [older, newer] = await topUpPayments();
    const done = await refund();
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ refundedPaise: 65000, refunds: 2, balancePaise: 0 });
    // The demo gateway refunds at once: processed, with no credit note (no invoice to correct).
    expect(await refundsByPayment()).toEqual({
      [newer!.id]: [50000, 'processed'],
      [older!.id]: [15000, 'processed'],
    });
    expect(await t.db.selectFrom('credit_notes').selectAll().execute()).toEqual([]);
    const after = (await wallet()).body;
    expect(after.balancePaise).toBe(0);
    expect(after.entries.slice(0, 2).map((e) => [e.kind, e.amountPaise])).toEqual([
      ['refund', -15000],
      ['refund', -50000],
    ]);
    expect(await ledgerOf(t, client.id)).toMatchObject({ balance: 0, sum: 0 });
    // Activities tell the top-ups and the refunds like any other payment and refund.
    const activities = await t.api.get<Activity[]>('/api/transactions', { token: client.token });
    expect(activities.status).toBe(200);
    expect(activities.body.map((a) => [a.type, a.title, a.description])).toEqual([
      [
        'refund',
        'Refund of ₹150/- processed',
        'Your unused wallet balance, on your request: Wallet top-up of ₹200/-',
      ],
      [
        'refund',
        'Refund of ₹500/- processed',
        'Your unused wallet balance, on your request: Wallet top-up of ₹500/-',
      ],
      ['payment', 'Payment of ₹500/-', 'Wallet top-up of ₹500/-'],
      ['payment', 'Payment of ₹200/-', 'Wallet top-up of ₹200/-'],
    ]);
    // The notices name the receipts, and the refunds no credit note (an advance was never invoiced).
    const notices = await t.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', client.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(notices.map((n) => n.message)).toEqual([
      'Payment of ₹200/- received: Wallet top-up of ₹200/-. Receipt RCT/29-30/000001.',
      'Payment of ₹500/- received: Wallet top-up of ₹500/-. Receipt RCT/29-30/000002.',
      'Refund of ₹500/- of your unused wallet balance processed.',
      'Refund of ₹150/- of your unused wallet balance processed.',
    ]);
    expect((await t.api.get('/api/bills', { token: client.token })).status).toBe(200);
    const mails = await t.db.selectFrom('demo_mails').select(['subject', 'text']).execute();
    expect(mails.filter((m) => m.subject === 'LexSetu refund processed')).toHaveLength(2);
    for (const mail of mails.filter((m) => m.subject === 'LexSetu refund processed')) {
      expect(mail.text).toContain('from your LexSetu wallet has been processed');
      expect(mail.text).not.toContain('Credit note');
    }

    const again = await refund();
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ reason: 'wallet_empty' });
  });

  it('stops at what a small balance needs and never refunds a payment beyond what it has left', async () => {
    await topUps(20000, 50000);
    const [older, newer] = await topUpPayments();
    // An earlier refund took 45,000 of the newest top-up (support's exception).
    await queueRefund(
      t.db,
      { paymentId: newer!.id, bookingId: null, reason: 'exception', amountPaise: 45000, kind: 'exception' },
      clock.now(),
    );
    expect(await charge(60000)).toBe(true); // 10,000 left: 5,000 from the newest (all it has), 5,000 older
    const done = await refund();
    expect(done.body).toEqual({ refundedPaise: 10000, refunds: 2, balancePaise: 0 });
    const rows = await t.db
      .selectFrom('refunds')
      .select(['payment_id', 'amount_paise'])
      .where('reason', '=', 'wallet_unused')
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.payment_id, Number(r.amount_paise)]))).toEqual({
      [newer!.id]: 5000,
      [older!.id]: 5000,
    });
  });

  it('goes with an erased account, while its payments and receipts stay as the law keeps them', async () => {
    await topUps(20000, 50000);
    expect(await charge(1000)).toBe(true);
    expect((await refund()).status).toBe(200);
    await eraseUser(t.db, t.deps.storage, client.id, clock.now());
    const left = async (table: 'wallets' | 'wallet_entries' | 'payment_receipts') =>
      (await t.db.selectFrom(table).select('user_id').where('user_id', '=', client.id).execute()).length;
    expect([await left('wallets'), await left('wallet_entries'), await left('payment_receipts')]).toEqual([
      0, 0, 2,
    ]);
  });

  it('answers 409 to a refund of a wallet that holds nothing', async () => {
    const empty = await refund();
    expect(empty.status).toBe(409);
    expect(empty.body).toMatchObject({ reason: 'wallet_empty' });
    await topUps(20000);
    expect(await charge(20000)).toBe(true);
    expect((await refund()).status).toBe(409);
    expect(await t.db.selectFrom('refunds').selectAll().execute()).toEqual([]);
  });
});

describe("an admin's view of a client's wallet", () => {
  it("shows the client's balance on their page in the Users console", async () => {
    const demo = await createTestApp({ clock: testClock(Date.parse('2030-01-07T04:00:00Z')) });
    try {
      const asha = await demo.tokenFor();
      const admin = (await demo.tokenFor('admin@demo.lexsetu.in')).token;
      const page = () =>
        demo.api.get<{ walletBalancePaise: number }>('/api/admin/users/01HZ0000000000000000000C01', {
          token: admin,
        });
      const before = (await page()).body.walletBalancePaise;
      await topUp(demo, { id: '01HZ0000000000000000000C01', token: asha.token }, 20000);
      expect((await page()).body.walletBalancePaise).toBe(before + 20000);
    } finally {
      await demo.close();
    }
  });
});
