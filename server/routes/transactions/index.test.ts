// Activities: the user's real requests, bookings, payments and documents, with period, sort and search.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Activity, PaymentOrder } from '@contract';
import { demoLogins } from '../../db/seed';
import { createTestApp, type TestApp } from '../../test/harness';

const [asha, rohan] = demoLogins;
let app: TestApp;
let token: string;
beforeEach(async () => {
  app = await createTestApp();
  token = (await app.tokenFor(asha.email)).token;
});
afterEach(() => app.close());

describe('GET /api/transactions', () => {
  it('lists bookings and payments with type, title, description and date, sorted and searched', async () => {
    const created = (await app.api.post<PaymentOrder>('/api/payment/order', { plan: 'yearly' }, { token }))
      .body;
    const signed = (
      await app.api.post<{ paymentId: string; signature: string }>(
        '/api/payment/demo/checkout',
        { orderId: created.orderId, method: 'creditCard', outcome: 'success' },
        { token },
      )
    ).body;
    await app.api.post(
      '/api/payment',
      { orderId: created.orderId, ...signed, method: 'creditCard' },
      { token },
    );

    const all = await app.api.get<Activity[]>('/api/transactions?limit=100', { token });
    expect(all.status).toBe(200);
    expect(all.headers.get('Next-Cursor')).toBeNull();
    expect(all.body[0]).toMatchObject({
      type: 'payment',
      title: 'Payment of ₹999/-',
      description: 'Premium yearly',
      amountPaise: 99900,
    });
    expect(all.body.filter((a) => a.category === 'Booking')).toHaveLength(4);
    const dates = all.body.map((a) => a.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    const byAmount = await app.api.get<Activity[]>('/api/transactions?sort=By%20amount&limit=100', { token });
    const amounts = byAmount.body.map((a) => a.amountPaise ?? -1);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    expect(amounts).toContain(99900);
    const byType = await app.api.get<Activity[]>('/api/transactions?sort=By%20type&limit=100', { token });
    expect(byType.body.at(-1)!.type).toBe('request');
    expect(byType.body[0].type).toBe('payment');
    const searched = await app.api.get<Activity[]>('/api/transactions?q=premium', { token });
    expect(searched.body.map((a) => a.category)).toEqual(['Payment']);
    expect((await app.api.get('/api/transactions?sort=By%20colour', { token })).status).toBe(400);
  });

  it('answers a page as a list and names the next one in the Next-Cursor header', async () => {
    const all = (await app.api.get<Activity[]>('/api/transactions?limit=100', { token })).body;
    const first = await app.api.get<Activity[]>('/api/transactions?limit=3', { token });
    expect(first.body.map((a) => a._id)).toEqual(all.slice(0, 3).map((a) => a._id));
    const cursor = first.headers.get('Next-Cursor')!;
    expect(cursor).toBeTruthy();
    const second = await app.api.get<Activity[]>(`/api/transactions?limit=3&cursor=${cursor}`, { token });
    expect(second.body.map((a) => a._id)).toEqual(all.slice(3, 6).map((a) => a._id));
    expect((await app.api.get('/api/transactions?cursor=nonsense', { token })).status).toBe(400);
  });

  it('shows only the caller’s own rows, and needs a login', async () => {
    const admin = (await app.tokenFor(demoLogins[2].email)).token;
    expect((await app.api.get<Activity[]>('/api/transactions', { token: admin })).body).toEqual([]);
    const lawyer = await app.api.get<Activity[]>('/api/transactions', {
      token: (await app.tokenFor(rohan.email)).token,
    });
    expect(lawyer.body.every((a) => a.type === 'request')).toBe(true);
    expect((await app.api.get('/api/transactions')).status).toBe(401);
  });

  it("is written in the reader's language: titles, details, what a payment was for", async () => {
    const hindi = { token, headers: { 'Accept-Language': 'hi' } };
    const english = (await app.api.get<Activity[]>('/api/transactions?limit=100', { token })).body;
    const shown = (await app.api.get<Activity[]>('/api/transactions?limit=100', hindi)).body;
    expect(shown.map((a) => a._id)).toEqual(english.map((a) => a._id));
    const booking = shown.find((a) => a.category === 'Booking')!;
    expect(booking.title).toMatch(/^Adv\. .+ के साथ परामर्श (बुक|रद्द) हुआ$/);
    const payment = shown.find((a) => a.type === 'payment')!;
    expect(payment.title).toMatch(/^₹[\d,]+\/- का भुगतान$/);
    expect(payment.description).toMatch(/परामर्श|प्रीमियम|दस्तावेज़/);
    // Nothing of the English words is left but names, titles people wrote and numbers.
    for (const a of shown.filter((row) => row.category === 'Booking' || row.type === 'payment'))
      expect(a.title).not.toMatch(/Consultation|Payment/);
  });
});
