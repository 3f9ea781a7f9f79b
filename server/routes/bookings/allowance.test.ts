// The premium benefit 'unlimited consultations': a Basic free plan client books at most
// basicMonthlyConsultations per calendar month (cancelled ones give the place back); a premium client has no cap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicMonthlyConsultations, consultationLimitMessage, type Booking } from '@contract';
import { addClient, addLawyer, becomePremium, type Person } from '../../test/bookingPeople';
import { testClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';

// Monday 7 January 2030, 09:30 in India: every slot of the week is ahead.
const clock = testClock(Date.parse('2030-01-07T04:00:00Z'));
let t: TestApp;
let lawyer: Person;

beforeAll(async () => {
  t = await createTestApp({ clock });
  lawyer = await addLawyer(t, 'verified', 4000);
});
afterAll(() => t.close());

const slots = ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30'];
const book = (who: Person, date: string, slot: string) =>
  t.api.post<Booking & { message: string; code: string }>(
    '/api/bookings',
    { lawyerId: lawyer.id, date, slot, mode: 'video', topic: 'Allowance check' },
    { token: who.token },
  );

describe('monthly consultation allowance', () => {
  it('is the Basic plan cap of 3 a month', () => {
    expect(basicMonthlyConsultations).toBe(3);
  });

  it('refuses a Basic client past the cap with 403 and a clear message, until a cancellation or next month', async () => {
    const basic = await addClient(t, 'Basic Client');
    const made: Booking[] = [];
    for (const slot of slots.slice(0, basicMonthlyConsultations)) {
      const res = await book(basic, '2030-01-08', slot);
      expect(res.status).toBe(201);
      made.push(res.body);
    }
    const refused = await book(basic, '2030-01-09', '10:00');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'consultation_limit_reached',
      message: consultationLimitMessage,
    });
    expect(refused.body.message).toContain('Premium');
    // Nothing was booked: the slot is still free for anyone.
    const rows = await t.db.selectFrom('bookings').select('id').where('client_id', '=', basic.id).execute();
    expect(rows).toHaveLength(basicMonthlyConsultations);

    expect(
      (await t.api.post(`/api/bookings/${made[0]._id}/cancel`, undefined, { token: basic.token })).status,
    ).toBe(200);
    expect((await book(basic, '2030-01-09', '10:00')).status).toBe(201);
    expect((await book(basic, '2030-01-09', '10:30')).status).toBe(403);

    // A new calendar month (India time) brings a new allowance.
    clock.advance(31 * 86_400_000);
    try {
      expect((await book(basic, '2030-02-11', '10:00')).status).toBe(201);
    } finally {
      clock.advance(-31 * 86_400_000);
    }
  });

  it('lets a premium client book without a cap', async () => {
    const premium = await addClient(t, 'Premium Client');
    await becomePremium(t, premium);
    for (const slot of slots.slice(0, basicMonthlyConsultations + 2))
      expect((await book(premium, '2030-01-10', slot)).status).toBe(201);
  });
});
