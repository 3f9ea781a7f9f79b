// A free first consultation nobody attended (issue #54): after its end plus the grace it is 'missed', shown with
// who did not join, never 'confirmed' in the past. The client keeps the free first consultation when the lawyer
// did not come, and has used it when the lawyer came and they did not.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Bills, Booking, ScheduleList } from '@contract';
import { addClient, addLawyer, type Person } from '../../test/bookingPeople';
import { testClock, type TestClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import { until } from '../../test/until';

// Monday 7 January 2030, 09:30 in India; Tuesday's 10:00 IST slot starts 2030-01-08T04:30Z and ends at 05:00Z.
const tuesday = '2030-01-08';
const tuesdayTen = Date.parse('2030-01-08T04:30:00Z');
const minute = 60_000;

let t: TestApp;
let clock: TestClock;
let lawyer: Person;
let client: Person;

beforeEach(async () => {
  clock = testClock(Date.parse('2030-01-07T04:00:00Z'));
  t = await createTestApp({ clock, seed: false });
  lawyer = await addLawyer(t); // ₹40 a minute
  client = await addClient(t, 'Kavya Client');
});
afterEach(() => t.close());

const book = (slot: string, date = tuesday) =>
  t.api.post<Booking>(
    '/api/bookings',
    { lawyerId: lawyer.id, date, slot, mode: 'video', topic: 'Lease review' },
    { token: client.token },
  );

const statusOf = async (id: string) =>
  (await t.db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

async function seenBy(who: Person, id: string): Promise<Booking | undefined> {
  const list = await t.api.get<ScheduleList>('/api/schedules?tab=completed', { token: who.token });
  return list.body.items.find((b) => b._id === id);
}

const freeSlots = (date: string) =>
  t.api.get<{ pricePaise: number; firstConsultation: boolean }>(
    `/api/experts/${lawyer.id}/availability?date=${date}`,
    { token: client.token },
  );

describe('a free first consultation nobody attended', () => {
  it('is missed after its end plus the grace when the lawyer did not join, and the client keeps it free', async () => {
    const first = await book('10:00');
    expect(first.body).toMatchObject({ status: 'confirmed', pricePaise: 0 });
    // The client waits in the room and rings: nobody answers.
    await t.db
      .insertInto('consultation_sessions')
      .values({
        id: '01HZ0000000000000000SESS01',
        booking_id: first.body._id,
        kind: 'call',
        started_by: client.id,
        started_at: new Date(tuesdayTen + minute).toISOString(),
        connected_at: null,
        ended_at: new Date(tuesdayTen + 2 * minute).toISOString(),
      })
      .execute();
    // The booked end plus 4 minutes: still within the grace.
    clock.advance(tuesdayTen + 34 * minute - clock.now().getTime());
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await statusOf(first.body._id)).toBe('confirmed');

    clock.advance(minute);
    await until(
      () => statusOf(first.body._id),
      (s) => s !== 'confirmed',
    );
    expect(await statusOf(first.body._id)).toBe('missed');
    expect(await seenBy(client, first.body._id)).toMatchObject({ status: 'missed', missedBy: 'lawyer' });
    expect(await seenBy(lawyer, first.body._id)).toMatchObject({ status: 'missed', missedBy: 'lawyer' });
    const notice = await t.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', client.id)
      .where('message', 'like', '%is missed%')
      .executeTakeFirstOrThrow();
    expect(notice.message).toBe(
      'The lawyer did not join: "Lease review" on 01/08/2030 at 10:00am is missed. Your first consultation is still free: book another time.',
    );
    const bills = await t.api.get<Bills>('/api/bills', { token: client.token });
    expect(bills.body.engagements.find((e) => e._id === first.body._id)?.status).toBe(
      'Missed · The lawyer did not join',
    );

    // The next consultation is the free first one again.
    expect((await freeSlots('2030-01-09')).body).toMatchObject({ firstConsultation: true, pricePaise: 0 });
    const again = await book('11:00', '2030-01-09');
    expect(again.body).toMatchObject({ status: 'confirmed', pricePaise: 0 });
  });

  it('is missed when the lawyer joined and the client did not, and the free first consultation is used', async () => {
    const first = await book('10:00');
    await t.db
      .updateTable('bookings')
      .set({ lawyer_joined_at: new Date(tuesdayTen).toISOString() })
      .where('id', '=', first.body._id)
      .execute();
    clock.advance(tuesdayTen + 35 * minute - clock.now().getTime());
    await until(
      () => statusOf(first.body._id),
      (s) => s !== 'confirmed',
    );
    expect(await statusOf(first.body._id)).toBe('missed');
    expect(await seenBy(client, first.body._id)).toMatchObject({ status: 'missed', missedBy: 'client' });
    const bills = await t.api.get<Bills>('/api/bills', { token: lawyer.token });
    expect(bills.body.engagements.find((e) => e._id === first.body._id)?.status).toBe(
      'Missed · The client did not join',
    );

    expect((await freeSlots('2030-01-09')).body).toMatchObject({
      firstConsultation: false,
      pricePaise: 120000,
    });
    expect((await book('11:00', '2030-01-09')).body).toMatchObject({
      status: 'awaiting_payment',
      pricePaise: 120000,
    });
  });

  it('completes as before when both met (a connected call), free first used', async () => {
    const first = await book('10:00');
    await t.db
      .insertInto('consultation_sessions')
      .values({
        id: '01HZ0000000000000000SESS02',
        booking_id: first.body._id,
        kind: 'call',
        started_by: client.id,
        started_at: new Date(tuesdayTen).toISOString(),
        connected_at: new Date(tuesdayTen).toISOString(),
        ended_at: new Date(tuesdayTen + 20 * minute).toISOString(),
      })
      .execute();
    clock.advance(tuesdayTen + 35 * minute - clock.now().getTime());
    await until(
      () => statusOf(first.body._id),
      (s) => s !== 'confirmed',
    );
    expect(await statusOf(first.body._id)).toBe('completed');
  });
});
