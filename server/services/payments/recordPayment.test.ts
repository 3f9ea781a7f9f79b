// Recording a payment, below the API: the retry when another writer took the payment's unique row or the next
// invoice number first (on SQLite writers never race, so the collision is made with a Kysely plugin), and the
// card's last four digits kept only for a card payment, money for a document order cancelled meanwhile, and a
// premium cancel racing another instance's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentOrder } from '@contract';
import { demoLogins } from '../../db/seed';
import { payOrder, type Person } from '../../test/bookingPeople';
import { collidingInserts, lostUpdates, uniqueViolation } from '../../test/collisions';
import { createTestApp, type TestApp } from '../../test/harness';
import { cancelSubscription } from './cancelPremium';
import { findOrder } from './orders';
import { recordPayment, type PaymentDetails } from './recordPayment';

let app: TestApp;
let me: Person;
beforeEach(async () => {
  app = await createTestApp();
  const { token } = await app.tokenFor(demoLogins[0].email);
  const user = await app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demoLogins[0].email)
    .executeTakeFirstOrThrow();
  me = { token, id: user.id };
});
afterEach(() => app.close());

const planOrder = async () =>
  (await app.api.post<PaymentOrder>('/api/payment/order', { plan: 'monthly' }, { token: me.token })).body;

const details: PaymentDetails = {
  gatewayPaymentId: 'pay_demo_retry',
  method: 'scanPay',
  last4: null,
  addressLine1: 'MG Road',
  addressLine2: '',
  clientGstin: null,
};

/** The database as seen by a writer whose first `times` payment inserts fail with `error`. */
const colliding = (times: number, error: Error) => collidingInserts(app.db, 'payments', times, error);
const recorded = async (orderId: string) => ({
  payments: (await app.db.selectFrom('payments').select('id').where('order_id', '=', orderId).execute())
    .length,
  status: (
    await app.db
      .selectFrom('payment_orders')
      .select('status')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
  ).status,
});

describe('recording a payment when another writer got there first', () => {
  it('tries again and records the payment once on the third try', async () => {
    const order = await findOrder(app.db, me.id, (await planOrder()).orderId);
    const { db, attempts } = colliding(2, uniqueViolation('payments.order_id'));
    const payment = await recordPayment(db, order, details, app.deps.clock.now());
    expect(attempts()).toBe(3);
    expect(payment.invoiceId).toEqual(expect.any(String));
    expect(await recorded(order.id)).toEqual({ payments: 1, status: 'paid' });
  });

  it('gives up after the third collision and records nothing', async () => {
    const order = await findOrder(app.db, me.id, (await planOrder()).orderId);
    const { db, attempts } = colliding(3, uniqueViolation('payments.order_id'));
    await expect(recordPayment(db, order, details, app.deps.clock.now())).rejects.toThrow(
      'UNIQUE constraint',
    );
    expect(attempts()).toBe(3);
    expect(await recorded(order.id)).toEqual({ payments: 0, status: 'created' });
  });

  it('does not retry an error that is not a collision', async () => {
    const order = await findOrder(app.db, me.id, (await planOrder()).orderId);
    const { db, attempts } = colliding(1, new Error('disk I/O error'));
    await expect(recordPayment(db, order, details, app.deps.clock.now())).rejects.toThrow('disk I/O error');
    expect(attempts()).toBe(1);
    expect(await recorded(order.id)).toEqual({ payments: 0, status: 'created' });
  });
});

describe("the card's last four digits", () => {
  /** Pays a plan through the demo checkout with `method` and the `last4` the browser sent; answers what was kept. */
  async function pay(method: 'creditCard' | 'netBanking' | 'scanPay', last4?: string) {
    const { orderId } = await payOrder(app, me, { plan: 'monthly' }, { method, last4 });
    const row = await app.db
      .selectFrom('payments')
      .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
      .select('payments.last4')
      .where('payment_orders.gateway_order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    return row.last4;
  }

  it('are kept for a card payment only', async () => {
    expect(await pay('creditCard', '4242')).toBe('4242');
    expect(await pay('creditCard')).toBeNull();
    expect(await pay('netBanking', '4242')).toBeNull();
    expect(await pay('scanPay', '4242')).toBeNull();
  });
});

describe('a declined checkout', () => {
  const orderStatus = async (gatewayOrderId: string) =>
    (
      await app.db
        .selectFrom('payment_orders')
        .select('status')
        .where('gateway_order_id', '=', gatewayOrderId)
        .executeTakeFirstOrThrow()
    ).status;
  const checkout = (orderId: string, outcome: 'success' | 'declined', method = 'scanPay') =>
    app.api.post<{ paymentId: string; signature: string }>(
      '/api/payment/demo/checkout',
      { orderId, method, outcome },
      { token: me.token },
    );

  it('marks an unpaid order failed, and never a paid one', async () => {
    const unpaid = await planOrder();
    expect((await checkout(unpaid.orderId, 'declined')).status).toBe(402);
    expect(await orderStatus(unpaid.orderId)).toBe('failed');

    const paid = await payOrder(app, me, { plan: 'monthly' });
    expect((await checkout(paid.orderId, 'declined')).status).toBe(402);
    expect(await orderStatus(paid.orderId)).toBe('paid');
  });
});

describe('money arriving for a document order cancelled meanwhile', () => {
  it('is recorded and queued back whole, and the order stays cancelled', async () => {
    const service = (await app.api.get<{ _id: string }>('/api/services/agreement-to-sale-drafting')).body;
    const ordered = await app.api.post<{ _id: string }>(
      '/api/service-orders',
      { serviceId: service._id },
      { token: me.token },
    );
    const serviceOrderId = ordered.body._id;
    const created = await app.api.post<PaymentOrder>(
      '/api/payment/order',
      { serviceOrderId },
      { token: me.token },
    );
    const order = await findOrder(app.db, me.id, created.body.orderId);
    expect(
      (await app.api.post(`/api/service-orders/${serviceOrderId}/cancel`, {}, { token: me.token })).status,
    ).toBe(200);
    // The gateway's capture (its webhook) is recorded whatever happened to the order since.
    const payment = await recordPayment(app.db, order, details, app.deps.clock.now());
    const refunds = await app.db
      .selectFrom('refunds')
      .select(['payment_id', 'service_order_id', 'booking_id', 'amount_paise', 'reason'])
      .execute();
    expect(refunds).toEqual([
      {
        payment_id: payment.paymentId,
        service_order_id: serviceOrderId,
        booking_id: null,
        amount_paise: order.amount_paise,
        reason: 'service_order_cancelled',
      },
    ]);
    const after = await app.db
      .selectFrom('service_orders')
      .select('status')
      .where('id', '=', serviceOrderId)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('cancelled');
  });
});

describe('cancelling premium when another instance cancelled it first', () => {
  it('queues no second refund: the period is given back by the cancel that got it', async () => {
    await payOrder(app, me, { plan: 'monthly' });
    // Both read the running period; the other instance's cancel commits first, ours then updates no row.
    const { db, attempts } = lostUpdates(app.db, 'subscriptions', 1);
    expect(await cancelSubscription(db, me.id, app.deps.clock.now())).toEqual([]);
    expect(attempts()).toBe(1);
    expect(await app.db.selectFrom('refunds').select('id').execute()).toEqual([]);
  });
});
