// Paying and the plan as the payments store does it over the real API client: the order of what is paid, the
// card kept to the gateway (only its payment id, signature and last four digits are confirmed), the reasons a
// payment fails, a 401 told apart from a failure, and the plan cancelled then read again.
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, jsonReply, type FakeRoute } from '@/test/fakes';
import { PaymentsStore } from './PaymentsStore';

const order = {
  _id: 'o1',
  gateway: 'demo',
  orderId: 'order_demo_1',
  keyId: '',
  amountPaise: 9900,
  currency: 'INR',
  description: 'Premium monthly',
  status: 'created',
  upiLink: 'upi://pay?pa=lexsetu@upi&am=99.00',
  upiQrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};
const signature = 'a'.repeat(64);
const paid = {
  _id: 'p1',
  amountPaise: 9900,
  status: 'paid',
  invoiceId: 'i1',
  invoiceNumber: 'INV/26-27/000001',
  kind: 'plan',
};
const plan = (premium: boolean) => ({
  premium,
  plan: premium ? 'monthly' : null,
  label: premium ? 'Premium monthly' : 'Basic free plan',
  periodEnd: premium ? '2099-01-01T00:00:00.000Z' : null,
  startedAt: null,
  refundOnCancelPaise: 0,
});
const card = { cardNumber: '4111 1111 1111 1111', expiryDate: '12/39', cvv: '123' };
const billing = { addressLine1: '12 MG Road', addressLine2: 'Bengaluru', gstin: '' };

function open(route: FakeRoute) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const { api } = createFakeApi((request) => {
    calls.push(request);
    return route(request);
  });
  return { payments: new PaymentsStore(api), calls };
}

const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('PaymentsStore', () => {
  it('opens the order of what is paid, a new one each time', async () => {
    const { payments, calls } = open(() => jsonReply(201, order));
    await payments.openOrder({ bookingId: 'b1' });
    expect(payments.order).toMatchObject({ state: 'ready', data: { orderId: 'order_demo_1' } });
    payments.closeOrder();
    expect(payments.order.data).toBeUndefined();
    await payments.openOrder({ plan: 'yearly' });
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/payment/order', { bookingId: 'b1' }],
      ['POST', '/api/payment/order', { plan: 'yearly' }],
    ]);
  });

  it("tells a signed-out caller (401) apart from an order that failed with the server's reason", async () => {
    quiet();
    let status = 401;
    const { payments } = open(() =>
      jsonReply(status, { message: status === 401 ? 'Sign in.' : 'That booking is paid.', code: 'x' }),
    );
    await payments.openOrder({ plan: 'monthly' });
    expect(payments.order).toMatchObject({ state: 'ready', data: null });
    status = 409;
    await payments.openOrder({ bookingId: 'b1' });
    expect(payments.order).toMatchObject({ state: 'failed', error: 'That booking is paid.' });
  });

  it('confirms only what the gateway answered, with the billing address and a trimmed GSTIN', async () => {
    const { payments, calls } = open(({ path }) => {
      if (path === '/api/payment/demo/checkout')
        return jsonReply(200, { paymentId: 'pay_demo_1', signature });
      if (path === '/api/payment') return jsonReply(200, paid);
      return jsonReply(200, plan(true));
    });
    const result = await payments.pay(order as never, {
      method: 'creditCard',
      card,
      ...billing,
      gstin: ' 29ABCDE1234F1Z5 ',
    });
    expect(result.invoiceNumber).toBe('INV/26-27/000001');
    expect(calls.find((c) => c.path === '/api/payment')?.body).toEqual({
      orderId: 'order_demo_1',
      paymentId: 'pay_demo_1',
      signature,
      method: 'creditCard',
      last4: '1111',
      addressLine1: '12 MG Road',
      addressLine2: 'Bengaluru',
      clientGstin: '29ABCDE1234F1Z5',
    });
    expect(JSON.stringify(calls)).not.toMatch(/4111 1111|cvv|12\/39/);
    expect(await payments.premiumUntil()).toBe('2099-01-01T00:00:00.000Z');
  });

  it("fails with the gateway's words, the server's reason, or its own", async () => {
    quiet();
    let reply: () => Response | Error = () =>
      jsonReply(402, { message: 'Your card was declined.', code: 'conflict' });
    const { payments, calls } = open(() => reply());
    await expect(
      payments.pay(order as never, {
        method: 'creditCard',
        card: { ...card, cardNumber: '4242' },
        ...billing,
      }),
    ).rejects.toThrow(/^Demo mode: use the test card 4111 1111 1111 1111/);
    expect(calls).toEqual([]);
    await expect(payments.pay(order as never, { method: 'creditCard', card, ...billing })).rejects.toThrow(
      'Your card was declined.',
    );
    reply = () => new TypeError('Failed to fetch');
    await expect(
      payments.pay(order as never, { method: 'netBanking', bank: 'HDFC Bank', ...billing }),
    ).rejects.toThrow('The payment failed. Please try again.');
  });

  it('reads the plan (null when signed out), cancels it and reads it again', async () => {
    quiet();
    let premium = true;
    let signedIn = false;
    const { payments, calls } = open(({ path }) => {
      if (!signedIn) return jsonReply(401, { message: 'Sign in.', code: 'unauthorized' });
      if (path === '/api/subscription/cancel') {
        premium = false;
        return jsonReply(200, { message: 'Cancelled.' });
      }
      return jsonReply(200, plan(premium));
    });
    await payments.subscription.load();
    expect(payments.subscription).toMatchObject({ state: 'ready', data: null });
    signedIn = true;
    await payments.subscription.load();
    expect(payments.subscription.data?.label).toBe('Premium monthly');
    await payments.cancelSubscription();
    expect(payments.subscription.data?.label).toBe('Basic free plan');
    expect(calls.slice(-2).map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/subscription/cancel',
      'GET /api/subscription',
    ]);
    payments.reset();
    expect(payments.subscription.data).toBeUndefined();
  });

  it("says the server's reason when cancelling is refused, else its own", async () => {
    let reason: string | undefined = 'Nothing to cancel.';
    const { payments } = open(() => jsonReply(409, { message: reason, code: 'conflict' }));
    await expect(payments.cancelSubscription()).rejects.toThrow('Nothing to cancel.');
    reason = undefined;
    await expect(payments.cancelSubscription()).rejects.toThrow('The subscription could not be cancelled.');
    expect(payments.cancelling).toBe(false);
  });
});
