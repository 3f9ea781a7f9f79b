// Razorpay against a local fake of its orders API (answering with recorded responses) and recorded webhook
// payloads: order creation in paise with basic auth, `order_id|payment_id` signature check, webhook raw-body
// signature, and a webhook delivered three times crediting once.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Booking, PaymentOrder, Subscription } from '@contract';
import { demoLogins } from '../../db/seed';
import { heldBooking } from '../../test/bookingPeople';
import { createTestApp, type TestApp } from '../../test/harness';
import { formatRupees } from '@contract';
import { demoInbox } from '../mail';
import { refundDepsOf, sendQueuedRefunds, sendRefund } from '../refunds';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const keys = {
  keyId: 'rzp_test_LexSetu1234',
  keySecret: 'key-secret-0123456789',
  webhookSecret: 'hook-secret-987654',
};
const sign = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

interface Recorded {
  method: string;
  url: string;
  authorization: string;
  body: Record<string, unknown>;
}

let fake: Server;
let recorded: Recorded[];
/** How the fake answers the next order: the recorded success (with the asked amount) or another reply. */
let reply: (body: Record<string, unknown>) => { status: number; body: unknown };
/** How the fake answers a refund: Razorpay's usual 'pending' (settled later by a webhook). */
let refundReply: (paymentId: string, body: Record<string, unknown>) => { status: number; body: unknown };
let app: TestApp;
let token: string;
/**
 * The money rows the demo seed left before the test (the seeded consultations were paid when booked): what a
 * test counts or reads is only what it recorded itself.
 */
let seeded: Record<'orders' | 'payments' | 'invoices' | 'refunds' | 'creditNotes' | 'events', Set<string>>;

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

beforeEach(async () => {
  recorded = [];
  refundReply = (paymentId, body) => ({
    status: 200,
    body: {
      id: 'rfnd_Q1aB2cD3eF4gH5',
      entity: 'refund',
      amount: body.amount,
      payment_id: paymentId,
      status: 'pending',
    },
  });
  reply = (body) => ({
    status: 200,
    body: {
      ...JSON.parse(fixture('razorpay-order-created.json')),
      amount: body.amount,
      receipt: body.receipt,
    },
  });
  fake = createServer(async (req, res) => {
    const body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
    recorded.push({
      method: req.method!,
      url: req.url!,
      authorization: req.headers.authorization ?? '',
      body,
    });
    const refundOf = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '')?.[1];
    const answer =
      req.url === '/v1/orders'
        ? reply(body)
        : refundOf
          ? refundReply(refundOf, body)
          : { status: 404, body: {} };
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((ok) => fake.listen(0, '127.0.0.1', ok));
  app = await createTestApp({
    env: {
      LEXSETU_RAZORPAY_KEY_ID: keys.keyId,
      LEXSETU_RAZORPAY_KEY_SECRET: keys.keySecret,
      LEXSETU_RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      LEXSETU_RAZORPAY_API_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
      LEXSETU_LOG: 'true',
    },
  });
  ({ token } = await app.tokenFor(demoLogins[0].email));
  const ids = async (rows: Promise<{ id: string }[]>) => new Set((await rows).map((r) => r.id));
  seeded = {
    orders: await ids(app.db.selectFrom('payment_orders').select('id').execute()),
    payments: await ids(app.db.selectFrom('payments').select('id').execute()),
    invoices: await ids(app.db.selectFrom('invoices').select('id').execute()),
    refunds: await ids(app.db.selectFrom('refunds').select('id').execute()),
    creditNotes: await ids(app.db.selectFrom('credit_notes').select('id').execute()),
    events: await ids(app.db.selectFrom('webhook_events').select('id').execute()),
  };
});
afterEach(async () => {
  await app.close();
  await new Promise((ok) => fake.close(ok));
});

/** Rows of `kind` recorded since the test began (none of the seed's). */
const since = <Row extends { id: string }>(kind: keyof typeof seeded, rows: Row[]) =>
  rows.filter((row) => !seeded[kind].has(row.id));
const newOrders = async () =>
  since('orders', await app.db.selectFrom('payment_orders').selectAll().execute());
const newPayments = async () => since('payments', await app.db.selectFrom('payments').selectAll().execute());
const newInvoices = async () => since('invoices', await app.db.selectFrom('invoices').selectAll().execute());
const newRefunds = async () => since('refunds', await app.db.selectFrom('refunds').selectAll().execute());
const newCreditNotes = async () =>
  since('creditNotes', await app.db.selectFrom('credit_notes').selectAll().execute());
const newEvents = async () =>
  since('events', await app.db.selectFrom('webhook_events').selectAll().execute());
/** The one row of `rows`, failing when there is none or more. */
function only<Row>(rows: Row[]): Row {
  expect(rows).toHaveLength(1);
  return rows[0]!;
}
/** Payments recorded by this test. */
const paymentsCount = async () => (await newPayments()).length;

function deliver(body: string, signature: string, eventId: string) {
  return app.api.send<{ status: string }>('POST', '/api/payment/webhook/razorpay', {
    body,
    headers: {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': signature,
      'X-Razorpay-Event-Id': eventId,
    },
  });
}

describe('razorpay gateway', () => {
  it('creates the order on Razorpay in paise with the key, ignoring a client amount', async () => {
    const res = await app.api.post<PaymentOrder>(
      '/api/payment/order',
      { plan: 'monthly', amount: 1 },
      { token },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      gateway: 'razorpay',
      orderId: 'order_OpQ8fGkYp2TqZs',
      keyId: keys.keyId,
      amountPaise: 9900,
    });
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      method: 'POST',
      url: '/v1/orders',
      body: { amount: 9900, currency: 'INR', notes: { purpose: 'plan:monthly' } },
    });
    // Razorpay's receipt is our order's id: its dashboard and our ledger name the same order.
    const ours = only(await newOrders());
    expect(recorded[0].body.receipt).toBe(ours.id);
    // A consultation's order names its booking (one booked now, its payment hold running).
    const bookingId = await heldBooking(app, token);
    reply = (body) => ({
      status: 200,
      body: {
        ...JSON.parse(fixture('razorpay-order-created.json')),
        id: 'order_Booking00000001',
        amount: body.amount,
      },
    });
    expect((await app.api.post('/api/payment/order', { bookingId }, { token })).status).toBe(201);
    expect(recorded[1].body).toMatchObject({ notes: { purpose: `booking:${bookingId}` } });
    // A legal-document package's order names the document order.
    const service = (await app.api.get<{ _id: string }>('/api/services/agreement-to-sale-drafting')).body;
    const serviceOrder = await app.api.post<{ _id: string }>(
      '/api/service-orders',
      { serviceId: service._id },
      { token },
    );
    reply = (body) => ({
      status: 200,
      body: {
        ...JSON.parse(fixture('razorpay-order-created.json')),
        id: 'order_Document000001',
        amount: body.amount,
      },
    });
    const documentOrder = await app.api.post(
      '/api/payment/order',
      { serviceOrderId: serviceOrder.body._id },
      { token },
    );
    expect(documentOrder.status).toBe(201);
    expect(recorded[2].body).toMatchObject({ notes: { purpose: `service_order:${serviceOrder.body._id}` } });
    expect(recorded[0].authorization).toBe(
      `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`,
    );
    // The demo checkout does not exist with a real gateway.
    expect(
      (
        await app.api.post(
          '/api/payment/demo/checkout',
          { orderId: res.body.orderId, method: 'creditCard', outcome: 'success' },
          { token },
        )
      ).status,
    ).toBe(404);
  });

  it('answers 502 when Razorpay refuses or records another amount, storing no order', async () => {
    reply = () => ({ status: 400, body: JSON.parse(fixture('razorpay-bad-request.json')) });
    const refused = await app.api.post('/api/payment/order', { plan: 'monthly' }, { token });
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({ message: 'The amount must be atleast INR 1.00' });
    reply = () => ({
      status: 200,
      body: { ...JSON.parse(fixture('razorpay-order-created.json')), amount: 100 },
    });
    expect((await app.api.post('/api/payment/order', { plan: 'monthly' }, { token })).status).toBe(502);
    expect(await newOrders()).toEqual([]);
  });

  it('accepts the checkout signature of order_id|payment_id and refuses a tampered one', async () => {
    const created = await app.api.post<PaymentOrder>('/api/payment/order', { plan: 'monthly' }, { token });
    const paymentId = 'pay_OpQ9aBcDeFgHiJ';
    const good = sign(keys.keySecret, `${created.body.orderId}|${paymentId}`);
    const tampered = sign(keys.keySecret, `${created.body.orderId}|pay_other`);
    const bad = await app.api.post(
      '/api/payment',
      { orderId: created.body.orderId, paymentId, signature: tampered, method: 'creditCard' },
      { token },
    );
    // The reason, and the field it is about, for the browser to show.
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'Payment signature does not match.', field: 'signature' },
    });
    expect(await paymentsCount()).toBe(0);
    const ok = await app.api.post(
      '/api/payment',
      { orderId: created.body.orderId, paymentId, signature: good, method: 'creditCard', last4: '1111' },
      { token },
    );
    expect(ok.status).toBe(200);
    const sub = await app.api.get<Subscription>('/api/subscription', { token });
    expect(sub.body.premium).toBe(true);
  });

  it('credits a webhook delivered three times once, and refuses a tampered signature', async () => {
    const created = await app.api.post<PaymentOrder>('/api/payment/order', { plan: 'monthly' }, { token });
    expect(created.body.orderId).toBe('order_OpQ8fGkYp2TqZs');
    const body = fixture('razorpay-webhook-payment-captured.json');
    const signature = sign(keys.webhookSecret, body);

    const tampered = await deliver(body.replace('"amount": 9900', '"amount": 99'), signature, 'evt_0');
    expect(tampered).toMatchObject({
      status: 400,
      body: { message: 'Webhook signature does not match.', field: 'signature' },
    });
    expect(await paymentsCount()).toBe(0);

    const outcomes = [];
    for (let i = 0; i < 3; i++) {
      const res = await deliver(body, signature, 'evt_OpQ9xyz');
      outcomes.push(res.body.status);
    }
    expect(outcomes).toEqual(['recorded', 'duplicate', 'duplicate']);
    // The event is remembered as handled, in the payment's own transaction.
    expect(
      await app.db.selectFrom('webhook_events').select('id').where('id', '=', 'evt_OpQ9xyz').execute(),
    ).toEqual([{ id: 'evt_OpQ9xyz' }]);
    // A new event about the same payment does not credit again either.
    expect((await deliver(body, signature, 'evt_other')).body.status).toBe('duplicate');
    expect(await paymentsCount()).toBe(1);
    const invoices = (await newInvoices()).map((invoice) => ({ total_paise: invoice.total_paise }));
    expect(invoices).toEqual([{ total_paise: 9900 }]);
    const payment = only(await newPayments());
    expect({ last4: payment.last4, method: payment.method }).toEqual({ last4: '1111', method: 'creditCard' });
    // Then the browser's own confirmation of the same payment: still one.
    const confirm = await app.api.post(
      '/api/payment',
      {
        orderId: created.body.orderId,
        paymentId: 'pay_OpQ9aBcDeFgHiJ',
        signature: sign(keys.keySecret, `${created.body.orderId}|pay_OpQ9aBcDeFgHiJ`),
        method: 'creditCard',
      },
      { token },
    );
    expect(confirm.status).toBe(200);
    expect(await paymentsCount()).toBe(1);
    expect(app.logs.info.join('\n')).not.toContain(keys.keySecret);
  });
  it('ignores signed events that are not a capture, pay another amount, or name an unknown order', async () => {
    await app.api.post<PaymentOrder>('/api/payment/order', { plan: 'monthly' }, { token });
    const captured = fixture('razorpay-webhook-payment-captured.json');
    // Each body is signed with the real secret: only the event's meaning decides.
    const variants = {
      failed: captured.replace('"event": "payment.captured"', '"event": "payment.failed"'),
      authorized: captured.replace('"event": "payment.captured"', '"event": "payment.authorized"'),
      oneRupee: captured.replace('"amount": 9900', '"amount": 100'),
      more: captured.replace('"amount": 9900', '"amount": 99000'),
      otherOrder: captured.replace('"order_id": "order_OpQ8fGkYp2TqZs"', '"order_id": "order_SomeoneElse"'),
      noPayment: JSON.stringify({ event: 'payment.captured', payload: {} }),
    };
    for (const [name, body] of Object.entries(variants)) {
      const res = await deliver(body, sign(keys.webhookSecret, body), `evt_${name}`);
      expect([name, res.status, res.body.status]).toEqual([name, 200, 'ignored']);
    }
    expect(await paymentsCount()).toBe(0);
    const order = only(await newOrders());
    expect(order.status).toBe('created');
    // The real capture still pays it afterwards.
    expect((await deliver(captured, sign(keys.webhookSecret, captured), 'evt_real')).body.status).toBe(
      'recorded',
    );
    expect(await paymentsCount()).toBe(1);
  });

  it('credits a delivery whose recording failed when Razorpay redelivers it, once', async () => {
    await app.api.post<PaymentOrder>('/api/payment/order', { plan: 'monthly' }, { token });
    const body = fixture('razorpay-webhook-payment-captured.json');
    const signature = sign(keys.webhookSecret, body);
    // The premium period cannot be written: the recording fails half-way.
    await sql`ALTER TABLE subscriptions RENAME TO subscriptions_away`.execute(app.db);
    const failed = await deliver(body, signature, 'evt_OpQ9xyz');
    await sql`ALTER TABLE subscriptions_away RENAME TO subscriptions`.execute(app.db);
    expect(failed.status).toBe(500);
    expect(await paymentsCount()).toBe(0);
    // Nothing of the failed attempt remains, not even its event id: the redelivery is not a 'duplicate'.
    expect(await newEvents()).toEqual([]);

    const outcomes = [];
    for (let i = 0; i < 2; i++) outcomes.push((await deliver(body, signature, 'evt_OpQ9xyz')).body.status);
    expect(outcomes).toEqual(['recorded', 'duplicate']);
    expect(await paymentsCount()).toBe(1);
    expect((await app.api.get<Subscription>('/api/subscription', { token })).body.premium).toBe(true);
  });
});

describe('razorpay webhook details', () => {
  const captured = () => fixture('razorpay-webhook-payment-captured.json');
  const signed = (body: string, eventId: string) => deliver(body, sign(keys.webhookSecret, body), eventId);

  it('credits order.paid like payment.captured, and refuses a delivery without an event id', async () => {
    await app.api.post<PaymentOrder>('/api/payment/order', { plan: 'monthly' }, { token });
    const body = captured().replace('"event": "payment.captured"', '"event": "order.paid"');
    expect(await signed(body, '')).toMatchObject({
      status: 400,
      body: { message: 'Missing event id.', field: 'x-razorpay-event-id' },
    });
    expect(await paymentsCount()).toBe(0);
    expect((await signed(body, 'evt_order_paid')).body.status).toBe('recorded');
    expect(await paymentsCount()).toBe(1);
  });

  it('refuses a well-signed body that is not JSON with 400, recording nothing', async () => {
    await app.api.post<PaymentOrder>('/api/payment/order', { plan: 'monthly' }, { token });
    const body = captured().slice(0, -20); // cut short in transit
    expect(await signed(body, 'evt_cut')).toMatchObject({
      status: 400,
      body: { message: 'Malformed JSON body' },
    });
    expect(await paymentsCount()).toBe(0);
  });

  it('records a capture that names no payment method as a card payment', async () => {
    await app.api.post<PaymentOrder>('/api/payment/order', { plan: 'monthly' }, { token });
    const event = JSON.parse(captured()) as { payload: { payment: { entity: Record<string, unknown> } } };
    delete event.payload.payment.entity.method;
    expect((await signed(JSON.stringify(event), 'evt_nomethod')).body.status).toBe('recorded');
    expect(only(await newPayments()).method).toBe('creditCard');
  });

  it('records a UPI payment as scan-and-pay with no card digits, and never keeps card digits that are not 4 digits', async () => {
    await app.api.post<PaymentOrder>('/api/payment/order', { plan: 'monthly' }, { token });
    const body = captured()
      .replace('"method": "card"', '"method": "upi"')
      .replace('"last4": "1111"', '"last4": "11a1"');
    expect((await signed(body, 'evt_upi')).body.status).toBe('recorded');
    expect(only(await newPayments())).toMatchObject({ method: 'scanPay', last4: null });
  });

  it('keeps a full card number sent as last4 out of the database, and records net banking as such', async () => {
    await app.api.post<PaymentOrder>('/api/payment/order', { plan: 'monthly' }, { token });
    const body = captured()
      .replace('"method": "card"', '"method": "netbanking"')
      .replace('"last4": "1111"', '"last4": "4111111111111111"');
    expect((await signed(body, 'evt_nb')).body.status).toBe('recorded');
    expect(only(await newPayments())).toMatchObject({ method: 'netBanking', last4: null });
  });

  it('answers a redelivered ignored event as a duplicate, and ignores events missing their parts without failing', async () => {
    await app.api.post<PaymentOrder>('/api/payment/order', { plan: 'monthly' }, { token });
    const failed = captured().replace('"event": "payment.captured"', '"event": "payment.failed"');
    expect((await signed(failed, 'evt_f')).body.status).toBe('ignored');
    expect((await signed(failed, 'evt_f')).body.status).toBe('duplicate');
    const parts = {
      noPayload: { event: 'payment.captured' },
      refundNoPayload: { event: 'refund.processed' },
      refundEmptyPayload: { event: 'refund.processed', payload: {} },
      refundNoEntity: { event: 'refund.processed', payload: { refund: {} } },
      refundNoId: {
        event: 'refund.processed',
        payload: { refund: { entity: { payment_id: 'pay_x', amount: 1 } } },
      },
      refundNoPayment: {
        event: 'refund.failed',
        payload: { refund: { entity: { id: 'rfnd_x', amount: 1 } } },
      },
    };
    for (const [name, event] of Object.entries(parts)) {
      const res = await signed(JSON.stringify(event), `evt_${name}`);
      expect([name, res.status, res.body.status]).toEqual([name, 200, 'ignored']);
    }
    // An ignored refund event delivered again is answered as the duplicate it is.
    const again = await signed(JSON.stringify(parts.refundNoId), 'evt_refundNoId');
    expect(again.body.status).toBe('duplicate');
    // A capture without card details (UPI) is still credited.
    const upi = JSON.parse(captured()) as { payload: { payment: { entity: Record<string, unknown> } } };
    upi.payload.payment.entity.method = 'upi';
    delete upi.payload.payment.entity.card;
    expect((await signed(JSON.stringify(upi), 'evt_upi_nocard')).body.status).toBe('recorded');
    expect(await paymentsCount()).toBe(1);
  });

  it('gives back money captured for a consultation cancelled meanwhile', async () => {
    const bookingId = await heldBooking(app, token);
    const created = await app.api.post<PaymentOrder>('/api/payment/order', { bookingId }, { token });
    expect(created.status).toBe(201);
    expect((await app.api.post(`/api/bookings/${bookingId}/cancel`, {}, { token })).status).toBe(200);
    const body = captured().replace('"amount": 9900', `"amount": ${created.body.amountPaise}`);
    expect((await signed(body, 'evt_late')).body.status).toBe('recorded');
    const refunds = (await newRefunds()).map(({ booking_id, amount_paise, reason }) => ({
      booking_id,
      amount_paise,
      reason,
    }));
    expect(refunds).toEqual([
      { booking_id: bookingId, amount_paise: created.body.amountPaise, reason: 'unpaid' },
    ]);
    // The money does not bring the cancelled consultation back: it stays cancelled, its slot free.
    const booking = await app.db
      .selectFrom('bookings')
      .select(['status', 'paid_at'])
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(booking.status).toBe('cancelled');
  });
});

describe('razorpay races', () => {
  it('credits once when the webhook and the browser confirmation arrive together', async () => {
    const created = await app.api.post<PaymentOrder>('/api/payment/order', { plan: 'monthly' }, { token });
    const body = fixture('razorpay-webhook-payment-captured.json');
    const signature = sign(keys.webhookSecret, body);
    const paymentId = 'pay_OpQ9aBcDeFgHiJ';
    const replies = await Promise.all([
      deliver(body, signature, 'evt_a'),
      deliver(body, signature, 'evt_b'),
      app.api.post(
        '/api/payment',
        {
          orderId: created.body.orderId,
          paymentId,
          signature: sign(keys.keySecret, `${created.body.orderId}|${paymentId}`),
          method: 'creditCard',
        },
        { token },
      ),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await paymentsCount()).toBe(1);
  });

  it("credits a wallet top-up once, with one receipt, when the webhook and the browser's confirmation race", async () => {
    const created = await app.api.post<PaymentOrder>(
      '/api/wallet/top-ups',
      { amountPaise: 20000 },
      { token },
    );
    expect(created.status).toBe(201);
    const event = JSON.parse(fixture('razorpay-webhook-payment-captured.json'));
    event.payload.payment.entity.amount = 20000;
    const body = JSON.stringify(event);
    const signature = sign(keys.webhookSecret, body);
    const paymentId = 'pay_OpQ9aBcDeFgHiJ';
    const confirm = () =>
      app.api.post(
        '/api/payment',
        {
          orderId: created.body.orderId,
          paymentId,
          signature: sign(keys.keySecret, `${created.body.orderId}|${paymentId}`),
          method: 'creditCard',
        },
        { token },
      );
    const replies = await Promise.all([deliver(body, signature, 'evt_w1'), confirm(), confirm()]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    const payment = only(await newPayments());
    const credits = await app.db
      .selectFrom('wallet_entries')
      .select(['amount_paise', 'balance_after_paise'])
      .where('payment_id', '=', payment.id)
      .execute();
    expect(credits).toEqual([{ amount_paise: 20000, balance_after_paise: expect.any(Number) }]);
    const receipts = await app.db.selectFrom('payment_receipts').selectAll().execute();
    expect(receipts.filter((r) => r.payment_id === payment.id)).toHaveLength(1);
    expect((await newInvoices()).filter((i) => i.payment_id === payment.id)).toEqual([]);
  });
});

describe('razorpay content security policy', () => {
  it("lets the website load Razorpay's checkout script, frames and calls, and nothing else from outside", async () => {
    const { headers } = await app.api.get('/api/health');
    const policy = headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self' https://checkout.razorpay.com;");
    expect(policy).toContain("frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com;");
    expect(policy).toContain(
      "connect-src 'self' ws: wss: https://api.razorpay.com https://lumberjack.razorpay.com;",
    );
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });
});

describe('razorpay configuration', () => {
  it('needs all three keys together', async () => {
    const { loadConfig } = await import('../../config');
    expect(() =>
      loadConfig({
        LEXSETU_JWT_SECRET: 'x'.repeat(40),
        LEXSETU_DATA_DIR: app.config.dataDir,
        LEXSETU_RAZORPAY_KEY_ID: keys.keyId,
      }),
    ).toThrow(/LEXSETU_RAZORPAY_KEY_SECRET must be set/);
    expect(app.config.razorpay?.keyId).toBe(keys.keyId);
  });
});

describe('razorpay refunds', () => {
  /**
   * The demo client books a consultation well ahead, pays it through Razorpay while its payment hold runs, then
   * cancels it.
   */
  async function payThenCancel() {
    const bookingId = await heldBooking(app, token);
    const order = await app.api.post<PaymentOrder>('/api/payment/order', { bookingId }, { token });
    const paymentId = 'pay_RfNd0000000001';
    const paid = await app.api.post(
      '/api/payment',
      {
        orderId: order.body.orderId,
        paymentId,
        signature: sign(keys.keySecret, `${order.body.orderId}|${paymentId}`),
        method: 'creditCard',
        last4: '1111',
      },
      { token },
    );
    expect(paid.status).toBe(200);
    const cancelled = await app.api.post<Booking>(`/api/bookings/${bookingId}/cancel`, undefined, { token });
    expect(cancelled.status).toBe(200);
    return { bookingId, paymentId, amount: order.body.amountPaise, cancelled: cancelled.body };
  }

  const refundEvent = (type: string, paymentId: string, amount: number, refundId = 'rfnd_Q1aB2cD3eF4gH5') =>
    JSON.stringify({
      entity: 'event',
      event: type,
      payload: {
        refund: {
          entity: {
            id: refundId,
            entity: 'refund',
            amount,
            payment_id: paymentId,
            status: type.split('.')[1],
            notes: {},
          },
        },
      },
    });

  it('asks Razorpay to refund the paid amount, and settles it once on refund.processed (three deliveries)', async () => {
    const { paymentId, amount, cancelled } = await payThenCancel();
    // More than 24 hours ahead: the whole amount, sent to Razorpay for this payment.
    const call = recorded.find((r) => r.url === `/v1/payments/${paymentId}/refund`)!;
    expect(call).toMatchObject({ method: 'POST', body: { amount } });
    expect(call.authorization).toBe(
      `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`,
    );
    expect(cancelled.refund).toMatchObject({ amountPaise: amount, status: 'pending', creditNote: null });

    // A signed event for another amount is not this refund.
    const wrong = refundEvent('refund.processed', paymentId, amount - 1);
    expect((await deliver(wrong, sign(keys.webhookSecret, wrong), 'evt_rf_wrong')).body.status).toBe(
      'ignored',
    );
    // Tampered: refused.
    const body = refundEvent('refund.processed', paymentId, amount);
    expect((await deliver(body, sign(keys.webhookSecret, `${body} `), 'evt_rf_1')).status).toBe(400);
    const outcomes = [];
    for (let i = 0; i < 3; i++)
      outcomes.push((await deliver(body, sign(keys.webhookSecret, body), 'evt_rf_1')).body.status);
    expect(outcomes).toEqual(['recorded', 'duplicate', 'duplicate']);
    // The same refund under a new event id (Razorpay resends as a new event) changes nothing either.
    expect((await deliver(body, sign(keys.webhookSecret, body), 'evt_rf_2')).body.status).toBe('duplicate');
    const refunds = await newRefunds();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ status: 'processed', gateway_refund_id: 'rfnd_Q1aB2cD3eF4gH5' });
    expect(await newCreditNotes()).toHaveLength(1);
  });

  it('settles a refund whose event carries no notes at all', async () => {
    const { paymentId, amount } = await payThenCancel();
    const body = JSON.stringify({
      event: 'refund.processed',
      payload: { refund: { entity: { id: 'rfnd_Q1aB2cD3eF4gH5', amount, payment_id: paymentId } } },
    });
    expect((await deliver(body, sign(keys.webhookSecret, body), 'evt_nonotes')).body.status).toBe('recorded');
    expect(only(await newRefunds()).status).toBe('processed');
  });

  /** What the client (notices, mails) and the lawyer (notices) were told about refunds so far. */
  async function toldOf(bookingId: string) {
    const booking = await app.db
      .selectFrom('bookings')
      .select(['client_id', 'lawyer_id'])
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    const notices = (userId: string) =>
      app.db
        .selectFrom('notifications')
        .select(['kind', 'message', 'link'])
        .where('user_id', '=', userId)
        .where('message', 'like', '%efund%')
        .execute();
    const client = await app.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', booking.client_id)
      .executeTakeFirstOrThrow();
    const mails = (await demoInbox(app.db, client.email)).filter((m) => m.subject.includes('refund'));
    return {
      client: await notices(booking.client_id),
      lawyer: await notices(booking.lawyer_id),
      mails: mails.map((m) => ({ subject: m.subject, text: m.text })),
    };
  }

  it('settles a refund with a credit note taking back no GST the consultation did not bear, and tells both sides', async () => {
    const { bookingId, paymentId, amount } = await payThenCancel();
    const before = await toldOf(bookingId);
    const body = refundEvent('refund.processed', paymentId, amount);
    expect((await deliver(body, sign(keys.webhookSecret, body), 'evt_told')).body.status).toBe('recorded');
    const note = only(await newCreditNotes());
    expect(note).toMatchObject({ taxable_paise: amount, gst_paise: 0, total_paise: amount });
    const { description } = await app.db
      .selectFrom('invoices')
      .select('description')
      .where('id', '=', note.invoice_id)
      .executeTakeFirstOrThrow();
    const rupees = formatRupees(amount);
    const told = await toldOf(bookingId);
    expect(told.client.slice(before.client.length)).toEqual([
      {
        kind: 'payment',
        message: `Refund of ${rupees} processed: ${description}. Credit note ${note.number}.`,
        link: '/dashboard/invoices',
      },
    ]);
    expect(told.lawyer.slice(before.lawyer.length)).toEqual([
      {
        kind: 'payment',
        message: `${rupees} was refunded to the client: ${description}.`,
        link: '/dashboard/bills-payments',
      },
    ]);
    expect(told.mails.length - before.mails.length).toBe(1);
    expect(told.mails[0]!.subject).toBe('LexSetu refund processed');
    expect(told.mails[0]!.text).toContain(`Your refund of ${rupees} has been processed.`);
    expect(told.mails[0]!.text).toContain(`Credit note ${note.number} is in LexSetu under Invoices.`);
    // Razorpay sends it again as a new event: nobody is told twice.
    await deliver(body, sign(keys.webhookSecret, body), 'evt_told_again');
    expect(await toldOf(bookingId)).toEqual(told);
  });

  it('records a refusal once, its reason cut to 200 characters, and tells the client once', async () => {
    const { bookingId, paymentId, amount } = await payThenCancel();
    const before = await toldOf(bookingId);
    const reason = 'Refused by the bank. '.repeat(15);
    const body = JSON.stringify({
      ...JSON.parse(refundEvent('refund.failed', paymentId, amount)),
      payload: {
        refund: {
          entity: {
            ...JSON.parse(refundEvent('refund.failed', paymentId, amount)).payload.refund.entity,
            error_description: reason,
          },
        },
      },
    });
    for (const eventId of ['evt_fail_1', 'evt_fail_2'])
      await deliver(body, sign(keys.webhookSecret, body), eventId);
    expect(await refundRow()).toMatchObject({ status: 'failed', failure: reason.slice(0, 200) });
    const told = await toldOf(bookingId);
    expect(told.client.slice(before.client.length)).toEqual([
      {
        kind: 'payment',
        message: `Your refund of ${formatRupees(amount)} could not be processed by the bank. Our support team will contact you.`,
        link: '/dashboard/bills-payments',
      },
    ]);
    expect(told.mails.slice(0, told.mails.length - before.mails.length)).toEqual([
      {
        subject: 'LexSetu refund failed',
        text: expect.stringContaining(
          `Your refund of ${formatRupees(amount)} could not be processed by the bank.`,
        ),
      },
    ]);
  });

  it('records a refund Razorpay could not make, and tells the client', async () => {
    const { paymentId, amount } = await payThenCancel();
    const body = refundEvent('refund.failed', paymentId, amount);
    expect((await deliver(body, sign(keys.webhookSecret, body), 'evt_rf_f')).body.status).toBe('recorded');
    const refund = only(await newRefunds());
    expect(refund.status).toBe('failed');
    expect(await newCreditNotes()).toEqual([]);
    const notices = await app.api.get<{ items: { message: string }[] }>('/api/notifications', { token });
    expect(JSON.stringify(notices.body)).toContain('could not be processed by the bank');
  });

  const refundEventWithNotes = (paymentId: string, amount: number, refundId: string, ourRefund: string) =>
    JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      payload: {
        refund: {
          entity: {
            id: refundId,
            entity: 'refund',
            amount,
            payment_id: paymentId,
            notes: { refund: ourRefund },
          },
        },
      },
    });
  /** The refund this test's cancellation queued: the only one since the test began. */
  const refundRow = async () => only(await newRefunds());

  it('settles a refund whose webhook came before its Razorpay id was stored, by the id in its notes, for that payment only', async () => {
    // Razorpay made the refund but its answer never reached us: our row has no Razorpay refund id yet.
    refundReply = () => ({ status: 500, body: { error: { description: 'Server error' } } });
    const { paymentId, amount } = await payThenCancel();
    const ours = await refundRow();
    expect(ours).toMatchObject({ status: 'pending', gateway_refund_id: null });
    const deliverSigned = (body: string, eventId: string) =>
      deliver(body, sign(keys.webhookSecret, body), eventId);

    // Our refund id in the notes, but another payment's refund; or this payment with someone else's notes.
    const otherPayment = refundEventWithNotes('pay_SomeoneElse01', amount, 'rfnd_Late000001', ours.id);
    expect((await deliverSigned(otherPayment, 'evt_n1')).body.status).toBe('ignored');
    const otherNotes = refundEventWithNotes(paymentId, amount, 'rfnd_Late000001', 'not-our-refund');
    expect((await deliverSigned(otherNotes, 'evt_n2')).body.status).toBe('ignored');
    expect(await refundRow()).toMatchObject({ status: 'pending', gateway_refund_id: null });

    const late = refundEventWithNotes(paymentId, amount, 'rfnd_Late000001', ours.id);
    expect((await deliverSigned(late, 'evt_n3')).body.status).toBe('recorded');
    expect(await refundRow()).toMatchObject({ status: 'processed', gateway_refund_id: 'rfnd_Late000001' });
    expect(await newCreditNotes()).toHaveLength(1);
  });

  it('does not let another Razorpay refund settle ours through its notes once our Razorpay id is known', async () => {
    const { paymentId, amount } = await payThenCancel();
    const ours = await refundRow();
    expect(ours).toMatchObject({ status: 'pending', gateway_refund_id: 'rfnd_Q1aB2cD3eF4gH5' });
    const other = refundEventWithNotes(paymentId, amount, 'rfnd_Another00001', ours.id);
    expect((await deliver(other, sign(keys.webhookSecret, other), 'evt_o1')).body.status).toBe('ignored');
    expect(await refundRow()).toMatchObject({ status: 'pending', gateway_refund_id: 'rfnd_Q1aB2cD3eF4gH5' });
    expect(await newCreditNotes()).toEqual([]);
  });

  it('keeps a refund queued when Razorpay is unreachable, without undoing the cancellation', async () => {
    refundReply = () => ({ status: 500, body: { error: { description: 'Server error' } } });
    const { bookingId } = await payThenCancel();
    const refund = await app.db
      .selectFrom('refunds')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ status: 'pending', gateway_refund_id: null });
    const booking = await app.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(booking.status).toBe('cancelled');
  });

  it('sends a refund Razorpay could not take again from the sweep, a minute after it was queued, once', async () => {
    refundReply = () => ({ status: 500, body: { error: { description: 'Server error' } } });
    const { paymentId, amount } = await payThenCancel();
    const refundCalls = () => recorded.filter((r) => r.url === `/v1/payments/${paymentId}/refund`);
    expect(refundCalls()).toHaveLength(1);
    refundReply = (id, body) => ({
      status: 200,
      body: {
        id: 'rfnd_Sweep0000001',
        entity: 'refund',
        amount: body.amount,
        payment_id: id,
        status: 'pending',
      },
    });
    const ours = await refundRow();
    const queuedAt = Date.parse(ours.created_at);
    const sweepAt = (ms: number) =>
      sendQueuedRefunds(refundDepsOf({ ...app.deps, clock: { now: () => new Date(queuedAt + ms) } }));

    // A refund of a payment taken by another gateway is not Razorpay's to make.
    await app.db.updateTable('refunds').set({ gateway: 'demo' }).where('id', '=', ours.id).execute();
    await sweepAt(60_000);
    expect(refundCalls()).toHaveLength(1);
    await app.db.updateTable('refunds').set({ gateway: 'razorpay' }).where('id', '=', ours.id).execute();

    await sweepAt(59_999);
    expect(refundCalls()).toHaveLength(1);
    expect(await refundRow()).toMatchObject({ status: 'pending', gateway_refund_id: null });
    await sweepAt(60_000);
    expect(refundCalls()).toHaveLength(2);
    expect(refundCalls()[1].body).toMatchObject({ amount, notes: { refund: (await refundRow()).id } });
    expect(await refundRow()).toMatchObject({ status: 'pending', gateway_refund_id: 'rfnd_Sweep0000001' });
    // With Razorpay now: later sweeps leave it alone.
    await sweepAt(120_000);
    const deps = refundDepsOf({ ...app.deps, clock: { now: () => new Date(queuedAt + 120_000) } });
    await sendRefund(deps, (await refundRow()).id);
    expect(refundCalls()).toHaveLength(2);
    // Nor is a refund the bank refused sent again without support.
    await app.db
      .updateTable('refunds')
      .set({ status: 'failed', gateway_refund_id: null })
      .where('id', '=', ours.id)
      .execute();
    await sendRefund(deps, (await refundRow()).id);
    expect(refundCalls()).toHaveLength(2);
  });
});
