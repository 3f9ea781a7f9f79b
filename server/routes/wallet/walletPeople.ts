// Test helpers of the wallet's API tests: a client tops up through the demo gateway as the payment page does.
import type { PaymentOrder } from '@contract';
import type { Person } from '../../test/bookingPeople';
import type { TestApp } from '../../test/harness';

export async function topUpOrder(t: TestApp, who: Person, amountPaise: number): Promise<PaymentOrder> {
  const order = await t.api.post<PaymentOrder>('/api/wallet/top-ups', { amountPaise }, { token: who.token });
  if (order.status !== 201) throw new Error(`Top-up order failed: ${order.status} ${order.text}`);
  return order.body;
}

/** The demo checkout's signed payment of an order: the body POST /api/payment confirms. */
export async function signedPayment(t: TestApp, who: Person, orderId: string) {
  const signed = await t.api.post<{ paymentId: string; signature: string }>(
    '/api/payment/demo/checkout',
    { orderId, method: 'scanPay', outcome: 'success' },
    { token: who.token },
  );
  if (signed.status !== 200) throw new Error(`Demo checkout failed: ${signed.status} ${signed.text}`);
  return { orderId, ...signed.body, method: 'scanPay', addressLine1: '12 MG Road', addressLine2: 'Pune' };
}

export async function topUp(t: TestApp, who: Person, amountPaise: number): Promise<void> {
  const order = await topUpOrder(t, who, amountPaise);
  const paid = await t.api.post('/api/payment', await signedPayment(t, who, order.orderId), {
    token: who.token,
  });
  if (paid.status !== 200) throw new Error(`Top-up payment failed: ${paid.status} ${paid.text}`);
}

/** The wallet's own arithmetic: the balance and the sum of its entries, which must always agree. */
export async function ledgerOf(t: TestApp, userId: string) {
  const wallet = await t.db
    .selectFrom('wallets')
    .select('balance_paise')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const entries = await t.db
    .selectFrom('wallet_entries')
    .select(['kind', 'amount_paise', 'balance_after_paise'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return {
    balance: Number(wallet?.balance_paise ?? 0),
    sum: entries.reduce((total, e) => total + Number(e.amount_paise), 0),
    entries,
  };
}
