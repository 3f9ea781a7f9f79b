// 'Require approval for consultation/service requests': bookings wait for the lawyer, who approves or declines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@contract';
import {
  addClient,
  addLawyer,
  becomePremium,
  bookAndPay,
  type Person,
  putSettings,
} from '../../test/bookingPeople';
import { testClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';

// Monday 7 January 2030, 09:30 in India: every slot of the day is still ahead.
const monday = '2030-01-07';
const clock = testClock(Date.parse('2030-01-07T04:00:00Z'));

let t: TestApp;
let lawyer: Person;
let client: Person;
let otherClient: Person;
let otherLawyer: Person;

// Priced bookings are paid at once (pay at booking): approval comes after payment.
const book = (who: Person, slot: string, target = lawyer) =>
  bookAndPay(t, who, { lawyerId: target.id, date: monday, slot });

const statusOf = async (id: string) =>
  (await t.db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

const noticesOf = (userId: string) =>
  t.db
    .selectFrom('notifications')
    .select(['kind', 'message', 'link'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await createTestApp({ clock });
  lawyer = await addLawyer(t);
  client = await addClient(t, 'Kavya Client');
  // Kavya books more consultations this month than the Basic free plan allows: she is a premium member.
  await becomePremium(t, client);
  otherClient = await addClient(t, 'Other Client');
  otherLawyer = await addLawyer(t);
  expect((await putSettings(t, lawyer, { requireApproval: true })).status).toBe(200);
});
afterAll(() => t.close());

describe('bookings with Require approval on', () => {
  it('starts pending_approval, tells the lawyer, and shows on both schedules', async () => {
    const reply = await book(client, '10:00');
    expect(reply.status).toBe(201);
    expect(reply.body.status).toBe('pending_approval');
    const notices = await noticesOf(lawyer.id);
    expect(notices.at(-1)).toMatchObject({ kind: 'booking', link: '/dashboard/schedules' });
    expect(notices.at(-1)!.message).toContain('Approve or decline');
    for (const who of [client, lawyer]) {
      const list = await t.api.get<{ items: Booking[] }>('/api/schedules?tab=upcoming', { token: who.token });
      expect(list.body.items.find((b) => b._id === reply.body._id)?.status).toBe('pending_approval');
    }
  });

  it('is confirmed straight away for a lawyer with the setting off (the default)', async () => {
    const reply = await book(client, '10:00', otherLawyer);
    expect(reply.status).toBe(201);
    expect(reply.body.status).toBe('confirmed');
  });

  it('lets only the lawyer approve: the client, another client and another lawyer get 404, anonymous 401', async () => {
    const { body } = await book(client, '11:00');
    // Paid at booking: once the money is in, the lawyer is asked to approve or decline it.
    expect(body.pricePaise).toBeGreaterThan(0);
    expect((await noticesOf(lawyer.id)).at(-1)).toMatchObject({
      kind: 'booking',
      message: expect.stringMatching(
        /^Kavya Client asks for a consultation on .*\. Approve or decline it in Schedules\.$/,
      ),
    });
    for (const who of [client, otherClient, otherLawyer]) {
      const r = await t.api.post(`/api/bookings/${body._id}/approve`, undefined, { token: who.token });
      expect(r.status).toBe(404);
      const d = await t.api.post(`/api/bookings/${body._id}/decline`, undefined, { token: who.token });
      expect(d.status).toBe(404);
    }
    expect((await t.api.post(`/api/bookings/${body._id}/approve`)).status).toBe(401);
    expect(await statusOf(body._id)).toBe('pending_approval');

    const before = (await noticesOf(client.id)).length;
    const approved = await t.api.post<Booking>(`/api/bookings/${body._id}/approve`, undefined, {
      token: lawyer.token,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('confirmed');
    expect(await statusOf(body._id)).toBe('confirmed');
    const notices = await noticesOf(client.id);
    expect(notices).toHaveLength(before + 1);
    expect(notices.at(-1)!.message).toContain('approved "Lease review"');
    // Only a pending booking can be approved or declined.
    const again = await t.api.post(`/api/bookings/${body._id}/decline`, undefined, { token: lawyer.token });
    expect(again.status).toBe(409);
    expect(await statusOf(body._id)).toBe('confirmed');
  });

  it('declining cancels the booking, tells the client and frees the slot', async () => {
    const { body } = await book(client, '12:00');
    const before = (await noticesOf(client.id)).length;
    const declined = await t.api.post<Booking>(`/api/bookings/${body._id}/decline`, undefined, {
      token: lawyer.token,
    });
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe('cancelled');
    // Declining returns the whole payment: the client hears of the decline and of the refund.
    expect(declined.body.refund).toMatchObject({ amountPaise: body.pricePaise, status: 'processed' });
    const notices = await noticesOf(client.id);
    expect(notices).toHaveLength(before + 2);
    expect(notices.at(-2)!.message).toContain('declined "Lease review"');
    expect(notices.at(-1)!.message).toMatch(
      /^Refund of ₹1,200\/- processed: .* Credit note CN\/\d{2}-\d{2}\/\d{6}\.$/,
    );
    const slots = await t.api.get<{ slots: string[] }>(
      `/api/experts/${lawyer.id}/availability?date=${monday}`,
      {
        token: otherClient.token,
      },
    );
    expect(slots.body.slots).toContain('12:00');
    const retaken = await book(otherClient, '12:00');
    expect(retaken.status).toBe(201);
  });
  it('can be cancelled by the client while it waits: cancelled, money back by the policy, slot free', async () => {
    const { body } = await book(client, '16:00');
    expect(body.status).toBe('pending_approval');
    const cancelled = await t.api.post<Booking>(`/api/bookings/${body._id}/cancel`, undefined, {
      token: client.token,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    // Under 24 hours before the start, the written policy decides how much (refunds.test.ts pins it).
    expect(cancelled.body.refund?.amountPaise).toBeGreaterThan(0);
    expect(await statusOf(body._id)).toBe('cancelled');
    expect((await book(otherClient, '16:00')).status).toBe(201);
  });

  it('cannot be approved once its start time has come; the booking keeps waiting', async () => {
    const { body } = await book(client, '15:00');
    expect(body.status).toBe('pending_approval');
    const startsIn = Date.parse('2030-01-07T09:30:00Z') - clock.now().getTime(); // 15:00 IST
    clock.advance(startsIn);
    try {
      expect(
        await t.api.post(`/api/bookings/${body._id}/approve`, undefined, { token: lawyer.token }),
      ).toMatchObject({
        status: 409,
        body: { message: 'This consultation has already started.' },
      });
      expect(await statusOf(body._id)).toBe('pending_approval');
    } finally {
      clock.advance(-startsIn);
    }
  });
});
