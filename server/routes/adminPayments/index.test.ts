// The admins' payments console over HTTP: look a payment up by each kind of number, refund it within the policy
// or as an exception (never beyond the payment, even under parallel requests), failed refunds and their retry,
// the webhook deliveries with their outcome, and the audit lines each action writes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatRupees } from '@contract';
import type {
  AdminPaymentDetail,
  Bills,
  AdminPaymentLookup,
  AdminRefund,
  FailedRefund,
  FailedRefundPage,
  InvoicePage,
} from '@contract';
import { hmacHex } from '../../services/payments/gateway';
import {
  addClient,
  addLawyer,
  bookAndPay,
  pastFreeFirstConsultation,
  payOrder,
  type Person,
} from '../../test/bookingPeople';
import { createTestApp, testJwtSecret, type TestApp } from '../../test/harness';
import { walkPages } from '../../test/pages';
import { ledgerOf, topUp } from '../wallet/walletPeople';

let t: TestApp;
let admin: string;
let client: Person;
beforeEach(async () => {
  t = await createTestApp();
  admin = (await t.tokenFor('admin@demo.lexsetu.in')).token;
  client = await addClient(t, 'Payee Client');
});
afterEach(() => t.close());

const asAdmin = { token: '' };
const get = <T>(path: string) => t.api.get<T>(path, { token: admin });
const post = <T>(path: string, body?: unknown) => t.api.post<T>(path, body, { token: admin });

/** Pays the monthly plan as `client`; answers the payment as stored (ids and numbers to look it up by). */
async function paidPlan() {
  const { orderId } = await payOrder(t, client, { plan: 'monthly' });
  return paymentOfOrder(orderId);
}

async function paymentOfOrder(orderId: string) {
  const row = await t.db
    .selectFrom('payments')
    .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
    .innerJoin('invoices', 'invoices.payment_id', 'payments.id')
    .select(['payments.id', 'payments.gateway_payment_id', 'payments.amount_paise', 'invoices.number'])
    .where('payment_orders.gateway_order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return { ...row, orderId };
}

const auditOf = (action: string) =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

/** The demo gateway signs webhooks with a secret derived from the app's (services/payments/demo.ts). */
function deliver(eventId: string, payload: unknown) {
  const body = JSON.stringify(payload);
  const secret = hmacHex(testJwtSecret, 'lexsetu-demo-gateway');
  return t.api.send<{ status: string }>('POST', '/api/payment/webhook/razorpay', {
    body,
    headers: {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': hmacHex(secret, body),
      'X-Razorpay-Event-Id': eventId,
    },
  });
}

describe('looking a payment up', () => {
  it('finds it by invoice and credit-note number, gateway order and payment id, payment id, and payer', async () => {
    const paid = await paidPlan();
    const refunded = await post<AdminPaymentDetail>(`/api/admin/payments/${paid.id}/refunds`, {
      kind: 'exception',
      amountPaise: 500,
      reason: 'Goodwill after a late start',
    });
    expect(refunded.status).toBe(201);
    const creditNote = refunded.body.refunds[0]!.creditNoteNumber!;
    expect(creditNote).toMatch(/^CN\/\d\d-\d\d\/\d{6}$/);
    const email = (
      await t.db.selectFrom('users').select('email').where('id', '=', client.id).executeTakeFirstOrThrow()
    ).email;
    const byWhat = {
      invoice: paid.number,
      invoiceLowerCase: paid.number.toLowerCase(),
      creditNote,
      gatewayOrder: paid.orderId,
      gatewayPayment: paid.gateway_payment_id,
      payment: paid.id,
      email: email.toUpperCase(),
      userId: client.id,
    };
    for (const [what, q] of Object.entries(byWhat)) {
      const found = await get<AdminPaymentLookup>(`/api/admin/payments?q=${encodeURIComponent(q)}`);
      expect([what, found.status, found.body.items.map((p) => p._id)]).toEqual([what, 200, [paid.id]]);
    }
    const [item] = (await get<AdminPaymentLookup>(`/api/admin/payments?q=${encodeURIComponent(paid.number)}`))
      .body.items;
    expect(item).toMatchObject({
      amountPaise: paid.amount_paise,
      refundedPaise: 500,
      refundablePaise: paid.amount_paise - 500,
      status: 'partly_refunded',
      purpose: 'plan',
      payer: { _id: client.id, name: 'Payee Client' },
      invoiceNumbers: [paid.number],
    });
    expect((await get<AdminPaymentLookup>('/api/admin/payments?q=INV/99-00/999999')).body.items).toEqual([]);
    const empty = await get<{ field: string }>('/api/admin/payments?q=%20');
    expect([empty.status, empty.body.field]).toEqual([400, 'q']);
    expect((await get('/api/admin/payments/NO-SUCH-PAYMENT')).status).toBe(404);
  });
});

describe('refunds by an admin', () => {
  it('an exception refund gives the client a credit note, shows in the payment and is audited', async () => {
    const paid = await paidPlan();
    const res = await post<AdminPaymentDetail>(`/api/admin/payments/${paid.id}/refunds`, {
      kind: 'exception',
      amountPaise: 1500,
      reason: 'Goodwill: the call dropped twice',
    });
    expect(res.status).toBe(201);
    expect(res.body.refundablePaise).toBe(paid.amount_paise - 1500);
    expect(res.body.refunds).toEqual([
      expect.objectContaining({
        amountPaise: 1500,
        kind: 'exception',
        reason: 'exception',
        note: 'Goodwill: the call dropped twice',
        status: 'processed',
        creditNoteNumber: expect.stringMatching(/^CN\//),
      }),
    ]);
    const invoices = await t.api.get<InvoicePage>('/api/invoices?limit=100', { token: client.token });
    expect(invoices.body.items).toContainEqual(
      expect.objectContaining({
        kind: 'credit_note',
        number: res.body.refunds[0]!.creditNoteNumber,
        corrects: paid.number,
        totalPaise: 1500,
      }),
    );
    const [line] = await auditOf('refund.exception_issued');
    expect(line).toMatchObject({ subject_type: 'payment', subject_ref: paid.id });
    expect(JSON.parse(line!.detail)).toMatchObject({
      amountPaise: 1500,
      reason: 'Goodwill: the call dropped twice',
    });

    // More than is left: refused, naming what is left; nothing saved.
    const left = paid.amount_paise - 1500;
    const over = await post<{ reason: string; message: string; field: string }>(
      `/api/admin/payments/${paid.id}/refunds`,
      { kind: 'exception', amountPaise: left + 1, reason: 'One paisa too many' },
    );
    expect(over.status).toBe(409);
    expect(over.body.reason).toBe('refund_exceeds_payment');
    expect(over.body.message).toContain(`₹${(left / 100).toLocaleString('en-IN')}`);
    expect((await get<AdminPaymentDetail>(`/api/admin/payments/${paid.id}`)).body.refunds).toHaveLength(1);

    // Bad input names the field.
    const cases = [
      [{ kind: 'exception', amountPaise: 0, reason: 'Nothing at all' }, 'amountPaise'],
      [{ kind: 'exception', amountPaise: 12.5, reason: 'Half a paisa' }, 'amountPaise'],
      [{ kind: 'exception', amountPaise: 100 }, 'reason'],
      [{ kind: 'exception', amountPaise: 100, reason: 'ok' }, 'reason'],
      [{ kind: 'bogus' }, 'kind'],
    ] as const;
    for (const [body, field] of cases) {
      const bad = await post<{ field: string }>(`/api/admin/payments/${paid.id}/refunds`, body);
      expect([bad.status, bad.body.field]).toEqual([400, expect.stringContaining(field)]);
    }
    expect(await auditOf('refund.exception_issued')).toHaveLength(1);
  });

  it('a policy refund gives what the policy owes now, once; nothing due is a 409', async () => {
    const plan = await paidPlan();
    const none = await post<{ reason: string }>(`/api/admin/payments/${plan.id}/refunds`, { kind: 'policy' });
    expect([none.status, none.body.reason]).toEqual([409, 'refund_policy_nothing_due']);

    // A consultation the lawyer cancelled whose refund was never queued (as before a repair): all of it is owed.
    const lawyer = await addLawyer(t);
    await pastFreeFirstConsultation(t, client, lawyer);
    const booked = await bookAndPay(t, client, { lawyerId: lawyer.id, date: '2030-01-08', slot: '11:00' });
    const payment = await t.db
      .selectFrom('payments')
      .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
      .select(['payments.id', 'payments.amount_paise'])
      .where('payment_orders.booking_id', '=', booked.body._id)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('bookings')
      .set({ status: 'cancelled', cancel_reason: 'lawyer' })
      .where('id', '=', booked.body._id)
      .execute();
    // An exception came first: the policy then gives what is left, never more.
    const exception = await post(`/api/admin/payments/${payment.id}/refunds`, {
      kind: 'exception',
      amountPaise: 1000,
      reason: 'Goodwill while the booking was sorted out',
    });
    expect(exception.status).toBe(201);
    const rest = payment.amount_paise - 1000;
    const before = await get<AdminPaymentDetail>(`/api/admin/payments/${payment.id}`);
    expect(before.body).toMatchObject({
      purpose: 'booking',
      paidFor: { kind: 'booking', _id: booked.body._id },
      policyRefundPaise: rest,
    });
    const res = await post<AdminPaymentDetail>(`/api/admin/payments/${payment.id}/refunds`, {
      kind: 'policy',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'refunded', refundablePaise: 0, policyRefundPaise: 0 });
    expect(res.body.refunds.map((r) => [r.kind, r.reason, r.amountPaise, r.status])).toEqual([
      ['exception', 'exception', 1000, 'processed'],
      ['policy', 'lawyer', rest, 'processed'],
    ]);
    expect(res.body.refunds.every((r) => /^CN\//.test(r.creditNoteNumber ?? ''))).toBe(true);
    // The client's Bills show the booking refunded in all, once.
    const bills = await t.api.get<Bills>('/api/bills', { token: client.token });
    const engagement = bills.body.engagements.find((e) => e._id === booked.body._id);
    expect(engagement?.status).toContain(formatRupees(payment.amount_paise));
    const again = await post<{ reason: string }>(`/api/admin/payments/${payment.id}/refunds`, {
      kind: 'policy',
    });
    expect([again.status, again.body.reason]).toEqual([409, 'refund_policy_nothing_due']);
    const lines = await auditOf('refund.issued');
    expect(lines.map((l) => [l.subject_ref, JSON.parse(l.detail).amountPaise])).toEqual([[payment.id, rest]]);
  });

  it('parallel exception refunds never exceed the payment: the rest are refused', async () => {
    const paid = await paidPlan();
    const each = Math.floor(paid.amount_paise / 4);
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post<{ reason: string }>(`/api/admin/payments/${paid.id}/refunds`, {
          kind: 'exception',
          amountPaise: each,
          reason: `Parallel goodwill ${i}`,
        }),
      ),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(4).fill(201), ...Array(6).fill(409)]);
    expect(
      replies.filter((r) => r.status === 409).every((r) => r.body.reason === 'refund_exceeds_payment'),
    ).toBe(true);
    const rows = await t.db
      .selectFrom('refunds')
      .select('amount_paise')
      .where('payment_id', '=', paid.id)
      .execute();
    const sum = rows.reduce((s, r) => s + r.amount_paise, 0);
    expect(sum).toBe(4 * each);
    expect(sum).toBeLessThanOrEqual(paid.amount_paise);
    expect(await auditOf('refund.exception_issued')).toHaveLength(4);
  });

  it("refuses a wallet top-up's payment: its money comes back from the wallet, which it would not debit", async () => {
    await topUp(t, client, 50_000);
    const payment = await t.db
      .selectFrom('payments')
      .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
      .select('payments.id')
      .where('payment_orders.purpose', '=', 'wallet_topup')
      .where('payments.user_id', '=', client.id)
      .executeTakeFirstOrThrow();
    for (const body of [
      { kind: 'exception', amountPaise: 10_000, reason: 'Goodwill on a top-up' },
      { kind: 'policy' },
    ]) {
      const refused = await post<{ reason: string }>(`/api/admin/payments/${payment.id}/refunds`, body);
      expect(refused.status).toBe(409);
      expect(refused.body.reason).toBe('refund_wallet_payment');
    }
    const refunds = await t.db
      .selectFrom('refunds')
      .select('id')
      .where('payment_id', '=', payment.id)
      .execute();
    expect(refunds).toEqual([]);
    expect((await ledgerOf(t, client.id)).balance).toBe(50_000);
  });
});

describe('failed refunds and webhook deliveries', () => {
  it('a refund the bank refused is listed, retried and settled; each delivery is kept with its outcome', async () => {
    const paid = await paidPlan();
    const gateway = t.deps.gateway;
    const refundAtOnce = gateway.refund;
    // The gateway takes the refund and answers later, by webhook.
    gateway.refund = async () => ({ refundId: 'rfnd_later_1', processed: false });
    const issued = await post<AdminPaymentDetail>(`/api/admin/payments/${paid.id}/refunds`, {
      kind: 'exception',
      amountPaise: 2000,
      reason: 'Consultation could not be held',
    });
    expect(issued.body.refunds[0]).toMatchObject({ status: 'pending', creditNoteNumber: null });
    const refundId = issued.body.refunds[0]!._id;
    const failed = {
      event: 'refund.failed',
      payload: {
        refund: {
          entity: {
            id: 'rfnd_later_1',
            payment_id: paid.gateway_payment_id,
            amount: 2000,
            error_description: 'Beneficiary bank is down',
          },
        },
      },
    };
    expect((await deliver('evt_refund_failed', failed)).body.status).toBe('recorded');
    expect((await deliver('evt_refund_failed', failed)).body.status).toBe('duplicate');
    // A capture of the payment the browser already confirmed: kept as a duplicate.
    const captured = {
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: paid.gateway_payment_id,
            order_id: paid.orderId,
            amount: paid.amount_paise,
            method: 'upi',
          },
        },
      },
    };
    expect((await deliver('evt_captured', captured)).body.status).toBe('duplicate');
    // A signed event we do not act on is kept as ignored.
    const declined = { ...captured, event: 'payment.failed' };
    expect((await deliver('evt_declined', declined)).body.status).toBe('ignored');

    const list = await get<FailedRefundPage>('/api/admin/refunds/failed');
    expect(list.body.items).toEqual([
      expect.objectContaining({
        _id: refundId,
        paymentId: paid.id,
        amountPaise: 2000,
        status: 'failed',
        failure: 'Beneficiary bank is down',
        payer: { _id: client.id, name: 'Payee Client' },
      }),
    ]);
    const detail = await get<AdminPaymentDetail>(`/api/admin/payments/${paid.id}`);
    // Compared by event id: deliveries a test sends may share a millisecond.
    const byId = [...detail.body.webhooks].sort((a, b) => a._id.localeCompare(b._id));
    expect(byId).toEqual([
      {
        _id: 'evt_captured',
        eventType: 'payment.captured',
        outcome: 'duplicate',
        detail: 'payment_already_recorded',
        receivedAt: expect.any(String),
        deliveries: 1,
      },
      {
        _id: 'evt_declined',
        eventType: 'payment.failed',
        outcome: 'ignored',
        detail: 'not_a_payment_event',
        receivedAt: expect.any(String),
        deliveries: 1,
      },
      {
        _id: 'evt_refund_failed',
        eventType: 'refund.failed',
        outcome: 'processed',
        detail: 'refund_failed',
        receivedAt: expect.any(String),
        deliveries: 2,
      },
    ]);
    // A failed refund still counts: it is retried, not replaced.
    expect(detail.body.refundablePaise).toBe(paid.amount_paise - 2000);

    gateway.refund = refundAtOnce;
    const retried = await post<AdminRefund>(`/api/admin/refunds/${refundId}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({
      status: 'processed',
      failure: null,
      creditNoteNumber: expect.any(String),
    });
    expect((await get<FailedRefundPage>('/api/admin/refunds/failed')).body.items).toEqual([]);
    const again = await post<{ field: string }>(`/api/admin/refunds/${refundId}/retry`);
    expect([again.status, again.body.field]).toEqual([400, 'id']);
    expect((await post(`/api/admin/refunds/NO-SUCH/retry`)).status).toBe(404);
    const [line] = await auditOf('refund.retried');
    expect(line).toMatchObject({ subject_type: 'refund', subject_ref: refundId });
    expect(JSON.parse(line!.detail)).toMatchObject({ paymentId: paid.id, amountPaise: 2000 });
  });
});

describe('the failed refunds list', () => {
  it('comes a keyset page at a time, newest first, nothing repeated or skipped among equal times', async () => {
    const paid = await paidPlan();
    const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 10, minute)).toISOString();
    // Five refunds the bank refused, three of them at the same instant.
    const times = [at(1), at(2), at(2), at(2), at(3)];
    await t.db
      .insertInto('refunds')
      .values(
        times.map((created, i) => ({
          id: `01HZFAILEDREFUND00000000${i}`,
          payment_id: paid.id,
          user_id: client.id,
          booking_id: null,
          amount_paise: 100,
          reason: 'exception' as const,
          status: 'failed' as const,
          gateway: 'demo' as const,
          gateway_refund_id: `rfnd_refused_${i}`,
          failure: 'Refused',
          created_at: created,
          processed_at: null,
          kind: 'exception' as const,
          note: 'Goodwill',
          issued_by: null,
        })),
      )
      .execute();
    const { pages, items } = await walkPages<FailedRefund>(t, '/api/admin/refunds/failed', admin, 2);
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(items.map((r) => r._id)).toEqual([
      '01HZFAILEDREFUND000000004',
      '01HZFAILEDREFUND000000003',
      '01HZFAILEDREFUND000000002',
      '01HZFAILEDREFUND000000001',
      '01HZFAILEDREFUND000000000',
    ]);
    const bad = await get<{ field: string }>('/api/admin/refunds/failed?cursor=nonsense');
    expect([bad.status, bad.body.field]).toEqual([400, 'cursor']);
  });
});

describe('who may use it', () => {
  it('refuses clients and lawyers', async () => {
    const paid = await paidPlan();
    const lawyer = await addLawyer(t);
    for (const who of [client, lawyer]) {
      asAdmin.token = who.token;
      const calls = [
        t.api.get(`/api/admin/payments?q=${encodeURIComponent(paid.number)}`, asAdmin),
        t.api.get(`/api/admin/payments/${paid.id}`, asAdmin),
        t.api.post(`/api/admin/payments/${paid.id}/refunds`, { kind: 'policy' }, asAdmin),
        t.api.get('/api/admin/refunds/failed', asAdmin),
        t.api.post(`/api/admin/refunds/${paid.id}/retry`, undefined, asAdmin),
      ];
      expect((await Promise.all(calls)).map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    }
    expect(await t.db.selectFrom('refunds').select('id').where('payment_id', '=', paid.id).execute()).toEqual(
      [],
    );
  });
});
