import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, FreeSlots, ScheduleList } from '@contract';
import { addClient, addLawyer, putSettings, type Person } from '../../test/bookingPeople';
import { testClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';

// Monday 7 January 2030, 09:30 in India (04:00 UTC): every slot of the day is still ahead.
const monday = '2030-01-07';
const clock = testClock(Date.parse('2030-01-07T04:00:00Z'));

let t: TestApp;
let lawyer: Person;
let client: Person;

beforeAll(async () => {
  t = await createTestApp({ clock });
  lawyer = await addLawyer(t, 'verified', 4000);
  client = await addClient(t, 'Meena Client');
});
afterAll(() => t.close());

const book = (who: Person | null, body: Record<string, unknown>) =>
  t.api.post<Booking & { message: string }>(
    '/api/bookings',
    { lawyerId: lawyer.id, date: monday, mode: 'video', topic: 'Tenancy notice', ...body },
    who ? { token: who.token } : {},
  );

const bookingRow = (id: string) =>
  t.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const liveRowsAt = async (lawyerId: string, startAt: string) =>
  t.db
    .selectFrom('bookings')
    .select('id')
    .where('lawyer_id', '=', lawyerId)
    .where('start_at', '=', startAt)
    .where('status', '<>', 'cancelled')
    .execute();

describe('POST /api/bookings', () => {
  it('gives exactly one of 50 parallel attempts at one slot; the other 49 get a clear 409', async () => {
    const target = await addLawyer(t);
    const clients = await Promise.all(Array.from({ length: 50 }, (_, i) => addClient(t, `Racer ${i}`)));
    const replies = await Promise.all(
      clients.map((c) =>
        t.api.post<{ message: string }>(
          '/api/bookings',
          { lawyerId: target.id, date: monday, slot: '12:00', mode: 'phone', topic: 'Race' },
          { token: c.token },
        ),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const conflictReply = replies.find((r) => r.status === 409)!;
    expect(conflictReply.body).toMatchObject({
      message: 'This slot has just been booked. Please choose another.',
      field: 'slot',
    });
    expect(await liveRowsAt(target.id, '2030-01-07T06:30:00.000Z')).toHaveLength(1);
    // The lawyer heard of the one booking only, dated by the app clock.
    const notices = await t.db
      .selectFrom('notifications')
      .select(['kind', 'created_at'])
      .where('user_id', '=', target.id)
      .execute();
    expect(notices).toEqual([{ kind: 'booking', created_at: clock.now().toISOString() }]);
  });

  it('keeps the first consultation free after a cancelled one: a cancellation does not use it up', async () => {
    const fresh = await addClient(t);
    const first = await book(fresh, { slot: '14:00' });
    expect(first.body.pricePaise).toBe(0);
    expect(
      (await t.api.post(`/api/bookings/${first.body._id}/cancel`, {}, { token: fresh.token })).status,
    ).toBe(200);
    const again = await book(fresh, { slot: '14:30' });
    expect(again.status).toBe(201);
    expect(again.body.pricePaise).toBe(0);
    // The one after a consultation that stands is paid.
    const next = await book(fresh, { slot: '15:00' });
    expect(next.body.pricePaise).toBe(4000 * 30);
  });

  it('makes the first consultation free and prices the next at rate × 30 minutes', async () => {
    const fresh = await addClient(t);
    const slots = await t.api.get<FreeSlots>(`/api/experts/${lawyer.id}/availability?date=${monday}`, {
      token: fresh.token,
    });
    expect(slots.body).toMatchObject({
      firstConsultation: true,
      pricePaise: 0,
      ratePaise: 4000,
      minutes: 30,
    });
    const first = await book(fresh, { slot: '10:00' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      date: monday,
      slot: '10:00',
      startAt: '2030-01-07T04:30:00.000Z',
      endAt: '2030-01-07T05:00:00.000Z',
      minutes: 30,
      pricePaise: 0,
      status: 'confirmed',
      paidAt: null,
      myRole: 'client',
    });
    const second = await book(fresh, { slot: '10:30', mode: 'onsite' });
    expect(second.status).toBe(201);
    expect(second.body.pricePaise).toBe(4000 * 30);
    expect(second.body.address).toMatch(/, /);
    expect((await bookingRow(second.body._id)).price_paise).toBe(120000);
    const after = await t.api.get<FreeSlots>(`/api/experts/${lawyer.id}/availability?date=${monday}`, {
      token: fresh.token,
    });
    expect(after.body).toMatchObject({ firstConsultation: false, pricePaise: 120000 });
    expect(after.body.slots).not.toContain('10:00');
    expect(after.body.slots).not.toContain('10:30');
    const notice = await t.db
      .selectFrom('notifications')
      .select(['kind', 'message', 'link'])
      .where('user_id', '=', lawyer.id)
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    expect(notice).toMatchObject({ kind: 'booking', link: '/dashboard/schedules' });
    expect(notice.message).toContain('Test Client');
  });

  it("shows the lawyer's office address for On-site consultations, before booking and to both parties", async () => {
    const office = await addLawyer(t);
    await t.db
      .updateTable('lawyer_profiles')
      .set({ office_address: 'Office 7, Nyaya Bhawan, Hazratganj' })
      .where('user_id', '=', office.id)
      .execute();
    const { city, state } = await t.db
      .selectFrom('lawyer_profiles')
      .select(['city', 'state'])
      .where('user_id', '=', office.id)
      .executeTakeFirstOrThrow();
    const address = `Office 7, Nyaya Bhawan, Hazratganj, ${city}, ${state}`;
    const visitor = await addClient(t, 'Onsite Client');
    const slots = await t.api.get<FreeSlots>(`/api/experts/${office.id}/availability?date=${monday}`, {
      token: visitor.token,
    });
    expect(slots.body.officeAddress).toBe(address);
    const booked = await t.api.post<Booking>(
      '/api/bookings',
      { lawyerId: office.id, date: monday, slot: '11:00', mode: 'onsite', topic: 'Lease deed' },
      { token: visitor.token },
    );
    expect(booked).toMatchObject({ status: 201, body: { mode: 'onsite', address } });
    const lawyerSees = await t.api.get<ScheduleList>('/api/schedules?tab=upcoming', { token: office.token });
    expect(lawyerSees.body.items.find((b) => b._id === booked.body._id)?.address).toBe(address);
  });

  it('refuses past slots, slots outside the pattern, unverified lawyers, self-booking and bad input', async () => {
    // Each refusal names the slot field, which the booking form marks.
    const past = await book(client, { date: '2030-01-06', slot: '11:00' });
    expect(past).toMatchObject({
      status: 400,
      body: { message: 'This slot has already started. Please choose a later one.', field: 'slot' },
    });
    const earlier = await book(client, { date: '2030-01-05', slot: '11:00' });
    expect(earlier.status).toBe(400);
    // Sunday is not in the default pattern (Monday to Saturday).
    const sunday = await book(client, { date: '2030-01-13', slot: '11:00' });
    expect(sunday.status).toBe(400);
    expect(sunday.body).toMatchObject({
      message: 'This slot is not available. Please choose another.',
      field: 'slot',
    });
    for (const status of ['pending', 'rejected'] as const) {
      const unverified = await addLawyer(t, status);
      const r = await t.api.post(
        '/api/bookings',
        { lawyerId: unverified.id, date: monday, slot: '11:00', mode: 'video', topic: 'x' },
        { token: client.token },
      );
      expect(r.status).toBe(404);
      expect(
        await t.db.selectFrom('bookings').select('id').where('lawyer_id', '=', unverified.id).execute(),
      ).toEqual([]);
    }
    const self = await book(lawyer, { slot: '11:00' });
    expect(self).toMatchObject({
      status: 400,
      body: { message: 'You cannot book a consultation with yourself.', field: 'lawyerId' },
    });
    for (const bad of [
      { slot: '10:15' },
      { slot: '18:00' },
      { mode: 'fax', slot: '11:00' },
      { topic: ' ', slot: '11:00' },
      { date: '2030-02-30', slot: '11:00' },
    ]) {
      const r = await book(client, bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await book(null, { slot: '11:00' })).status).toBe(401);
    expect(await liveRowsAt(lawyer.id, '2030-01-07T05:30:00.000Z')).toEqual([]);
  });

  it('answers 404 to booking a lawyer whose profile is hidden from this client, saving nothing', async () => {
    const hidden = await addLawyer(t);
    const visibility = async (profileVisibility: string) =>
      expect((await putSettings(t, hidden, { profileVisibility })).status).toBe(200);
    const attempt = () =>
      t.api.post<{ message: string }>(
        '/api/bookings',
        { lawyerId: hidden.id, date: monday, slot: '16:00', mode: 'video', topic: 'x' },
        { token: client.token },
      );
    for (const setting of ['clients', 'nobody']) {
      await visibility(setting);
      expect(await attempt(), setting).toMatchObject({ status: 404, body: { message: 'Lawyer not found.' } });
    }
    expect(
      await t.db.selectFrom('bookings').select('id').where('lawyer_id', '=', hidden.id).execute(),
    ).toEqual([]);
    await visibility('everyone');
    expect((await attempt()).status).toBe(201);
  });

  it('refuses a slot at the very instant it starts, and books it one millisecond before', async () => {
    const other = await addLawyer(t);
    const bookAt = (slot: string) =>
      t.api.post<Booking & { message: string }>(
        '/api/bookings',
        { lawyerId: other.id, date: monday, slot, mode: 'video', topic: 'Starting now' },
        { token: client.token },
      );
    const untilStart = Date.parse('2030-01-07T07:30:00Z') - clock.now().getTime(); // 13:00 IST
    clock.advance(untilStart);
    try {
      expect(await bookAt('13:00')).toMatchObject({
        status: 400,
        body: { message: 'This slot has already started. Please choose a later one.' },
      });
      expect(await liveRowsAt(other.id, '2030-01-07T07:30:00.000Z')).toEqual([]);
      clock.advance(-1);
      expect((await bookAt('13:00')).status).toBe(201);
    } finally {
      clock.advance(1 - untilStart);
    }
  });

  it('hides slots that have started today', async () => {
    const late = testClock(Date.parse('2030-01-07T09:10:00Z')); // 14:40 IST
    const app = await createTestApp({ clock: late });
    try {
      const l = await addLawyer(app);
      const c = await addClient(app);
      const r = await app.api.get<FreeSlots>(`/api/experts/${l.id}/availability?date=${monday}`, {
        token: c.token,
      });
      expect(r.body.slots).toEqual(['15:00', '15:30', '16:00', '16:30', '17:00', '17:30']);
      const gone = await app.api.post(
        '/api/bookings',
        { lawyerId: l.id, date: monday, slot: '14:30', mode: 'video', topic: 'x' },
        { token: c.token },
      );
      expect(gone.status).toBe(400);
    } finally {
      await app.close();
    }
  });
});

describe('reschedule and cancel', () => {
  async function fresh(slot: string) {
    const c = await addClient(t);
    const r = await book(c, { slot, date: '2030-01-08' });
    expect(r.status).toBe(201);
    return { c, id: r.body._id };
  }

  it('moves the booking when the other party accepts', async () => {
    const { c, id } = await fresh('11:00');
    const propose = await t.api.post<Booking>(
      `/api/bookings/${id}/reschedule`,
      { date: '2030-01-09', slot: '16:00' },
      { token: c.token },
    );
    expect(propose.status).toBe(201);
    expect(propose.body.reschedule).toMatchObject({ date: '2030-01-09', slot: '16:00', proposedByMe: true });
    // The proposer cannot accept their own proposal.
    expect(
      await t.api.post(`/api/bookings/${id}/reschedule/accept`, undefined, { token: c.token }),
    ).toMatchObject({ status: 403, body: { message: 'The other party answers your reschedule request.' } });
    const seen = await t.api.get<{ items: Booking[] }>('/api/schedules?tab=upcoming', {
      token: lawyer.token,
    });
    expect(seen.body.items.find((b) => b._id === id)?.reschedule).toMatchObject({ proposedByMe: false });
    const accept = await t.api.post<Booking>(`/api/bookings/${id}/reschedule/accept`, undefined, {
      token: lawyer.token,
    });
    expect(accept.status).toBe(200);
    expect(accept.body).toMatchObject({ date: '2030-01-09', slot: '16:00', reschedule: null });
    const row = await bookingRow(id);
    expect(row).toMatchObject({ date: '2030-01-09', slot: '16:00', start_at: '2030-01-09T10:30:00.000Z' });
    const notices = await t.db
      .selectFrom('notifications')
      .select(['kind', 'message'])
      .where('user_id', '=', c.id)
      .execute();
    expect(notices.find((n) => n.message.includes('accepted'))?.kind).toBe('booking');
  });

  it('keeps the booking when the other party declines, and refuses to move onto a taken slot', async () => {
    const { c, id } = await fresh('12:00');
    const before = await bookingRow(id);
    await t.api.post(
      `/api/bookings/${id}/reschedule`,
      { date: '2030-01-10', slot: '10:00' },
      { token: lawyer.token },
    );
    const decline = await t.api.post<Booking>(`/api/bookings/${id}/reschedule/decline`, undefined, {
      token: c.token,
    });
    expect(decline.status).toBe(200);
    expect(decline.body.reschedule).toBeNull();
    expect(await bookingRow(id)).toEqual(before);
    // The lawyer, who proposed, hears the answer.
    const answer = await t.db
      .selectFrom('notifications')
      .select(['kind', 'message'])
      .where('user_id', '=', lawyer.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(answer).toEqual({
      kind: 'booking',
      message: expect.stringContaining(
        `Test Client declined moving "Tenancy notice"; it stays on 01/08/2030`,
      ),
    });

    // Propose a free slot, then someone books it before the answer: accepting fails, nothing moves.
    await t.api.post(
      `/api/bookings/${id}/reschedule`,
      { date: '2030-01-10', slot: '13:00' },
      { token: c.token },
    );
    const other = await addClient(t);
    expect((await book(other, { date: '2030-01-10', slot: '13:00' })).status).toBe(201);
    const accept = await t.api.post<{ message: string }>(`/api/bookings/${id}/reschedule/accept`, undefined, {
      token: lawyer.token,
    });
    expect(accept.status).toBe(409);
    expect(accept.body.message).toBe('This slot has just been booked. Please choose another.');
    expect(await bookingRow(id)).toMatchObject({
      date: before.date,
      slot: before.slot,
      start_at: before.start_at,
    });
    // Proposing a taken slot is refused at once.
    const taken = await t.api.post(
      `/api/bookings/${id}/reschedule`,
      { date: '2030-01-10', slot: '13:00' },
      { token: c.token },
    );
    expect(taken).toMatchObject({ status: 409, body: { field: 'slot' } });
  });

  it('lets either party cancel, frees the slot and tells the other', async () => {
    const { c, id } = await fresh('14:00');
    const cancel = await t.api.post<Booking>(`/api/bookings/${id}/cancel`, undefined, {
      token: lawyer.token,
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.status).toBe('cancelled');
    const slots = await t.api.get<FreeSlots>(`/api/experts/${lawyer.id}/availability?date=2030-01-08`, {
      token: c.token,
    });
    expect(slots.body.slots).toContain('14:00');
    const notices = await t.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', c.id)
      .execute();
    expect(notices.some((n) => n.message.includes('cancelled'))).toBe(true);
    expect((await t.api.post(`/api/bookings/${id}/cancel`, undefined, { token: c.token })).status).toBe(409);
  });

  it('tells the lawyer, not the client, when the client proposes a move or cancels', async () => {
    const { c, id } = await fresh('10:00');
    const noticesOf = (userId: string) =>
      t.db
        .selectFrom('notifications')
        .select(['kind', 'message'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
    const lawyerBefore = (await noticesOf(lawyer.id)).length;
    const clientBefore = (await noticesOf(c.id)).length;
    const propose = await t.api.post(
      `/api/bookings/${id}/reschedule`,
      { date: '2030-01-09', slot: '10:00' },
      { token: c.token },
    );
    expect(propose.status).toBe(201);
    expect((await t.api.post(`/api/bookings/${id}/cancel`, undefined, { token: c.token })).status).toBe(200);
    const toLawyer = (await noticesOf(lawyer.id)).slice(lawyerBefore);
    // Booking notices, which the bell files under bookings and links to Schedules.
    expect(toLawyer.map((n) => n.kind)).toEqual(['booking', 'booking']);
    expect(toLawyer.map((n) => n.message)).toEqual([
      expect.stringContaining('asks to move "Tenancy notice" from 01/08/2030'),
      expect.stringContaining('cancelled "Tenancy notice" on 01/08/2030'),
    ]);
    expect((await noticesOf(c.id)).slice(clientBefore)).toEqual([]);
  });

  it('answers 404 to accepting or declining when no move was proposed, and nothing changes', async () => {
    const { c, id } = await fresh('10:30');
    const before = await bookingRow(id);
    for (const answer of ['accept', 'decline'])
      for (const who of [c, lawyer])
        expect(
          await t.api.post(`/api/bookings/${id}/reschedule/${answer}`, undefined, { token: who.token }),
        ).toMatchObject({ status: 404, body: { message: 'There is no reschedule request to answer.' } });
    expect(await bookingRow(id)).toEqual(before);
  });

  it('lets a booking move onto a slot a cancellation freed', async () => {
    const { c, id } = await fresh('13:00');
    const freed = await fresh('13:30');
    expect(
      (await t.api.post(`/api/bookings/${freed.id}/cancel`, undefined, { token: freed.c.token })).status,
    ).toBe(200);
    const propose = await t.api.post<Booking>(
      `/api/bookings/${id}/reschedule`,
      { date: '2030-01-08', slot: '13:30' },
      { token: c.token },
    );
    expect(propose.status).toBe(201);
    expect(propose.body.reschedule).toMatchObject({ date: '2030-01-08', slot: '13:30' });
  });

  it('refuses to accept a move once the booking itself has started, and nothing moves', async () => {
    const { c, id } = await fresh('17:30');
    expect(
      (
        await t.api.post(
          `/api/bookings/${id}/reschedule`,
          { date: '2030-01-09', slot: '17:30' },
          { token: c.token },
        )
      ).status,
    ).toBe(201);
    const before = await bookingRow(id);
    const untilStart = Date.parse('2030-01-08T12:00:00Z') - clock.now().getTime(); // 17:30 IST
    clock.advance(untilStart);
    try {
      expect(
        await t.api.post(`/api/bookings/${id}/reschedule/accept`, undefined, { token: lawyer.token }),
      ).toMatchObject({ status: 409, body: { message: 'This consultation has already started.' } });
      expect(await bookingRow(id)).toEqual(before);
    } finally {
      clock.advance(-untilStart);
    }
  });

  it('answers 404 (401 anonymous) to another client, another lawyer and nobody, changing nothing', async () => {
    const { c, id } = await fresh('15:00');
    await t.api.post(
      `/api/bookings/${id}/reschedule`,
      { date: '2030-01-11', slot: '10:00' },
      { token: c.token },
    );
    const before = await bookingRow(id);
    const proposalsBefore = await t.db
      .selectFrom('booking_reschedules')
      .selectAll()
      .where('booking_id', '=', id)
      .execute();
    const stranger = await addClient(t);
    const otherLawyer = await addLawyer(t);
    const calls: [string, unknown][] = [
      [`/api/bookings/${id}/reschedule`, { date: '2030-01-11', slot: '11:00' }],
      [`/api/bookings/${id}/reschedule/accept`, undefined],
      [`/api/bookings/${id}/reschedule/decline`, undefined],
      [`/api/bookings/${id}/cancel`, undefined],
    ];
    for (const [path, body] of calls) {
      for (const who of [stranger, otherLawyer]) {
        const r = await t.api.post<{ message: string }>(path, body, { token: who.token });
        expect([r.status, r.body.message], `${path} as someone else`).toEqual([404, 'Booking not found.']);
      }
      expect((await t.api.post(path, body)).status, `${path} anonymous`).toBe(401);
    }
    expect(await bookingRow(id)).toEqual(before);
    expect(
      await t.db.selectFrom('booking_reschedules').selectAll().where('booking_id', '=', id).execute(),
    ).toEqual(proposalsBefore);
  });
  const propose = (who: Person, id: string, date: string, slot: string) =>
    t.api.post<Booking>(`/api/bookings/${id}/reschedule`, { date, slot }, { token: who.token });
  const accept = (who: Person, id: string) =>
    t.api.post<Booking & { message: string }>(`/api/bookings/${id}/reschedule/accept`, undefined, {
      token: who.token,
    });

  it('answers the newest proposal only: a new one withdraws the previous', async () => {
    const { c, id } = await fresh('16:00');
    expect((await propose(c, id, '2030-01-11', '11:00')).status).toBe(201);
    expect((await propose(c, id, '2030-01-11', '12:00')).status).toBe(201);
    expect((await accept(lawyer, id)).body).toMatchObject({
      date: '2030-01-11',
      slot: '12:00',
      reschedule: null,
    });
    const proposals = await t.db
      .selectFrom('booking_reschedules')
      .select(['slot', 'status'])
      .where('booking_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(proposals).toEqual([
      { slot: '11:00', status: 'withdrawn' },
      { slot: '12:00', status: 'accepted' },
    ]);
    // The slot first proposed stays free for anyone.
    expect(await liveRowsAt(lawyer.id, '2030-01-11T05:30:00.000Z')).toEqual([]);
  });

  it('forgets an End pressed for the old time when the booking moves', async () => {
    const { c, id } = await fresh('16:30');
    const pressed = '2030-01-07T04:00:00.000Z';
    await t.db
      .updateTable('bookings')
      .set({ client_ended_at: pressed, lawyer_ended_at: pressed })
      .where('id', '=', id)
      .execute();
    await propose(lawyer, id, '2030-01-11', '16:30');
    expect((await accept(c, id)).status).toBe(200);
    expect(await bookingRow(id)).toMatchObject({ client_ended_at: null, lawyer_ended_at: null });
  });

  it('refuses to accept a proposed slot whose time has come meanwhile, and nothing moves', async () => {
    const { c, id } = await fresh('17:00');
    const before = await bookingRow(id);
    const free = await t.api.get<FreeSlots>(`/api/experts/${lawyer.id}/availability?date=${monday}`, {
      token: c.token,
    });
    const slot = free.body.slots[0]!;
    expect((await propose(c, id, monday, slot)).status).toBe(201);
    const untilStart = Date.parse(`${monday}T${slot}:00+05:30`) - clock.now().getTime();
    clock.advance(untilStart); // the proposed slot starts now
    try {
      expect(await accept(lawyer, id)).toMatchObject({
        status: 400,
        body: { message: 'This slot has already started. Please choose a later one.', field: 'slot' },
      });
      expect(await bookingRow(id)).toEqual(before);
    } finally {
      clock.advance(-untilStart);
    }
  });
});
