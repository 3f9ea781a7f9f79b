// The room exists only in the booked window, the server decides what happened: calls from 10 minutes before
// the start to the booked end (plus grace), metering only with both participants in, and a completed
// consultation that can no longer be cancelled or moved.
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsultationRoom, ScheduleList } from '@contract';
import { addClient, addLawyer } from '../../test/bookingPeople';
import { testClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import { liveBooking, openRoom, type RoomClient } from '../../test/realtimeClient';

let t: TestApp | undefined;
const open: RoomClient[] = [];
afterEach(async () => {
  for (const c of open.splice(0)) c.ws.terminate();
  await t?.close();
  t = undefined;
});

async function room(app: TestApp, id: string, token: string) {
  const c = await openRoom(app, id, token);
  open.push(c);
  await c.next('ready');
  return c;
}

const minute = 60_000;

describe("a booking's room and its booked window", () => {
  it('takes no call before it opens, says when it opens, and takes calls from 10 minutes before the start', async () => {
    const clock = testClock(Date.parse('2026-03-02T05:00:00.000Z'));
    t = await createTestApp({ seed: false, clock });
    const client = await addClient(t);
    const lawyer = await addLawyer(t);
    // Starts in 40 minutes (liveBooking starts 5 minutes before the `now` it is given).
    const id = await liveBooking(t, client, lawyer, { now: new Date(clock.now().getTime() + 45 * minute) });
    const early = await t.api.get<ConsultationRoom>(`/api/consultations/${id}`, { token: client.token });
    expect(early.body).toMatchObject({
      calls: false,
      opensAt: new Date(clock.now().getTime() + 30 * minute).toISOString(),
      endedAt: null,
    });
    const a = await room(t, id, client.token);
    a.send({ type: 'call', action: 'start', video: false });
    expect((await a.next('error')).message).toMatch(/^The consultation room opens at \d{2}:\d{2}/);
    clock.advance(31 * minute);
    const opened = await t.api.get<ConsultationRoom>(`/api/consultations/${id}`, { token: client.token });
    expect(opened.body).toMatchObject({ calls: true, opensAt: null, endedAt: null });
  });

  it('says the consultation has ended after the booked end and its grace', async () => {
    const clock = testClock(Date.parse('2026-03-02T05:00:00.000Z'));
    t = await createTestApp({ seed: false, clock });
    const client = await addClient(t);
    const lawyer = await addLawyer(t);
    const id = await liveBooking(t, client, lawyer, { now: clock.now() });
    clock.advance(40 * minute);
    const late = await t.api.get<ConsultationRoom>(`/api/consultations/${id}`, { token: client.token });
    expect(late.body.calls).toBe(false);
    expect(late.body.endedAt).not.toBeNull();
    const a = await room(t, id, client.token);
    a.send({ type: 'call', action: 'start', video: false });
    expect((await a.next('error')).message).toBe('This consultation has ended.');
  });

  it('does not meter a call one participant says is connected while the other is not in the room', async () => {
    const clock = testClock(Date.parse('2026-03-02T05:00:00.000Z'));
    t = await createTestApp({ seed: false, clock });
    const client = await addClient(t);
    const lawyer = await addLawyer(t, 'verified', 4000);
    const id = await liveBooking(t, client, lawyer, { now: clock.now() });
    const a = await room(t, id, client.token);
    a.send({ type: 'call', action: 'start', video: false });
    await a.next('call', (f) => f.action === 'start');
    a.send({ type: 'call', action: 'connected' });
    await new Promise((r) => setTimeout(r, 200));
    const session = await t.db
      .selectFrom('consultation_sessions')
      .select('connected_at')
      .where('booking_id', '=', id)
      .where('kind', '=', 'call')
      .executeTakeFirstOrThrow();
    expect(session.connected_at).toBeNull();
    expect(a.frames.some((f) => f.type === 'call' && f.action === 'connected')).toBe(false);
  });

  it('a completed consultation cannot be cancelled or moved, and is listed as completed, not upcoming', async () => {
    const clock = testClock(Date.parse('2026-03-02T05:00:00.000Z'));
    t = await createTestApp({ seed: false, clock });
    const client = await addClient(t);
    const lawyer = await addLawyer(t);
    // Completed 40 minutes before its booked start (the hole: it stayed 'upcoming' with Cancel).
    const id = await liveBooking(t, client, lawyer, {
      now: new Date(clock.now().getTime() + 45 * minute),
      status: 'completed',
    });
    const cancel = await t.api.post(`/api/bookings/${id}/cancel`, {}, { token: client.token });
    expect(cancel.status).toBe(409);
    expect(cancel.body).toMatchObject({
      message: 'This consultation is completed: it can no longer be changed.',
    });
    const move = await t.api.post(
      `/api/bookings/${id}/reschedule`,
      { date: '2026-03-10', slot: '11:00' },
      { token: client.token },
    );
    expect(move.status).toBe(409);
    const tab = async (name: string) =>
      (await t!.api.get<ScheduleList>(`/api/schedules?tab=${name}`, { token: client.token })).body.items.map(
        (b) => b._id,
      );
    expect(await tab('upcoming')).not.toContain(id);
    expect(await tab('completed')).toContain(id);
    const { status } = await t.db
      .selectFrom('bookings')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(status).toBe('completed');
  });

  it('ends when both sides press End, not when one does: the first End waits, the second completes and meters', async () => {
    const clock = testClock(Date.parse('2026-03-02T05:00:00.000Z'));
    t = await createTestApp({ seed: false, clock });
    const client = await addClient(t);
    const lawyer = await addLawyer(t, 'verified', 4000);
    const id = await liveBooking(t, client, lawyer, { now: clock.now() });
    const a = await room(t, id, client.token);
    const b = await room(t, id, lawyer.token);
    a.send({ type: 'call', action: 'start', video: false });
    await b.next('call', (f) => f.action === 'start');
    b.send({ type: 'call', action: 'connected' });
    await a.next('call', (f) => f.action === 'connected');
    clock.advance(4 * minute);

    a.send({ type: 'end' });
    expect((await b.next('end')).by).toBe(client.id);
    const waiting = await t.api.get<ConsultationRoom>(`/api/consultations/${id}`, { token: lawyer.token });
    expect(waiting.body).toMatchObject({ readOnly: false, endPressed: { me: false, other: true } });
    // One side's End leaves the room open: the chat still delivers.
    a.send({ type: 'send', clientId: 'after-end', body: 'One more thing' });
    expect((await b.next('message')).message.body).toBe('One more thing');

    b.send({ type: 'end' });
    expect(await a.next('completed')).toMatchObject({ meteredMinutes: 4 });
    const done = await t.api.get<ConsultationRoom>(`/api/consultations/${id}`, { token: client.token });
    // 4 of 30 booked minutes at ₹40/min: 26 minutes are owed back.
    expect(done.body).toMatchObject({
      readOnly: true,
      calls: false,
      meteredMinutes: 4,
      toBeRefundedPaise: 26 * 4000,
    });
    const again = await t.api.post(`/api/bookings/${id}/cancel`, {}, { token: client.token });
    expect(again.status).toBe(409);
  });

  it('refuses End before the call window opens, and records nothing', async () => {
    const clock = testClock(Date.parse('2026-03-02T05:00:00.000Z'));
    t = await createTestApp({ seed: false, clock });
    const client = await addClient(t);
    const lawyer = await addLawyer(t);
    // Starts in 40 minutes: the window opens in 30.
    const id = await liveBooking(t, client, lawyer, { now: new Date(clock.now().getTime() + 45 * minute) });
    const a = await room(t, id, client.token);
    a.send({ type: 'end' });
    expect((await a.next('error')).message).toMatch(
      /^The consultation has not started: End is available from \d{2}:\d{2}/,
    );
    const after = await t.api.get<ConsultationRoom>(`/api/consultations/${id}`, { token: client.token });
    expect(after.body.endPressed).toEqual({ me: false, other: false });
  });

  it('a rescheduled consultation forgets an End pressed for its old time', async () => {
    const clock = testClock(Date.parse('2026-03-02T05:00:00.000Z'));
    t = await createTestApp({ seed: false, clock });
    const client = await addClient(t);
    const lawyer = await addLawyer(t);
    // Starts in 9 minutes: the window is open, so End counts.
    const id = await liveBooking(t, client, lawyer, { now: new Date(clock.now().getTime() + 14 * minute) });
    const a = await room(t, id, client.token);
    a.send({ type: 'end' });
    await a.next('end');
    const proposed = await t.api.post(
      `/api/bookings/${id}/reschedule`,
      { date: '2026-03-10', slot: '11:00' },
      { token: client.token },
    );
    expect(proposed.status).toBeLessThan(300);
    const accepted = await t.api.post(`/api/bookings/${id}/reschedule/accept`, {}, { token: lawyer.token });
    expect(accepted.status).toBeLessThan(300);
    const moved = await t.api.get<ConsultationRoom>(`/api/consultations/${id}`, { token: client.token });
    expect(moved.body.endPressed).toEqual({ me: false, other: false });
  });
});
