// Payments through the demo gateway against the real app: orders priced on the server, signed confirmation,
// idempotency, premium period and cancel, booking payments, gap-free invoice numbers, card data never kept.
// The demo seed's priced consultations were paid when booked (their payments, invoices and notices are there
// before a test starts): a test counts only what it recorded itself, and pays a consultation it booked itself,
// held for payment as a real unpaid booking is.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bookedTimeLabel,
  formatRupees,
  type PaymentOrder,
  type PaymentResult,
  type Subscription,
} from '@contract';
import { demoLogins } from '../../db/seed';
import { seededBookingId } from '../../db/seed/bookings';
import { eraseUser } from '../../services/dataRights';
import { financialYearOf } from '../../services/documentNumbers';
import { heldBooking } from '../../test/bookingPeople';
import { testClock, type TestClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';

const [asha, rohan] = demoLogins;
const cardNumber = '4111111111111111';

type Recorded = 'payments' | 'invoices' | 'subscriptions' | 'refunds' | 'credit_notes' | 'notifications';
const recordedTables: Recorded[] = [
  'payments',
  'invoices',
  'subscriptions',
  'refunds',
  'credit_notes',
  'notifications',
];

/** The rows the seed left in the tables a payment writes to, and the invoices it issued. */
async function seededRows(db: TestApp['db']) {
  const ids = {} as Record<Recorded, Set<string>>;
  for (const table of recordedTables)
    ids[table] = new Set((await db.selectFrom(table).select('id').execute()).map((r) => r.id));
  const invoices = await db.selectFrom('invoices').select(['seq', 'number']).execute();
  return { ids, invoices };
}

let app: TestApp;
let token: string;
let seeded: Awaited<ReturnType<typeof seededRows>>;
/** A fresh app (on `clock`, if given) with the demo client signed in; what it holds already is set aside. */
async function start(options: { clock?: TestClock; env?: Record<string, string> } = {}) {
  app = await createTestApp(options);
  ({ token } = await app.tokenFor(asha.email));
  seeded = await seededRows(app.db);
}
beforeEach(() => start({ env: { LEXSETU_LOG: 'true' } }));
afterEach(() => app.close());

/** The rows of `table` this test recorded (not the seed's). */
const recorded = <T extends { id: string }>(table: Recorded, rows: T[]) =>
  rows.filter((r) => !seeded.ids[table].has(r.id));

/**
 * The seq and the number the test's next `n` invoices take: seq goes on after the seed's last, and the number
 * after the seed's last in today's financial year (the seed's are dated 40 days back, maybe in the year before).
 */
function nextInvoices(n: number, at = new Date().toISOString()) {
  const fy = financialYearOf(at);
  const lastSeq = Math.max(0, ...seeded.invoices.map((i) => i.seq));
  const lastNumber = Math.max(
    0,
    ...seeded.invoices
      .filter((i) => i.number.startsWith(`INV/${fy}/`))
      .map((i) => Number(i.number.slice(-6))),
  );
  return Array.from({ length: n }, (_, k) => ({
    seq: lastSeq + 1 + k,
    number: `INV/${fy}/${String(lastNumber + 1 + k).padStart(6, '0')}`,
  }));
}

async function order(body: unknown, as = token) {
  const res = await app.api.post<PaymentOrder>('/api/payment/order', body, { token: as });
  expect(res.status).toBe(201);
  return res.body;
}

/** What the browser's demo gateway module does after a test card passed its local check. */
async function demoCheckout(orderId: string, as = token) {
  const res = await app.api.post<{ paymentId: string; signature: string }>(
    '/api/payment/demo/checkout',
    { orderId, method: 'creditCard', outcome: 'success' },
    { token: as },
  );
  expect(res.status).toBe(200);
  return res.body;
}

async function payFully(body: unknown) {
  const created = await order(body);
  const signed = await demoCheckout(created.orderId);
  const res = await app.api.post<PaymentResult>(
    '/api/payment',
    { orderId: created.orderId, ...signed, method: 'creditCard', last4: '1111', addressLine1: '12 MG Road' },
    { token },
  );
  expect(res.status).toBe(200);
  return { created, signed, result: res.body };
}

/** How many rows of `table` this test recorded. */
const count = async (table: Recorded) =>
  recorded(table, await app.db.selectFrom(table).select('id').execute()).length;

/** The notices of `kinds` this test sent to a user. */
const toldNow = async (userId: string, kinds: string[] = ['payment']) =>
  recorded(
    'notifications',
    await app.db
      .selectFrom('notifications')
      .select(['id', 'kind', 'message', 'link'])
      .where('user_id', '=', userId)
      .where('kind', 'in', kinds)
      .orderBy('created_at')
      .execute(),
  ).map(({ id: _id, ...note }) => note);

describe('premium plans with the demo gateway', () => {
  it('prices the order on the server and ignores a client-sent amount', async () => {
    const created = await order({ plan: 'yearly', amount: 100, amountPaise: 100 });
    expect(created).toMatchObject({
      gateway: 'demo',
      amountPaise: 99900,
      currency: 'INR',
      status: 'created',
    });
    // Any UPI app pays LexSetu's handle this amount in rupees, for this order.
    expect(created.upiLink).toBe(
      `upi://pay?pa=lexsetu@upi&pn=LexSetu&am=999.00&cu=INR&tr=${encodeURIComponent(created.orderId)}`,
    );
    expect(created.upiQrSvg).toMatch(/^<svg/);
    const signed = await demoCheckout(created.orderId);
    const res = await app.api.post<PaymentResult>(
      '/api/payment',
      { orderId: created.orderId, ...signed, method: 'scanPay', amount: 1, amountPaise: 1 },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.amountPaise).toBe(99900);
    const stored = recorded('payments', await app.db.selectFrom('payments').selectAll().execute());
    expect(stored.map((p) => p.amount_paise)).toEqual([99900]);
  });

  it('makes the user premium until the period end, once per order, and notifies them', async () => {
    const before = await app.api.get<Subscription>('/api/subscription', { token });
    expect(before.body).toMatchObject({ premium: false, label: 'Basic free plan', plan: null });

    const { created, signed, result } = await payFully({ plan: 'monthly' });
    expect(result).toMatchObject({
      status: 'paid',
      amountPaise: 9900,
      invoiceNumber: nextInvoices(1)[0]!.number,
      kind: 'plan',
    });

    // The same verified payment again: same invoice, nothing recorded twice.
    const again = await app.api.post<PaymentResult>(
      '/api/payment',
      { orderId: created.orderId, ...signed, method: 'creditCard', last4: '1111' },
      { token },
    );
    expect(again.status).toBe(200);
    expect(again.body.invoiceId).toBe(result.invoiceId);
    expect([await count('payments'), await count('invoices'), await count('subscriptions')]).toEqual([
      1, 1, 1,
    ]);

    const after = await app.api.get<Subscription>('/api/subscription', { token });
    expect(after.body).toMatchObject({ premium: true, plan: 'monthly', label: 'Premium monthly' });
    const days = (Date.parse(after.body.periodEnd!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    const notes = await toldNow(asha.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toContain('₹99/-');
  });

  it('refuses a declined test card and a tampered signature without recording anything', async () => {
    const created = await order({ plan: 'monthly' });
    const declined = await app.api.post(
      '/api/payment/demo/checkout',
      { orderId: created.orderId, method: 'creditCard', outcome: 'declined' },
      { token },
    );
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ message: 'Your card was declined.' });

    const fresh = await order({ plan: 'monthly' });
    const signed = await demoCheckout(fresh.orderId);
    const flipped = signed.signature.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    for (const attempt of [
      { paymentId: signed.paymentId, signature: flipped },
      { paymentId: `${signed.paymentId}x`, signature: signed.signature },
      // A valid signature of another order does not pay this one.
      { paymentId: signed.paymentId, signature: signed.signature, orderId: created.orderId },
    ]) {
      const res = await app.api.post(
        '/api/payment',
        { orderId: fresh.orderId, method: 'creditCard', ...attempt },
        { token },
      );
      expect(res.status).toBe(400);
    }
    expect(await count('payments')).toBe(0);
    const sub = await app.api.get<Subscription>('/api/subscription', { token });
    expect(sub.body.premium).toBe(false);
  });

  it('cancels the subscription: back to the Basic free plan', async () => {
    await payFully({ plan: 'monthly' });
    const res = await app.api.post('/api/subscription/cancel', {}, { token });
    expect(res.status).toBe(200);
    const sub = await app.api.get<Subscription>('/api/subscription', { token });
    expect(sub.body).toMatchObject({ premium: false, label: 'Basic free plan' });
    expect((await app.api.post('/api/subscription/cancel', {}, { token })).status).toBe(404);
  });

  it('refunds the unused days pro rata when premium is cancelled half way, with a credit note', async () => {
    await app.close();
    // 1 March 2030: a monthly plan runs to 1 April (31 days); cancelled after 10 days, 21 of 31 go back.
    const clock = testClock(Date.parse('2030-03-01T06:00:00Z'));
    await start({ clock });
    await payFully({ plan: 'monthly' });
    clock.advance(10 * 86_400_000);
    const expected = Math.floor((9900 * 21) / 31); // 6706 paise
    const before = await app.api.get<Subscription>('/api/subscription', { token });
    expect(before.body).toMatchObject({ premium: true, refundOnCancelPaise: expected });

    // Two cancels at once: premium ends once and one refund goes back.
    const replies = await Promise.all(
      [1, 2].map(() => app.api.post('/api/subscription/cancel', {}, { token })),
    );
    // The second finds nothing left to cancel (404), or (PostgreSQL) finds the row already cancelled (200).
    expect(replies.some((r) => r.status === 200)).toBe(true);
    expect(replies.every((r) => r.status === 200 || r.status === 404)).toBe(true);
    const refunds = recorded('refunds', await app.db.selectFrom('refunds').selectAll().execute());
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount_paise: expected,
      reason: 'plan_cancelled',
      status: 'processed',
      booking_id: null,
    });
    const notes = recorded('credit_notes', await app.db.selectFrom('credit_notes').selectAll().execute());
    // The plan's price includes 18% GST: the credit note takes back tax in the same proportion.
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      total_paise: expected,
      taxable_paise: Math.round((expected * 8390) / 9900),
    });
    const after = await app.api.get<Subscription>('/api/subscription', { token });
    expect(after.body).toMatchObject({ premium: false, refundOnCancelPaise: 0 });
  });
});

describe('card data (RBI rule)', () => {
  it('refuses card fields sent to /api/payment and keeps them out of the database file and the logs', async () => {
    const created = await order({ plan: 'monthly' });
    const signed = await demoCheckout(created.orderId);
    const withCard = await app.api.post(
      '/api/payment',
      {
        orderId: created.orderId,
        ...signed,
        method: 'creditCard',
        cardNumber,
        expiryDate: '12/30',
        cvv: '123',
      },
      { token },
    );
    expect(withCard.status).toBe(400);
    expect(withCard.text).not.toContain(cardNumber);
    // The real payment (only the last four digits) goes through.
    const ok = await app.api.post(
      '/api/payment',
      { orderId: created.orderId, ...signed, method: 'creditCard', last4: '1111', addressLine1: 'Flat 4' },
      { token },
    );
    expect(ok.status).toBe(200);
    // Every row of every table, on either dialect…
    const tables = await app.db.introspection.getTables();
    const dump: unknown[] = [];
    for (const t of tables)
      dump.push(
        await app.db
          .selectFrom(t.name as 'users')
          .selectAll()
          .execute(),
      );
    // …and, with SQLite, the bytes of the main file and its write-ahead log.
    const dir = app.config.dataDir;
    const files = readdirSync(dir)
      .filter((f) => f.startsWith('test.sqlite'))
      .map((f) => readFileSync(join(dir, f)).toString('latin1'));
    const dbBytes = [JSON.stringify(dump), ...files].join('\n');
    expect(dbBytes).toContain('Flat 4');
    expect(dbBytes).not.toContain(cardNumber);
    // As a word: random ULIDs may well contain the letters C, V, V in a row.
    expect(dbBytes).not.toMatch(/\bcvv\b/i);
    expect(dbBytes).not.toContain('12/30');
    const logs = JSON.stringify(app.logs.lines);
    expect(app.logs.lines).toContainEqual(
      expect.objectContaining({
        req: expect.objectContaining({ method: 'POST', url: '/api/payment' }),
        res: { statusCode: 400 },
      }),
    );
    expect(logs).not.toContain(cardNumber);
    expect(logs).not.toMatch(/\bcvv\b/i);
  });
});

describe('an order of another gateway', () => {
  it('is refused by the gateway this install runs, recording nothing', async () => {
    const created = await order({ plan: 'monthly' });
    const signed = await demoCheckout(created.orderId);
    // Made while the install ran Razorpay: only Razorpay's signature can pay it.
    await app.db
      .updateTable('payment_orders')
      .set({ gateway: 'razorpay' })
      .where('gateway_order_id', '=', created.orderId)
      .execute();
    const res = await app.api.post<{ message: string }>(
      '/api/payment',
      {
        orderId: created.orderId,
        ...signed,
        method: 'creditCard',
        last4: '1111',
        addressLine1: '12 MG Road',
      },
      { token },
    );
    expect(res).toMatchObject({
      status: 409,
      body: { message: 'This order belongs to another payment gateway.' },
    });
    expect(await count('payments')).toBe(0);
    expect(await count('subscriptions')).toBe(0);
  });
});

describe('booking payments', () => {
  it('pays the client’s booking at its server price and marks it paid', async () => {
    const bookingId = await heldBooking(app, token);
    const booking = await app.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(booking.price_paise).toBeGreaterThan(0);
    const { created, result } = await payFully({ bookingId, amount: 1 });
    expect(created.amountPaise).toBe(booking.price_paise);
    expect(result.kind).toBe('booking');
    const paid = await app.db
      .selectFrom('bookings')
      .select(['paid_at', 'status', 'payment_due_at'])
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    // Paid within its hold: the slot is the client's for good.
    expect(paid).toMatchObject({ status: 'confirmed', payment_due_at: null });
    expect(paid.paid_at).not.toBeNull();
    const again = await app.api.post('/api/payment/order', { bookingId }, { token });
    expect(again.status).toBe(409);
    // The lawyer is told too: of the booking, now that it is paid (not before), once.
    expect(await toldNow(rohan.id, ['payment', 'booking'])).toEqual([
      {
        kind: 'booking',
        message: `${asha.name} booked a consultation on ${bookedTimeLabel(booking.date, booking.slot)}: ${booking.topic}`,
        link: '/dashboard/schedules',
      },
    ]);
  });

  it('refuses a free booking and numbers invoices without gaps across plans and bookings', async () => {
    const free = await app.api.post('/api/payment/order', { bookingId: seededBookingId(1) }, { token });
    expect(free).toMatchObject({
      status: 409,
      body: { message: 'This consultation is free: nothing to pay.' },
    });
    const bookingId = await heldBooking(app, token);
    await payFully({ plan: 'monthly' });
    const declined = await order({ plan: 'yearly' });
    await app.api.post(
      '/api/payment/demo/checkout',
      { orderId: declined.orderId, method: 'creditCard', outcome: 'declined' },
      { token },
    );
    await payFully({ bookingId });
    await payFully({ plan: 'yearly' });
    const rows = recorded(
      'invoices',
      await app.db.selectFrom('invoices').select(['id', 'seq', 'number', 'kind']).orderBy('seq').execute(),
    );
    expect(rows.map((r) => ({ seq: r.seq, number: r.number }))).toEqual(nextInvoices(3));
    expect(rows.map((r) => r.kind)).toEqual(['plan', 'consultation', 'plan']);
    // A yearly renewal while premium extends the running period.
    const sub = await app.api.get<Subscription>('/api/subscription', { token });
    const months = (Date.parse(sub.body.periodEnd!) - Date.now()) / (30.4 * 86_400_000);
    expect(Math.round(months)).toBe(13);
  });
});

describe('ownership', () => {
  it('another user cannot see, sign or pay someone else’s order or booking; anonymous gets 401', async () => {
    const created = await order({ plan: 'monthly' });
    const signed = await demoCheckout(created.orderId);
    const bookingId = await heldBooking(app, token);
    const other = (await app.tokenFor(rohan.email)).token;
    expect(
      (
        await app.api.post(
          '/api/payment/demo/checkout',
          { orderId: created.orderId, method: 'creditCard', outcome: 'success' },
          { token: other },
        )
      ).status,
    ).toBe(404);
    const steal = await app.api.post(
      '/api/payment',
      { orderId: created.orderId, ...signed, method: 'creditCard' },
      { token: other },
    );
    expect(steal).toMatchObject({ status: 404, body: { message: 'Payment order not found.' } });
    // Not even the lawyer of a booking waiting for its client's payment can order it.
    expect(await app.api.post('/api/payment/order', { bookingId }, { token: other })).toMatchObject({
      status: 404,
      body: { message: 'Booking not found.' },
    });
    expect(await count('payments')).toBe(0);
    expect((await app.api.post('/api/payment/order', { plan: 'monthly' })).status).toBe(401);
    expect(
      (await app.api.post('/api/payment', { orderId: created.orderId, ...signed, method: 'creditCard' }))
        .status,
    ).toBe(401);
    expect((await app.api.get('/api/subscription')).status).toBe(401);
  });
});

describe('the payment hold: an order pays what it was created for, within 15 minutes', () => {
  it('refuses an order confirmed after 15 minutes or after its price changed; a fresh order pays', async () => {
    await app.close();
    const clock = testClock();
    await start({ clock });
    const pay = async (orderId: string) =>
      app.api.post<{ message: string }>(
        '/api/payment',
        {
          orderId,
          ...(await demoCheckout(orderId)),
          method: 'creditCard',
          last4: '1111',
          addressLine1: '12 MG Road',
        },
        { token },
      );
    // A plan's order: nothing else about it lapses, so only the order's own 15 minutes refuse it.
    const stale = await order({ plan: 'monthly' });
    clock.advance(15 * 60_000 + 1000);
    const expired = await pay(stale.orderId);
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe(
      'This payment order expired after 15 minutes. Please start the payment again for a new order.',
    );
    // A consultation booked now (its hold runs from now): the price of the booking changed since the order,
    // paying the old amount would underpay.
    const bookingId = await heldBooking(app, token);
    const older = await order({ bookingId });
    await app.db.updateTable('bookings').set({ price_paise: 150_000 }).where('id', '=', bookingId).execute();
    const changed = await pay(older.orderId);
    expect(changed.status).toBe(409);
    expect(changed.body.message).toMatch(/^The price changed since this order was created/);
    expect(await count('payments')).toBe(0);
    expect(await count('subscriptions')).toBe(0);
    const fresh = await order({ bookingId });
    expect(fresh.amountPaise).toBe(150_000);
    expect((await pay(fresh.orderId)).status).toBe(200);
    expect(
      recorded('payments', await app.db.selectFrom('payments').selectAll().execute()).map(
        (p) => p.amount_paise,
      ),
    ).toEqual([150_000]);
  });

  it('refuses to pay a consultation cancelled after its order was made, recording nothing', async () => {
    const bookingId = await heldBooking(app, token);
    const created = await order({ bookingId });
    const signed = await demoCheckout(created.orderId);
    expect((await app.api.post(`/api/bookings/${bookingId}/cancel`, {}, { token })).status).toBe(200);
    const res = await app.api.post<{ message: string }>(
      '/api/payment',
      {
        orderId: created.orderId,
        ...signed,
        method: 'creditCard',
        last4: '1111',
        addressLine1: '12 MG Road',
      },
      { token },
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This consultation was cancelled: there is nothing to pay.');
    expect(await count('payments')).toBe(0);
    expect((await app.api.post('/api/payment/order', { bookingId }, { token })).status).toBe(409);
  });

  it('refuses to pay a consultation gone with its lawyer’s erased account, recording nothing', async () => {
    const bookingId = await heldBooking(app, token);
    const created = await order({ bookingId });
    const signed = await demoCheckout(created.orderId);
    await eraseUser(app.db, app.deps.storage, rohan.id, app.deps.clock.now());
    const res = await app.api.post<{ message: string }>(
      '/api/payment',
      { orderId: created.orderId, ...signed, method: 'creditCard', last4: '1111' },
      { token },
    );
    expect(res.status).toBe(409);
    expect(await count('payments')).toBe(0);
  });

  it('keeps a paid order paid when a declined attempt for it comes afterwards', async () => {
    const { created } = await payFully({ bookingId: await heldBooking(app, token) });
    const declined = await app.api.post(
      '/api/payment/demo/checkout',
      { orderId: created.orderId, method: 'creditCard', outcome: 'declined' },
      { token },
    );
    expect(declined.status).toBe(402);
    const stored = await app.db
      .selectFrom('payment_orders')
      .select('status')
      .where('gateway_order_id', '=', created.orderId)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('paid');
    expect(await count('payments')).toBe(1);
  });

  it("marks reverse charge only on a consultation invoice with the client's GSTIN, never on a plan", async () => {
    const plain = await payFully({ plan: 'monthly' });
    const created = await order({ bookingId: await heldBooking(app, token) });
    const signed = await demoCheckout(created.orderId);
    const withGstin = await app.api.post<PaymentResult>(
      '/api/payment',
      {
        orderId: created.orderId,
        ...signed,
        method: 'creditCard',
        last4: '1111',
        addressLine1: '12 MG Road',
        clientGstin: '29ABCDE1234F1Z5',
      },
      { token },
    );
    expect(withGstin.status).toBe(200);
    const charge = async (id: string) =>
      (
        await app.db
          .selectFrom('invoices')
          .select('reverse_charge')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).reverse_charge;
    expect(await charge(plain.result.invoiceId)).toBe(0);
    expect(await charge(withGstin.body.invoiceId)).toBe(1);
    // A business buying premium with its GSTIN: the platform charges GST itself, no reverse charge.
    const planOrder = await order({ plan: 'monthly' });
    const planPaid = await app.api.post<PaymentResult>(
      '/api/payment',
      {
        orderId: planOrder.orderId,
        ...(await demoCheckout(planOrder.orderId)),
        method: 'creditCard',
        last4: '1111',
        addressLine1: '12 MG Road',
        clientGstin: '29ABCDE1234F1Z5',
      },
      { token },
    );
    expect(planPaid.status).toBe(200);
    expect(await charge(planPaid.body.invoiceId)).toBe(0);
  });
});

describe('money at the edges', () => {
  async function withClock(at: string, use: (clock: TestClock) => Promise<void>) {
    await app.close();
    const clock = testClock(Date.parse(at));
    await start({ clock });
    await use(clock);
  }
  it('runs a plan bought on 31 January to 28 February, and a renewal on from there, not from today', async () => {
    await withClock('2030-01-31T06:00:00Z', async (clock) => {
      await payFully({ plan: 'monthly' });
      const first = await app.api.get<Subscription>('/api/subscription', { token });
      expect(first.body.periodEnd).toBe('2030-02-28T06:00:00.000Z');
      clock.advance(10 * 86_400_000);
      await payFully({ plan: 'monthly' });
      const renewed = await app.api.get<Subscription>('/api/subscription', { token });
      expect(renewed.body).toMatchObject({ premium: true, periodEnd: '2030-03-28T06:00:00.000Z' });
    });
  });

  it('gives back a renewal bought early in full, beside the unused part of the running period', async () => {
    await withClock('2030-03-01T06:00:00Z', async (clock) => {
      await payFully({ plan: 'monthly' });
      await payFully({ plan: 'monthly' }); // April, bought early
      clock.advance(10 * 86_400_000);
      const running = Math.floor((9900 * 21) / 31);
      const before = await app.api.get<Subscription>('/api/subscription', { token });
      expect(before.body).toMatchObject({
        periodEnd: '2030-05-01T06:00:00.000Z',
        refundOnCancelPaise: running + 9900,
      });
      expect((await app.api.post('/api/subscription/cancel', {}, { token })).status).toBe(200);
      const refunds = await app.db
        .selectFrom('refunds')
        .select('amount_paise')
        .orderBy('amount_paise')
        .execute();
      expect(refunds.map((r) => r.amount_paise)).toEqual([running, 9900]);
    });
  });

  it('answers a repeated confirmation of a paid order with its payment, also after the 15 minutes', async () => {
    await withClock('2030-03-01T06:00:00Z', async (clock) => {
      const { created, signed, result } = await payFully({ plan: 'monthly' });
      clock.advance(16 * 60_000);
      const again = await app.api.post<PaymentResult>(
        '/api/payment',
        { orderId: created.orderId, ...signed, method: 'creditCard', last4: '1111' },
        { token },
      );
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ invoiceId: result.invoiceId, amountPaise: 9900 });
      expect(await count('payments')).toBe(1);
    });
  });

  it('pays an order confirmed exactly 15 minutes after it was made', async () => {
    await withClock('2030-03-01T06:00:00Z', async (clock) => {
      const created = await order({ plan: 'monthly' });
      const signed = await demoCheckout(created.orderId);
      clock.advance(15 * 60_000);
      const res = await app.api.post(
        '/api/payment',
        { orderId: created.orderId, ...signed, method: 'creditCard', last4: '1111' },
        { token },
      );
      expect(res.status).toBe(200);
    });
  });

  it('refuses a second order for a paid consultation, and a cancel without premium', async () => {
    const bookingId = await heldBooking(app, token);
    await payFully({ bookingId });
    expect(await app.api.post('/api/payment/order', { bookingId }, { token })).toMatchObject({
      status: 409,
      body: { message: 'This consultation is already paid.' },
    });
    expect(await app.api.post('/api/subscription/cancel', {}, { token })).toMatchObject({
      status: 404,
      body: { message: 'You have no premium subscription to cancel.' },
    });
    expect(await count('refunds')).toBe(0);
  });

  it('bills a consultation by the advocate without GST, and a plan by the platform with 18 % inside', async () => {
    await payFully({ plan: 'monthly' });
    await payFully({ bookingId: await heldBooking(app, token) });
    const invoices = recorded(
      'invoices',
      await app.db
        .selectFrom('invoices')
        .select(['id', 'kind', 'issuer_gstin', 'taxable_paise', 'gst_paise', 'total_paise'])
        .orderBy('seq')
        .execute(),
    );
    expect(invoices).toHaveLength(2);
    expect(invoices[0]).toMatchObject({
      kind: 'plan',
      taxable_paise: 8390,
      gst_paise: 1510,
      total_paise: 9900,
    });
    expect(invoices[0]!.issuer_gstin).not.toBe('');
    const consultation = invoices[1]!;
    expect(consultation).toMatchObject({ kind: 'consultation', issuer_gstin: '', gst_paise: 0 });
    expect(consultation.taxable_paise).toBe(consultation.total_paise);
  });
});

describe('what an order pays for', () => {
  it("is said in the payer's language, and recorded in English for the gateway and the invoice", async () => {
    const bookingId = await heldBooking(app, token);
    const booking = await app.db
      .selectFrom('bookings')
      .select(['date', 'slot'])
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    const res = await app.api.post<PaymentOrder>(
      '/api/payment/order',
      { bookingId },
      { token, headers: { 'Accept-Language': 'hi-IN' } },
    );
    expect(res.status).toBe(201);
    const [year, month, day] = booking.date.split('-');
    expect(res.body.description).toMatch(
      new RegExp(`^${rohan.name} के साथ ${day}/${month}/${year}, .+ को परामर्श$`),
    );
    const recorded = await app.db
      .selectFrom('payment_orders')
      .select('description')
      .where('gateway_order_id', '=', res.body.orderId)
      .executeTakeFirstOrThrow();
    expect(recorded.description).toBe(
      `Consultation with ${rohan.name} on ${bookedTimeLabel(booking.date, booking.slot)}`,
    );
  });
});

describe('who is told of a payment', () => {
  it('tells the payer what was paid, its invoice and where to find it; the lawyer of the booking now paid', async () => {
    const [planInvoice, consultationInvoice] = nextInvoices(2);
    const bookingId = await heldBooking(app, token);
    const booking = await app.db
      .selectFrom('bookings')
      .select(['date', 'slot', 'topic', 'price_paise'])
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    await payFully({ plan: 'monthly' });
    const { created } = await payFully({ bookingId });
    const consultation = `Consultation with ${rohan.name} on ${bookedTimeLabel(booking.date, booking.slot)}`;
    expect(created.description).toBe(consultation);
    const asPaid = await toldNow(asha.id);
    expect(asPaid).toHaveLength(2);
    expect(asPaid).toEqual(
      expect.arrayContaining([
        {
          kind: 'payment',
          message: `Payment of ₹99/- received: Premium monthly. Invoice ${planInvoice!.number}.`,
          link: '/profile',
        },
        {
          kind: 'payment',
          message: `Payment of ${formatRupees(booking.price_paise)} received: ${consultation}. Invoice ${consultationInvoice!.number}.`,
          link: '/dashboard/bills-payments',
        },
      ]),
    );
    // Booked and paid at once (pay at booking): its lawyer hears of the booking when the money is in, on their
    // schedule, and once (no separate notice of the money).
    expect(await toldNow(rohan.id, ['payment', 'booking'])).toEqual([
      {
        kind: 'booking',
        message: `${asha.name} booked a consultation on ${bookedTimeLabel(booking.date, booking.slot)}: ${booking.topic}`,
        link: '/dashboard/schedules',
      },
    ]);
    // The invoices name the payer and what was bought.
    const invoices = recorded(
      'invoices',
      await app.db
        .selectFrom('invoices')
        .select(['id', 'client_name', 'client_email', 'description', 'issuer_name'])
        .orderBy('seq')
        .execute(),
    ).map(({ id: _id, ...invoice }) => invoice);
    expect(invoices).toEqual([
      {
        client_name: asha.name,
        client_email: asha.email,
        description: 'Premium monthly',
        issuer_name: 'LexSetu Legal Services Pvt. Ltd.',
      },
      {
        client_name: asha.name,
        client_email: asha.email,
        description: consultation,
        issuer_name: rohan.name,
      },
    ]);
  });
});
