import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSlots, type Availability, type FreeSlots } from '@contract';
import { addClient, addLawyer, type Person } from '../../test/bookingPeople';
import { testClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';

const clock = testClock(Date.parse('2030-01-07T04:00:00Z')); // Monday 09:30 IST
let t: TestApp;
let lawyer: Person;
let client: Person;

beforeAll(async () => {
  t = await createTestApp({ clock });
  lawyer = await addLawyer(t, 'verified', 3500);
  client = await addClient(t);
});
afterAll(() => t.close());

const freeOn = (date: string, lawyerId = lawyer.id) =>
  t.api.get<FreeSlots>(`/api/experts/${lawyerId}/availability?date=${date}`, { token: client.token });

describe('availability', () => {
  it('defaults to Monday–Saturday, every 30-minute slot from 10:00 to 17:30', async () => {
    const mine = await t.api.get<Availability>('/api/availability', { token: lawyer.token });
    expect(mine.body).toEqual({ days: [1, 2, 3, 4, 5, 6], slots: bookingSlots, rate: 35, ratePaise: 3500 });
    expect(bookingSlots).toHaveLength(16);
    expect((await freeOn('2030-01-08')).body.slots).toEqual(bookingSlots);
    expect((await freeOn('2030-01-13')).body.slots).toEqual([]); // Sunday
    expect((await freeOn('2030-01-06')).body.slots).toEqual([]); // yesterday
  });

  it('lets the lawyer change days, slots and rate (rupees, stored in paise); clients see it', async () => {
    const put = await t.api.send<Availability>('PUT', '/api/availability', {
      body: JSON.stringify({ days: [2, 0], slots: ['16:00', '10:30'], rate: 42.5 }),
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${lawyer.token}` },
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ days: [0, 2], slots: ['10:30', '16:00'], rate: 42.5, ratePaise: 4250 });
    expect((await freeOn('2030-01-08')).body).toMatchObject({ slots: ['10:30', '16:00'], ratePaise: 4250 });
    expect((await freeOn('2030-01-13')).body.slots).toEqual(['10:30', '16:00']);
    expect((await freeOn('2030-01-09')).body.slots).toEqual([]);
    const row = await t.db
      .selectFrom('lawyer_profiles')
      .select('rate_paise')
      .where('user_id', '=', lawyer.id)
      .executeTakeFirstOrThrow();
    expect(row.rate_paise).toBe(4250);
  });

  it('refuses bad patterns and rates with a 400 naming the field, and non-lawyers with 403', async () => {
    const send = (body: unknown, token = lawyer.token) =>
      t.api.send<{ message: string; field?: string }>('PUT', '/api/availability', {
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      });
    for (const [body, field] of [
      [{ days: [1], slots: ['10:00'], rate: 0 }, 'rate'],
      [{ days: [1], slots: ['10:00'], rate: -3 }, 'rate'],
      [{ days: [1], slots: ['10:00'], rate: 1.234 }, 'rate'],
      // The one rate rule (as in verification): ₹1 to ₹1000 per minute; ₹90,000 was once accepted here.
      [{ days: [1], slots: ['10:00'], rate: 90_000 }, 'rate'],
      [{ days: [1], slots: ['10:00'], rate: 1000.01 }, 'rate'],
      [{ days: [1], slots: ['10:00'], rate: 0.99 }, 'rate'],
      [{ days: [7], slots: ['10:00'], rate: 30 }, 'days'],
      [{ days: [1, 1], slots: ['10:00'], rate: 30 }, 'days'],
      [{ days: [1], slots: ['09:30'], rate: 30 }, 'slots'],
    ] as const) {
      const r = await send(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(String(r.body.field)).toMatch(new RegExp(`^${field}`));
    }
    const cap = await send({ days: [1], slots: ['10:00'], rate: 90_000 });
    expect(cap.body.message).toBe('Rate must be at most ₹1000 per minute.');
    expect((await send({ days: [1], slots: ['10:00'], rate: 1000 })).status).toBe(200);
    expect((await send({ days: [1], slots: ['10:00'], rate: 42.5 })).status).toBe(200);
    expect((await send({ days: [1], slots: ['10:00'], rate: 30 }, client.token)).status).toBe(403);
    expect((await t.api.get('/api/availability', { token: client.token })).status).toBe(403);
    expect((await t.api.get('/api/availability')).status).toBe(401);
    const mine = await t.api.get<Availability>('/api/availability', { token: lawyer.token });
    expect(mine.body.ratePaise).toBe(4250);
  });

  it('refuses a rate of 0 or -5 (once saved as ₹0.01/min) with a 400, changing neither rate nor pattern', async () => {
    const before = await t.api.get<Availability>('/api/availability', { token: lawyer.token });
    for (const rate of [0, -5]) {
      const r = await t.api.send<{ message: string }>('PUT', '/api/availability', {
        body: JSON.stringify({ days: [3], slots: ['11:00'], rate }),
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${lawyer.token}` },
      });
      expect(r.status, String(rate)).toBe(400);
      expect(r.body.message).toBe('Rate must be at least ₹1 per minute.');
    }
    expect((await t.api.get<Availability>('/api/availability', { token: lawyer.token })).body).toEqual(
      before.body,
    );
  });

  it('shows no availability for unverified or unknown lawyers (404), nor to anonymous callers (401)', async () => {
    const pending = await addLawyer(t, 'pending');
    expect((await freeOn('2030-01-08', pending.id)).status).toBe(404);
    expect((await freeOn('2030-01-08', 'NOPE')).status).toBe(404);
    expect((await t.api.get(`/api/experts/${lawyer.id}/availability?date=2030-01-08`)).status).toBe(401);
    expect((await freeOn('8-1-2030')).status).toBe(400);
  });
});
