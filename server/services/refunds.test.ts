// The refund service's own promise (services/refunds.ts): whatever a caller asks, a refund is a whole number of
// paise, more than nothing and never more than the payment it gives back.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentOrder, PaymentResult } from '@contract';
import { demoLogins } from '../db/seed';
import { collidingInserts, uniqueViolation } from '../test/collisions';
import { createTestApp, type TestApp } from '../test/harness';
import { queueRefund, refundDepsOf, sendRefund, settleRefund } from './refunds';

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

describe('settling when another writer took the next credit-note number', () => {
  /** Refund deps whose first `times` credit-note inserts fail with `error` (another writer took the number). */
  function collidingDeps(times: number, error = uniqueViolation('credit_notes.number')) {
    const deps = refundDepsOf(app.deps);
    const { db, attempts } = collidingInserts(deps.db, 'credit_notes', times, error);
    return { deps: { ...deps, db }, attempts };
  }
  const queued = async () => (await refundOf((await payPlan()).paymentId, 1000))!;
  const state = async (refundId: string) => ({
    status: (
      await app.db.selectFrom('refunds').select('status').where('id', '=', refundId).executeTakeFirstOrThrow()
    ).status,
    notes: (
      await app.db.selectFrom('credit_notes').select('number').where('refund_id', '=', refundId).execute()
    ).length,
  });

  it('tries again and settles on the third try, with one credit note', async () => {
    const refundId = await queued();
    const { deps, attempts } = collidingDeps(2);
    expect(await settleRefund(deps, refundId)).toBe(true);
    expect(attempts()).toBe(3);
    expect(await state(refundId)).toEqual({ status: 'processed', notes: 1 });
  });

  it('gives up after the third collision: the refund stays unsettled and has no credit note', async () => {
    const refundId = await queued();
    const before = await state(refundId);
    const { deps, attempts } = collidingDeps(3);
    await expect(settleRefund(deps, refundId)).rejects.toThrow('UNIQUE constraint failed');
    expect(attempts()).toBe(3);
    expect(await state(refundId)).toEqual(before);
    expect(before.notes).toBe(0);
  });

  it('does not retry an error that is not a collision', async () => {
    const refundId = await queued();
    const { deps, attempts } = collidingDeps(1, new Error('disk I/O error'));
    await expect(settleRefund(deps, refundId)).rejects.toThrow('disk I/O error');
    expect(attempts()).toBe(1);
    expect((await state(refundId)).notes).toBe(0);
  });
});
