// Pay at booking and the one refund service, as a client and a lawyer meet them: a priced booking holds its
// slot for the payment hold, the written cancellation policy at its boundaries, a lawyer's no-show, the
// unused minutes of a completed consultation, credit notes in their own series, and refunds that happen once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Activity, Bills, Booking, InvoicePage } from '@contract';
import {
  addClient,
  addLawyer,
  pastFreeFirstConsultation,
  bookAndPay,
  payOrder,
  putSettings,
  type Person,
} from '../../test/bookingPeople';
import { testClock, type TestClock } from '../../test/clock';
import { pdfText } from '../../test/pdfText';
import { releaseLapsedHolds } from '../../services/bookings';
import { meterBooking } from '../../services/consultations';
import { refuseNotices } from '../../test/refuseNotices';
import { createTestApp, type TestApp } from '../../test/harness';
import { until } from '../../test/until';

// Monday 7 January 2030, 09:30 in India; Tuesday's 10:00 IST slot starts 2030-01-08T04:30Z.
const tuesday = '2030-01-08';
const tuesdayTen = Date.parse('2030-01-08T04:30:00Z');
const hour = 3_600_000;

let t: TestApp;
let clock: TestClock;
let lawyer: Person;
let client: Person;

let firstSlots = ['15:00', '15:30', '16:00', '16:30', '17:00'];

/** A premium client who already had their free first consultation: the next bookings are priced. */
async function payingClient(name: string): Promise<Person> {
  const who = await addClient(t, name);
  await pastFreeFirstConsultation(t, who, lawyer, firstSlots.shift());
  return who;
}

const book = (who: Person, slot = '10:00', target = lawyer) =>
  t.api.post<Booking>(
    '/api/bookings',
    { lawyerId: target.id, date: tuesday, slot, mode: 'video', topic: 'Lease review' },
    { token: who.token },
  );

const cancel = (who: Person, id: string) =>
  t.api.post<Booking>(`/api/bookings/${id}/cancel`, undefined, { token: who.token });

const refundsOf = (bookingId: string) =>
  t.db.selectFrom('refunds').selectAll().where('booking_id', '=', bookingId).execute();

beforeEach(async () => {
  clock = testClock(Date.parse('2030-01-07T04:00:00Z'));
  firstSlots = ['15:00', '15:30', '16:00', '16:30', '17:00'];
  t = await createTestApp({ clock, seed: false });
  lawyer = await addLawyer(t); // ₹40 a minute: 30 minutes are ₹1,200
  client = await payingClient('Kavya Client');
});
afterEach(() => t.close());

describe('pay at booking', () => {
  it('holds a priced booking 15 minutes awaiting payment; paid, it is confirmed and the lawyer hears of it', async () => {
    const lawyerNotices = () =>
      t.db.selectFrom('notifications').select('message').where('user_id', '=', lawyer.id).execute();
    const before = (await lawyerNotices()).length;
    const booked = await book(client);
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ status: 'awaiting_payment', pricePaise: 120000, paidAt: null });
    expect(booked.body.paymentDueAt).toBe(new Date(clock.now().getTime() + 15 * 60_000).toISOString());
    // Nobody bothers the lawyer with a booking that may never be paid.
    expect(await lawyerNotices()).toHaveLength(before);

    await payOrder(t, client, { bookingId: booked.body._id });
    const row = await t.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', booked.body._id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'confirmed', payment_due_at: null });
    expect(row.paid_at).not.toBeNull();
    expect((await lawyerNotices()).at(-1)!.message).toContain('booked a consultation on 01/08/2030');
  });

  it('releases an unpaid slot after the hold: the waiting client gets it and the late payment is refused', async () => {
    const other = await payingClient('Other Client');
    const held = await book(client);
    expect(held.body.status).toBe('awaiting_payment');
    // Someone else wants the same slot: it is held.
    expect((await book(other)).status).toBe(409);
    // Kavya opens the payment at minute 14 (the order itself would be valid 15 more minutes)…
    clock.advance(14 * 60_000);
    const order = await t.api.post<{ orderId: string }>(
      '/api/payment/order',
      { bookingId: held.body._id },
      { token: client.token },
    );
    expect(order.status).toBe(201);
    // …but the hold ends at minute 15, and the other client takes the slot at once.
    clock.advance(60_000);
    const taken = await book(other);
    expect(taken.status).toBe(201);
    expect(taken.body.status).toBe('awaiting_payment');
    const signed = await t.api.post<{ paymentId: string; signature: string }>(
      '/api/payment/demo/checkout',
      { orderId: order.body.orderId, method: 'scanPay', outcome: 'success' },
      { token: client.token },
    );
    const late = await t.api.post<{ message: string }>(
      '/api/payment',
      { orderId: order.body.orderId, ...signed.body, method: 'scanPay' },
      { token: client.token },
    );
    expect(late.status).toBe(409);
    const mine = await t.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', held.body._id)
      .executeTakeFirstOrThrow();
    expect(mine).toMatchObject({ status: 'cancelled', cancel_reason: 'unpaid', paid_at: null });
    expect(
      await t.db.selectFrom('payments').selectAll().where('user_id', '=', client.id).execute(),
    ).toHaveLength(1); // the plan
  });

  it('pays a hold a millisecond before it ends and refuses one confirmed as it ends, before any sweep', async () => {
    const early = await book(client, '10:00');
    const late = await book(client, '10:30');
    // Both payments open at minute 14: the orders themselves would be valid 15 more minutes.
    clock.advance(14 * 60_000);
    const signedOrder = async (bookingId: string) => {
      const order = await t.api.post<{ orderId: string }>(
        '/api/payment/order',
        { bookingId },
        { token: client.token },
      );
      const signed = await t.api.post<{ paymentId: string; signature: string }>(
        '/api/payment/demo/checkout',
        { orderId: order.body.orderId, method: 'scanPay', outcome: 'success' },
        { token: client.token },
      );
      return { orderId: order.body.orderId, ...signed.body, method: 'scanPay' };
    };
    const [earlyPay, latePay] = [await signedOrder(early.body._id), await signedOrder(late.body._id)];
    clock.advance(60_000 - 1);
    expect((await t.api.post('/api/payment', earlyPay, { token: client.token })).status).toBe(200);
    clock.advance(1);
    const refused = await t.api.post<{ message: string }>('/api/payment', latePay, { token: client.token });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        message: 'This booking was not paid within 15 minutes and its slot was released. Please book again.',
      },
    });
    const paidAt = await t.db
      .selectFrom('bookings')
      .select(['id', 'paid_at'])
      .where('id', 'in', [early.body._id, late.body._id])
      .orderBy('slot')
      .execute();
    expect(paidAt.map((b) => b.paid_at !== null)).toEqual([true, false]);
    // Nor does a new payment order open for it.
    const again = await t.api.post<{ message: string }>(
      '/api/payment/order',
      { bookingId: late.body._id },
      { token: client.token },
    );
    expect(again).toMatchObject({ status: 409, body: refused.body });
  });

  it('gives a second payment of the same booking (two payment windows) back in full', async () => {
    const booked = await book(client);
    const open = async () => {
      const order = await t.api.post<{ orderId: string }>(
        '/api/payment/order',
        { bookingId: booked.body._id },
        { token: client.token },
      );
      const signed = await t.api.post<{ paymentId: string; signature: string }>(
        '/api/payment/demo/checkout',
        { orderId: order.body.orderId, method: 'scanPay', outcome: 'success' },
        { token: client.token },
      );
      return { orderId: order.body.orderId, ...signed.body, method: 'scanPay' };
    };
    const [first, second] = [await open(), await open()];
    expect((await t.api.post('/api/payment', first, { token: client.token })).status).toBe(200);
    const paidAt = (
      await t.db
        .selectFrom('bookings')
        .select('paid_at')
        .where('id', '=', booked.body._id)
        .executeTakeFirstOrThrow()
    ).paid_at;
    clock.advance(60_000);
    expect((await t.api.post('/api/payment', second, { token: client.token })).status).toBe(200);
    // The booking stays paid by the first payment; the second is owed back whole.
    const row = await t.db
      .selectFrom('bookings')
      .select(['status', 'paid_at'])
      .where('id', '=', booked.body._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'confirmed', paid_at: paidAt });
    const secondPayment = await t.db
      .selectFrom('payments')
      .innerJoin('payment_orders', 'payment_orders.id', 'payments.order_id')
      .select('payments.id')
      .where('payment_orders.gateway_order_id', '=', second.orderId)
      .executeTakeFirstOrThrow();
    expect((await refundsOf(booked.body._id)).map((r) => [r.payment_id, r.amount_paise, r.reason])).toEqual([
      [secondPayment.id, 120000, 'paid_twice'],
    ]);
  });

  it('lapses holds by itself (the sweep) and tells the client', async () => {
    const held = await book(client);
    clock.advance(15 * 60_000);
    // The sweep releases the slot, then tells the client: wait for the notice, the last of the two.
    const notices = await until(
      () =>
        t.db
          .selectFrom('notifications')
          .select(['kind', 'message'])
          .where('user_id', '=', client.id)
          .execute(),
      (n) => n.some((x) => x.message.includes('was not paid within 15 minutes')),
    );
    expect(
      await t.db
        .selectFrom('bookings')
        .select(['status', 'cancel_reason'])
        .where('id', '=', held.body._id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'cancelled', cancel_reason: 'unpaid' });
    expect(notices.at(-1)!.message).toContain('was not paid within 15 minutes, so the slot was released');
    expect(notices.at(-1)!.kind).toBe('booking'); // filed under bookings, linked to Schedules
  });

  it('keeps a lapsed hold until the client can be told: the release and its notice land together', async () => {
    const held = await book(client);
    const state = async () => ({
      status: (
        await t.db
          .selectFrom('bookings')
          .select('status')
          .where('id', '=', held.body._id)
          .executeTakeFirstOrThrow()
      ).status,
      told: (
        await t.db
          .selectFrom('notifications')
          .select('message')
          .where('user_id', '=', client.id)
          .where('message', 'like', '%was not paid within 15 minutes%')
          .execute()
      ).length,
    });
    // Notices cannot be written for a while (a full disk, a failing database): nothing is released untold.
    const allowNotices = await refuseNotices(t.db);
    clock.advance(15 * 60_000);
    await expect(releaseLapsedHolds(t.db, clock.now())).rejects.toThrow('notices refused');
    expect(await state()).toEqual({ status: 'awaiting_payment', told: 0 });

    await allowNotices();
    await releaseLapsedHolds(t.db, clock.now()); // or the sweep, a moment before
    expect(await state()).toEqual({ status: 'cancelled', told: 1 });
  });

  it('tells the client once when two sweeps release the same hold at once', async () => {
    const held = await book(client);
    clock.advance(15 * 60_000);
    await Promise.all([releaseLapsedHolds(t.db, clock.now()), releaseLapsedHolds(t.db, clock.now())]);
    expect(
      await t.db
        .selectFrom('bookings')
        .select('status')
        .where('id', '=', held.body._id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'cancelled' });
    const notices = await t.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', client.id)
      .execute();
    expect(notices.filter((n) => n.message.includes('was not paid within'))).toHaveLength(1);
  });

  it('confirms the free first consultation at once, with nothing to pay', async () => {
    const newcomer = await addClient(t, 'New Client');
    const booked = await book(newcomer);
    expect(booked.body).toMatchObject({ status: 'confirmed', pricePaise: 0, paymentDueAt: null });
  });
});

describe('cancellation refunds (the written policy)', () => {
  it('refunds in full at exactly 24 hours before the start, and half one millisecond later', async () => {
    const second = await addLawyer(t);
    const early = await bookAndPay(t, client, { lawyerId: lawyer.id, date: tuesday, slot: '10:00' });
    const late = await bookAndPay(t, client, { lawyerId: second.id, date: tuesday, slot: '10:00' });
    expect([early.body.status, late.body.status]).toEqual(['confirmed', 'confirmed']);
    clock.advance(tuesdayTen - 24 * hour - clock.now().getTime());
    const full = await cancel(client, early.body._id);
    expect(full.body).toMatchObject({ status: 'cancelled', cancelReason: 'client' });
    expect(full.body.refund).toMatchObject({
      amountPaise: 120000,
      status: 'processed',
      creditNote: 'CN/29-30/000001',
    });
    clock.advance(1);
    const half = await cancel(client, late.body._id);
    expect(half.body.refund).toMatchObject({
      amountPaise: 60000,
      status: 'processed',
      creditNote: 'CN/29-30/000002',
    });
  });

  it('refunds in full when the lawyer cancels, even an hour before', async () => {
    const booked = await bookAndPay(t, client, { lawyerId: lawyer.id, date: tuesday, slot: '10:00' });
    clock.advance(tuesdayTen - hour - clock.now().getTime());
    const cancelled = await cancel(lawyer, booked.body._id);
    expect(cancelled.body).toMatchObject({ cancelReason: 'lawyer', refund: { amountPaise: 120000 } });
    // The client sees the same refund on their side.
    const seen = await t.api.get<{ items: Booking[] }>('/api/schedules?tab=upcoming', {
      token: client.token,
    });
    expect(seen.body.items.find((b) => b._id === booked.body._id)).toBeUndefined(); // cancelled: off the list
  });

  it('takes a refund off spending in the month it was made, not the month of the payment', async () => {
    clock.advance(Date.parse('2030-01-30T04:00:00Z') - clock.now().getTime());
    const booked = await bookAndPay(t, client, { lawyerId: lawyer.id, date: '2030-02-04', slot: '10:00' });
    expect(booked.body.status).toBe('confirmed');
    clock.advance(Date.parse('2030-02-02T04:00:00Z') - clock.now().getTime());
    const cancelled = await cancel(lawyer, booked.body._id);
    expect(cancelled.body.refund).toMatchObject({ amountPaise: 120000 });
    const bills = await t.api.get<Bills>('/api/bills', { token: client.token });
    // January: the premium plan and the consultation; February: the consultation's money back.
    expect(bills.body.monthly).toEqual([
      { month: '2030-01', amountPaise: 9900 + 120000 },
      { month: '2030-02', amountPaise: -120000 },
    ]);
    expect(bills.body.summary.totalSpendingsPaise).toBe(9900);
  });

  it('refunds in full a paid booking still awaiting the approval, even an hour before (the lawyer never committed)', async () => {
    expect((await putSettings(t, lawyer, { requireApproval: true })).status).toBe(200);
    const booked = await bookAndPay(t, client, { lawyerId: lawyer.id, date: tuesday, slot: '10:00' });
    expect(booked.body.status).toBe('pending_approval');
    clock.advance(tuesdayTen - hour - clock.now().getTime());
    const cancelled = await cancel(client, booked.body._id);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      cancelReason: 'client',
      refund: { amountPaise: 120000, status: 'processed' },
    });
  });

  it('refunds nothing for an unpaid hold the client cancels, and frees the slot', async () => {
    const held = await book(client);
    const cancelled = await cancel(client, held.body._id);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refund: null });
    expect(await refundsOf(held.body._id)).toEqual([]);
    // Nor can it be paid any more.
    const order = await t.api.post(
      '/api/payment/order',
      { bookingId: held.body._id },
      { token: client.token },
    );
    expect(order).toMatchObject({ status: 409, body: { message: 'This consultation was cancelled.' } });
  });

  it('refunds once under 20 parallel cancels by both sides: one refund, one credit note', async () => {
    const booked = await bookAndPay(t, client, { lawyerId: lawyer.id, date: tuesday, slot: '10:00' });
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => cancel(i % 2 ? lawyer : client, booked.body._id)),
    );
    expect(replies.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(replies.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const refunds = await refundsOf(booked.body._id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount_paise).toBe(120000);
    expect(await t.db.selectFrom('credit_notes').selectAll().execute()).toHaveLength(1);
  });
});

describe('a consultation that has started or completed', () => {
  const reschedule = (who: Person, id: string) =>
    t.api.post(`/api/bookings/${id}/reschedule`, { date: '2030-01-10', slot: '10:00' }, { token: who.token });

  it('can no longer be cancelled for a refund or moved once its start time has come', async () => {
    const booked = await bookAndPay(t, client, { lawyerId: lawyer.id, date: tuesday, slot: '10:00' });
    clock.advance(tuesdayTen - clock.now().getTime()); // exactly the start
    const started = { status: 409, body: { message: 'This consultation has already started.' } };
    expect(await cancel(client, booked.body._id)).toMatchObject(started);
    expect(await cancel(lawyer, booked.body._id)).toMatchObject(started);
    expect(await reschedule(client, booked.body._id)).toMatchObject(started);
    expect(await refundsOf(booked.body._id)).toEqual([]);
    const row = await t.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', booked.body._id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('confirmed');
  });

  it('can be cancelled one millisecond before its start (half back to the client)', async () => {
    const booked = await bookAndPay(t, client, { lawyerId: lawyer.id, date: tuesday, slot: '10:00' });
    clock.advance(tuesdayTen - 1 - clock.now().getTime());
    expect((await cancel(client, booked.body._id)).body).toMatchObject({
      status: 'cancelled',
      refund: { amountPaise: 60000 },
    });
  });

  it('once completed (metered) can no longer be cancelled or moved, whenever that happened', async () => {
    const booked = await bookAndPay(t, client, { lawyerId: lawyer.id, date: tuesday, slot: '10:00' });
    await t.db
      .updateTable('bookings')
      .set({ status: 'completed' })
      .where('id', '=', booked.body._id)
      .execute();
    const completed = {
      status: 409,
      body: { message: 'This consultation is completed: it can no longer be changed.' },
    };
    expect(await cancel(client, booked.body._id)).toMatchObject(completed);
    expect(await reschedule(lawyer, booked.body._id)).toMatchObject(completed);
    expect(await refundsOf(booked.body._id)).toEqual([]);
  });

  it('cancelled, cannot be cancelled again or moved', async () => {
    const booked = await bookAndPay(t, client, { lawyerId: lawyer.id, date: tuesday, slot: '10:00' });
    expect((await cancel(lawyer, booked.body._id)).status).toBe(200);
    const cancelled = { status: 409, body: { message: 'This booking was cancelled.' } };
    expect(await cancel(client, booked.body._id)).toMatchObject(cancelled);
    expect(await reschedule(client, booked.body._id)).toMatchObject(cancelled);
    expect(await refundsOf(booked.body._id)).toHaveLength(1);
  });
});

describe('a lawyer who does not come', () => {
  it('is a no-show 10 minutes after the start: cancelled, fully refunded, recorded on the booking', async () => {
    const booked = await bookAndPay(t, client, { lawyerId: lawyer.id, date: tuesday, slot: '10:00' });
    clock.advance(tuesdayTen + 9 * 60_000 - clock.now().getTime());
    await new Promise((r) => setTimeout(r, 1_500)); // a sweep or two pass: 9 minutes is not yet a no-show
    expect(
      (
        await t.db
          .selectFrom('bookings')
          .select('status')
          .where('id', '=', booked.body._id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('confirmed');
    clock.advance(60_000);
    const row = await until(
      () =>
        t.db
          .selectFrom('bookings')
          .select(['status', 'cancel_reason'])
          .where('id', '=', booked.body._id)
          .executeTakeFirstOrThrow(),
      (r) => r.status === 'cancelled',
    );
    expect(row).toEqual({ status: 'cancelled', cancel_reason: 'lawyer_no_show' });
    const refund = await until(
      () => refundsOf(booked.body._id),
      (r) => r[0]?.status === 'processed',
    );
    expect(refund[0]).toMatchObject({ amount_paise: 120000, reason: 'lawyer_no_show', status: 'processed' });
  });

  it('is not a no-show once the lawyer joined the room', async () => {
    const booked = await bookAndPay(t, client, { lawyerId: lawyer.id, date: tuesday, slot: '10:00' });
    await t.db
      .updateTable('bookings')
      .set({ lawyer_joined_at: new Date(tuesdayTen).toISOString() })
      .where('id', '=', booked.body._id)
      .execute();
    clock.advance(tuesdayTen + 11 * 60_000 - clock.now().getTime());
    await new Promise((r) => setTimeout(r, 1_500));
    expect(
      (
        await t.db
          .selectFrom('bookings')
          .select('status')
          .where('id', '=', booked.body._id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('confirmed');
  });
});

describe('unused minutes', () => {
  it('go back through the refund service when the consultation completes', async () => {
    const booked = await bookAndPay(t, client, { lawyerId: lawyer.id, date: tuesday, slot: '10:00' });
    // The lawyer came and a 4-minute call ran; the booked half hour then ends.
    await t.db
      .updateTable('bookings')
      .set({ lawyer_joined_at: new Date(tuesdayTen).toISOString() })
      .where('id', '=', booked.body._id)
      .execute();
    await t.db
      .insertInto('consultation_sessions')
      .values({
        id: '01HZ0000000000000000SESS01',
        booking_id: booked.body._id,
        kind: 'call',
        started_by: client.id,
        started_at: new Date(tuesdayTen).toISOString(),
        connected_at: new Date(tuesdayTen).toISOString(),
        ended_at: new Date(tuesdayTen + 4 * 60_000).toISOString(),
      })
      .execute();
    clock.advance(tuesdayTen + 40 * 60_000 - clock.now().getTime());
    const refunds = await until(
      () => refundsOf(booked.body._id),
      (r) => r[0]?.status === 'processed',
    );
    // 26 unused minutes at ₹40.
    expect(refunds[0]).toMatchObject({ amount_paise: 104000, reason: 'unused_minutes', status: 'processed' });
    const after = await t.db
      .selectFrom('bookings')
      .select(['status', 'refund_due_paise'])
      .where('id', '=', booked.body._id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'completed', refund_due_paise: 104000 });

    // Completed, its metering is final: a call recorded late changes nothing, nor is anything refunded again.
    await t.db
      .insertInto('consultation_sessions')
      .values({
        id: '01HZ0000000000000000SESS02',
        booking_id: booked.body._id,
        kind: 'call',
        started_by: client.id,
        started_at: new Date(tuesdayTen + 5 * 60_000).toISOString(),
        connected_at: new Date(tuesdayTen + 5 * 60_000).toISOString(),
        ended_at: new Date(tuesdayTen + 15 * 60_000).toISOString(),
      })
      .execute();
    expect(await meterBooking(t.db, booked.body._id, clock.now(), true)).toBeNull();
    expect(
      await t.db
        .selectFrom('bookings')
        .select(['status', 'metered_minutes', 'refund_due_paise'])
        .where('id', '=', booked.body._id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'completed', metered_minutes: 4, refund_due_paise: 104000 });
    expect(await refundsOf(booked.body._id)).toHaveLength(1);
  });

  it('are not paid back while the consultation runs: a call that ends is metered, nothing refunded yet', async () => {
    const booked = await bookAndPay(t, client, { lawyerId: lawyer.id, date: tuesday, slot: '10:00' });
    await t.db
      .insertInto('consultation_sessions')
      .values({
        id: '01HZ0000000000000000SESS03',
        booking_id: booked.body._id,
        kind: 'call',
        started_by: client.id,
        started_at: new Date(tuesdayTen).toISOString(),
        connected_at: new Date(tuesdayTen).toISOString(),
        ended_at: new Date(tuesdayTen + 4 * 60_000).toISOString(),
      })
      .execute();
    expect(await meterBooking(t.db, booked.body._id, new Date(tuesdayTen + 5 * 60_000))).toBe(4);
    expect(
      await t.db
        .selectFrom('bookings')
        .select(['status', 'metered_minutes'])
        .where('id', '=', booked.body._id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'confirmed', metered_minutes: 4 });
    expect(await refundsOf(booked.body._id)).toEqual([]);
  });

  it('are not owed on a consultation cancelled before it completes, which stays cancelled', async () => {
    const booked = await bookAndPay(t, client, { lawyerId: lawyer.id, date: tuesday, slot: '10:00' });
    await cancel(client, booked.body._id); // 24 h and more ahead: the whole price back
    const [refund] = await refundsOf(booked.body._id);
    expect(await meterBooking(t.db, booked.body._id, clock.now(), true)).toBe(0);
    const after = await t.db
      .selectFrom('bookings')
      .select(['status'])
      .where('id', '=', booked.body._id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('cancelled');
    expect(await refundsOf(booked.body._id)).toEqual([refund]);
  });
});

describe('where the client sees a refund', () => {
  it('lists the credit note beside the invoice, as a PDF, and the refund in Activities', async () => {
    const booked = await bookAndPay(t, client, { lawyerId: lawyer.id, date: tuesday, slot: '10:00' });
    await cancel(client, booked.body._id); // 24 h and more ahead: full refund
    const { state: lawyerState } = await t.db
      .selectFrom('lawyer_profiles')
      .select('state')
      .where('user_id', '=', lawyer.id)
      .executeTakeFirstOrThrow();
    const invoices = await t.api.get<InvoicePage>('/api/invoices', { token: client.token });
    const note = invoices.body.items.find((i) => i.kind === 'credit_note')!;
    const original = invoices.body.items.find((i) => i.kind === 'invoice' && i.type === 'consultation')!;
    expect(note).toMatchObject({
      number: 'CN/29-30/000001',
      corrects: original.number,
      totalPaise: 120000,
      status: 'refunded',
      fileName: 'CN-29-30-000001.pdf',
    });
    const pdf = await fetch(`${t.url}/api/invoices/${note._id}/pdf`, {
      headers: { Authorization: `Bearer ${client.token}` },
    });
    expect(pdf.status).toBe(200);
    const lines = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(lines).toEqual(
      expect.arrayContaining([
        'CREDIT NOTE',
        'Credit note number: CN/29-30/000001',
        // A consultation is supplied from the advocate's state.
        `Place of supply: ${lawyerState}`,
        expect.stringMatching(
          new RegExp(`^Against invoice ${original.number} dated \\d{4}-\\d{2}-\\d{2} \\(refund\\)$`),
        ),
        expect.stringMatching(/^Refund: Consultation with /),
        '₹1,200.00',
      ]),
    );
    // Someone else cannot fetch it.
    const stranger = await addClient(t, 'Stranger');
    expect((await t.api.get(`/api/invoices/${note._id}/pdf`, { token: stranger.token })).status).toBe(404);

    const activities = await t.api.get<Activity[]>('/api/transactions', { token: client.token });
    const refund = activities.body.find((a) => a.type === 'refund')!;
    expect(refund).toMatchObject({
      amountPaise: 120000,
      status: 'processed',
      title: 'Refund of ₹1,200/- processed',
    });
    expect(activities.body.some((a) => a._id === `payment-${refund.paymentId}`)).toBe(true);
    // Dated as every screen dates (MM/DD/YYYY), not as the database stores it.
    const bookingLine = activities.body.find((a) => a._id.startsWith('booking-'))!;
    expect(bookingLine.description).toMatch(/ on \d{2}\/\d{2}\/\d{4} at \d{1,2}:\d{2}[ap]m\.$/);

    // Bills & Payments: the booking says it was refunded, and the refund comes off what the client spent
    // (the premium plan's ₹99 stays); the lawyer sees the same refund on their side.
    const bills = await t.api.get<Bills>('/api/bills', { token: client.token });
    expect(bills.body.engagements.find((e) => e._id === booked.body._id)?.status).toBe(
      'Cancelled · refunded ₹1,200/-',
    );
    expect(bills.body.summary.totalSpendingsPaise).toBe(9900);
    // Spending by month adds up to the same: the refund comes off its month.
    expect(bills.body.monthly).toEqual([{ month: clock.now().toISOString().slice(0, 7), amountPaise: 9900 }]);
    const lawyerBills = await t.api.get<Bills>('/api/bills', { token: lawyer.token });
    expect(lawyerBills.body.engagements.find((e) => e._id === booked.body._id)?.status).toBe(
      'Cancelled · refunded ₹1,200/-',
    );
    expect(lawyerBills.body.summary.totalSpendingsPaise).toBe(0);
  });
});
