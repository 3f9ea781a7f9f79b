// Bills & Payments from real bookings, requests and payments: summary cards, period and search on the server.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Bills, PaymentOrder } from '@contract';
import { demoLogins } from '../../db/seed';
import { seededBookingId } from '../../db/seed/bookings';
import { updateUserSettings } from '../../services/settings';
import { heldBooking } from '../../test/bookingPeople';
import { createTestApp, type TestApp } from '../../test/harness';

const [asha, rohan] = demoLogins;
let app: TestApp;
let token: string;
beforeEach(async () => {
  app = await createTestApp();
  token = (await app.tokenFor(asha.email)).token;
});
afterEach(() => app.close());

async function payBooking(bookingId: string) {
  const created = (await app.api.post<PaymentOrder>('/api/payment/order', { bookingId }, { token })).body;
  const signed = (
    await app.api.post<{ paymentId: string; signature: string }>(
      '/api/payment/demo/checkout',
      { orderId: created.orderId, method: 'scanPay', outcome: 'success' },
      { token },
    )
  ).body;
  await app.api.post('/api/payment', { orderId: created.orderId, ...signed, method: 'scanPay' }, { token });
  return created.amountPaise;
}

describe('GET /api/bills', () => {
  it('shows the metered minutes once a consultation ran, the booked length before', async () => {
    await app.db
      .updateTable('bookings')
      .set({ metered_minutes: 13 })
      .where('id', '=', seededBookingId(3))
      .execute();
    const bills = await app.api.get<Bills>('/api/bills', { token });
    expect(bills.body.engagements.find((e) => e._id === seededBookingId(3))?.duration).toBe('13 min');
    expect(bills.body.engagements.find((e) => e._id === seededBookingId(4))?.duration).toBe('30 min');
  });

  it('computes the cards from the seeded bookings and moves a paid booking out of pending', async () => {
    // The seeded priced consultations were paid when booked (40 days ago): spent, nothing pending.
    const seeded = await app.db
      .selectFrom('bookings')
      .select(['id', 'price_paise', 'created_at'])
      .where('client_id', '=', asha.id)
      .orderBy('id')
      .execute();
    const spent = seeded.reduce((s, b) => s + b.price_paise, 0);
    expect(spent).toBeGreaterThan(0);
    const before = await app.api.get<Bills>('/api/bills', { token });
    expect(before.status).toBe(200);
    expect(before.body.summary).toEqual({
      totalSpendingsPaise: spent,
      pendingPayments: 0,
      amountToBePaidPaise: 0,
      totalExperts: 1,
    });
    expect(before.body.monthly).toEqual([{ month: seeded[0]!.created_at.slice(0, 7), amountPaise: spent }]);
    expect(before.body.engagements.find((e) => e._id === seededBookingId(3))).toMatchObject({
      status: 'Paid',
      payable: false,
    });
    expect(before.body.engagements.find((e) => e._id === seededBookingId(1))).toMatchObject({
      status: 'Free',
      payable: false,
    });

    // A consultation booked now waits for its payment (its hold running): pending, and payable.
    const held = await heldBooking(app, token);
    const waiting = await app.api.get<Bills>('/api/bills', { token });
    const { price_paise: price } = await app.db
      .selectFrom('bookings')
      .select('price_paise')
      .where('id', '=', held)
      .executeTakeFirstOrThrow();
    expect(waiting.body.summary).toMatchObject({ pendingPayments: 1, amountToBePaidPaise: price });
    expect(waiting.body.engagements.find((e) => e._id === held)).toMatchObject({
      expert: rohan.name,
      duration: '30 min',
      type: 'Video chat',
      // His sign-in e-mail is private until he chooses to show it.
      mentioned: rohan.name,
      status: 'Pending payment',
      payable: true,
    });

    const rohanId = (
      await app.db.selectFrom('users').select('id').where('email', '=', rohan.email).executeTakeFirstOrThrow()
    ).id;
    await updateUserSettings(app.db, rohanId, { showEmail: true }, app.deps.clock.now().toISOString());
    const shown = await app.api.get<Bills>('/api/bills', { token });
    expect(shown.body.engagements.find((e) => e._id === held)?.mentioned).toBe(rohan.email);
    await updateUserSettings(app.db, rohanId, { showEmail: false }, app.deps.clock.now().toISOString());

    const paid = await payBooking(held);
    expect(paid).toBe(price);
    const after = await app.api.get<Bills>('/api/bills?period=This%20Month', { token });
    expect(after.body.summary.totalSpendingsPaise).toBe(paid);
    expect(after.body.monthly).toEqual([{ month: new Date().toISOString().slice(0, 7), amountPaise: paid }]);
    const all = await app.api.get<Bills>('/api/bills', { token });
    expect(all.body.summary).toMatchObject({
      totalSpendingsPaise: spent + paid,
      pendingPayments: 0,
      amountToBePaidPaise: 0,
    });
    expect(all.body.engagements.find((e) => e._id === held)).toMatchObject({
      status: 'Paid',
      payable: false,
    });
  });

  it('filters by search text and period on the server', async () => {
    const boundary = await app.api.get<Bills>('/api/bills?q=boundary', { token });
    expect(boundary.body.engagements.map((e) => e._id).sort()).toEqual([
      seededBookingId(2),
      seededBookingId(3),
    ]);
    const none = await app.api.get<Bills>('/api/bills?q=nothing-like-this', { token });
    expect(none.body.engagements).toEqual([]);
    expect(none.body.summary.totalExperts).toBe(0);
    await app.db
      .updateTable('bookings')
      .set({ date: '2020-01-06' })
      .where('id', '=', seededBookingId(2))
      .execute();
    const recent = await app.api.get<Bills>('/api/bills?period=Last%206%20Months', { token });
    expect(recent.body.engagements.map((e) => e._id)).not.toContain(seededBookingId(2));
    expect((await app.api.get('/api/bills?period=Yesterday', { token })).status).toBe(400);
  });

  it('shows the lawyer their side without letting them pay, and needs a login', async () => {
    const lawyer = (await app.tokenFor(rohan.email)).token;
    const res = await app.api.get<Bills>('/api/bills', { token: lawyer });
    expect(res.body.engagements.every((e) => !e.payable)).toBe(true);
    // Asha's bookings with him show her as the client (other seeded clients' show theirs: seed/reviews.ts).
    expect(
      res.body.engagements
        .filter((e) => e.expert === asha.name)
        .map((e) => e._id)
        .sort(),
    ).toEqual([1, 2, 3, 4].map(seededBookingId));
    expect((await app.api.get('/api/bills')).status).toBe(401);
  });

  it('counts each expert once, by person, and never the lawyer viewing their own bills', async () => {
    const ids = Object.fromEntries(
      (await app.db.selectFrom('users').select(['id', 'email']).execute()).map((u) => [u.email, u.id]),
    );
    const request = (id: string, mention: string, lawyerId: string | null) => ({
      id,
      owner_id: ids[asha.email],
      title: `About ${mention}`,
      description: 'Engagement counting',
      budget_paise: null,
      consultation_type: 'Online' as const,
      date: new Date().toISOString().slice(0, 10),
      timing: '10:30 AM',
      mention,
      lawyer_id: lawyerId,
      assigned_lawyer_id: null,
      status: 'new' as const,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    });
    // Rohan is booked already (seed) and is now also mentioned in a request: still one expert.
    await app.db
      .insertInto('requests')
      .values(request('01HZBILLSREQ00000000000001', rohan.email, ids[rohan.email]))
      .execute();
    const once = await app.api.get<Bills>('/api/bills', { token });
    expect(once.body.engagements.filter((e) => e.expert === rohan.name).length).toBeGreaterThan(1);
    expect(once.body.summary.totalExperts).toBe(1);
    // Someone not yet on LexSetu, mentioned by e-mail, is a second expert.
    await app.db
      .insertInto('requests')
      .values(request('01HZBILLSREQ00000000000002', 'advocate.new@example.in', null))
      .execute();
    expect((await app.api.get<Bills>('/api/bills', { token })).body.summary.totalExperts).toBe(2);

    // Rohan sees Asha's bookings from the lawyer's side: he engaged no expert himself.
    const lawyer = (await app.tokenFor(rohan.email)).token;
    const his = await app.api.get<Bills>('/api/bills', { token: lawyer });
    expect(his.body.engagements.length).toBeGreaterThan(0);
    expect(his.body.summary.totalExperts).toBe(0);
  });
});
