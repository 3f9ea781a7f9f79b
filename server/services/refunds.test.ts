// The refund service's own promise (services/refunds.ts): whatever a caller asks, a refund is a whole number of
// paise, more than nothing and never more than the payment it gives back.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentOrder, PaymentResult } from '@contract';
import { demoLogins } from '../db/seed';
import { createTestApp, type TestApp } from '../test/harness';
import { queueRefund, refundDepsOf, sendRefund } from './refunds';

let app: TestApp;
let token: string;
beforeEach(async () => {
  app = await createTestApp();
  ({ token } = await app.tokenFor(demoLogins[0].email));
});
afterEach(() => app.close());

/** Pays a monthly plan through the demo gateway; answers the payment's id and amount. */
async function payPlan() {
  const order = await app.api.post<PaymentOrder>('/api/payment/order', { plan: 'monthly' }, { token });
  const signed = await app.api.post<{ paymentId: string; signature: string }>(
    '/api/payment/demo/checkout',
    { orderId: order.body.orderId, method: 'creditCard', outcome: 'success' },
    { token },
  );
  const paid = await app.api.post<PaymentResult>(
    '/api/payment',
    {
      orderId: order.body.orderId,
      ...signed.body,
      method: 'creditCard',
      last4: '1111',
      addressLine1: 'MG Road',
    },
    { token },
  );
  expect(paid.status).toBe(200);
  const { payment_id } = await app.db
    .selectFrom('invoices')
    .select('payment_id')
    .where('id', '=', paid.body.invoiceId)
    .executeTakeFirstOrThrow();
  return { paymentId: payment_id, paidPaise: order.body.amountPaise };
}

const refundOf = (paymentId: string, amountPaise: number) =>
  queueRefund(
    app.db,
    { paymentId, bookingId: null, reason: 'plan_cancelled', amountPaise },
    app.deps.clock.now(),
  );
const refundedPaise = async (paymentId: string) =>
  (
    await app.db
      .selectFrom('refunds')
      .select('amount_paise')
      .where('payment_id', '=', paymentId)
      .executeTakeFirst()
  )?.amount_paise;

describe('queueing a refund', () => {
  it('gives back at most what was paid, in whole paise', async () => {
    const first = await payPlan();
    expect(await refundOf(first.paymentId, first.paidPaise + 1)).toEqual(expect.any(String));
    expect(await refundedPaise(first.paymentId)).toBe(first.paidPaise);
    // One refund per payment: a second one is not queued.
    expect(await refundOf(first.paymentId, 100)).toBeNull();
    expect(await refundedPaise(first.paymentId)).toBe(first.paidPaise);

    const second = await payPlan();
    expect(await refundOf(second.paymentId, 100.9)).toEqual(expect.any(String));
    expect(await refundedPaise(second.paymentId)).toBe(100);
  });

  it('queues nothing for a negative amount, less than a paisa or an unknown payment', async () => {
    const { paymentId } = await payPlan();
    expect(await refundOf(paymentId, -500)).toBeNull();
    expect(await refundOf(paymentId, 0.5)).toBeNull();
    expect(await refundOf('NO-SUCH-PAYMENT', 500)).toBeNull();
    expect(await app.db.selectFrom('refunds').selectAll().execute()).toEqual([]);
    // The payment can still be refunded afterwards.
    expect(await refundOf(paymentId, 1)).toEqual(expect.any(String));
    expect(await refundedPaise(paymentId)).toBe(1);
  });
});

describe('settling refunds', () => {
  it('gives each settled refund the next credit note of the series, in issue order', async () => {
    for (let i = 0; i < 3; i++) {
      const { paymentId } = await payPlan();
      const id = await refundOf(paymentId, 1000);
      // The demo gateway refunds at once: sent is settled.
      await sendRefund(refundDepsOf(app.deps), id!);
    }
    const notes = await app.db
      .selectFrom('credit_notes')
      .select(['seq', 'number'])
      .orderBy('issued_at')
      .orderBy('seq')
      .execute();
    expect(notes.map((n) => n.seq)).toEqual([1, 2, 3]);
    expect(notes.map((n) => n.number.slice(-6))).toEqual(['000001', '000002', '000003']);
    // A plan has no lawyer to tell: nobody else hears of these refunds (a notice without a user is for all).
    const other = await app.tokenFor(demoLogins[1].email);
    const notices = await app.api.get<unknown>('/api/notifications', { token: other.token });
    expect(notices.status).toBe(200);
    expect(JSON.stringify(notices.body)).not.toContain('efund');
  });
});
