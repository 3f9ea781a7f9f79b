// The wallet under parallel writers, on SQLite and PostgreSQL: metered charges racing each other, a top-up's
// confirmation arriving twice at once, and a refund of the unused balance while charges go on. The balance
// never goes below zero and always equals the sum of its entries.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addClient, type Person } from '../../test/bookingPeople';
import { testClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import { findOrder } from '../../services/payments/orders';
import { recordPayment } from '../../services/payments/recordPayment';
import { chargeWallet, walletBalancePaise } from '../../services/wallet';
import { ledgerOf, signedPayment, topUp, topUpOrder } from './walletPeople';

let t: TestApp;
let client: Person;

beforeEach(async () => {
  t = await createTestApp({ clock: testClock(Date.parse('2030-01-07T04:00:00Z')), seed: false });
  client = await addClient(t, 'Kavya Client');
});
afterEach(() => t.close());

const charge = (instantId: string, amountPaise = 1000) =>
  t.db
    .transaction()
    .execute((trx) =>
      chargeWallet(
        trx,
        { userId: client.id, amountPaise, instantId, description: 'Instant consultation, 1 minute' },
        t.deps.clock.now(),
      ),
    );

describe('wallet races', () => {
  it('takes 30 parallel ₹10 charges from ₹200: exactly 20 pass and the balance ends at zero', async () => {
    await topUp(t, client, 20000);
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => charge(`I${i % 3}`)));
    expect(results.filter(Boolean)).toHaveLength(20);
    const ledger = await ledgerOf(t, client.id);
    expect(ledger.balance).toBe(0);
    expect(ledger.sum).toBe(0);
    expect(ledger.entries.filter((e) => e.kind === 'charge')).toHaveLength(20);
    expect(ledger.entries.every((e) => Number(e.balance_after_paise) >= 0)).toBe(true);
  });

  it('refuses a charge larger than the balance whole, and any charge of a wallet never topped up', async () => {
    expect(await charge('I1', 500)).toBe(false);
    await topUp(t, client, 20000);
    expect(await charge('I1', 20001)).toBe(false);
    expect(await charge('I1', 20000)).toBe(true);
    expect(await walletBalancePaise(t.db, client.id)).toBe(0);
  });

  it('credits a top-up once when its confirmation arrives several times at once', async () => {
    const order = await topUpOrder(t, client, 50000);
    const body = await signedPayment(t, client, order.orderId);
    const row = await findOrder(t.db, client.id, order.orderId);
    const details = {
      gatewayPaymentId: body.paymentId,
      method: 'scanPay' as const,
      last4: null,
      addressLine1: '',
      addressLine2: '',
      clientGstin: null,
    };
    const [replies] = await Promise.all([
      Promise.all([
        t.api.post('/api/payment', body, { token: client.token }),
        t.api.post('/api/payment', body, { token: client.token }),
      ]),
      // What the webhook records, racing the browser's confirmation.
      recordPayment(t.db, row, details, t.deps.clock.now()),
      recordPayment(t.db, row, details, t.deps.clock.now()),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    const ledger = await ledgerOf(t, client.id);
    expect(ledger).toMatchObject({ balance: 50000, sum: 50000 });
    expect(ledger.entries).toHaveLength(1);
    expect(await t.db.selectFrom('payment_receipts').selectAll().execute()).toHaveLength(1);
    expect(await t.db.selectFrom('invoices').selectAll().execute()).toEqual([]);
  });

  it('refunds the unused balance while charges race it: all money is either charged or refunded', async () => {
    await topUp(t, client, 20000);
    await topUp(t, client, 50000);
    const [refund, ...charges] = await Promise.all([
      t.api.post<{ refundedPaise: number }>('/api/wallet/refund', undefined, { token: client.token }),
      ...Array.from({ length: 20 }, (_, i) => charge(`I${i}`)),
    ]);
    expect(refund.status).toBe(200);
    const charged = charges.filter(Boolean).length * 1000;
    expect(charged + refund.body.refundedPaise).toBe(70000);
    const ledger = await ledgerOf(t, client.id);
    expect(ledger).toMatchObject({ balance: 0, sum: 0 });
    const refunds = await t.db.selectFrom('refunds').select(['payment_id', 'amount_paise']).execute();
    expect(refunds.reduce((total, r) => total + Number(r.amount_paise), 0)).toBe(refund.body.refundedPaise);
  });
});
