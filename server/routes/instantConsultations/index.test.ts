import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailableNow, ExpertList, InstantConsultation } from '@contract';
import { addClient, addLawyer, type Person } from '../../test/bookingPeople';
import { testClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import { recordPushes } from '../../test/pushes';
import { connectCall, startSession } from '../../services/consultations';
import { expertListingChanged } from '../../services/expertListing';
import { meterInstant } from '../../services/instant';

// Real time (sessions are dated by it), moved by hand.
const clock = testClock(Date.now());
const rate = 4000; // ₹40 a minute: the wallet must hold ₹200 to ring

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

async function fund(who: Person, balancePaise: number) {
  await t.db
    .insertInto('wallets')
    .values({ user_id: who.id, balance_paise: balancePaise, updated_at: clock.now().toISOString() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ balance_paise: balancePaise }))
    .execute();
}
const balanceOf = async (who: Person) =>
  Number(
    (
      await t.db
        .selectFrom('wallets')
        .select('balance_paise')
        .where('user_id', '=', who.id)
        .executeTakeFirst()
    )?.balance_paise ?? 0,
  );
async function availableLawyer(): Promise<Person> {
  const lawyer = await addLawyer(t, 'verified', rate);
  const on = await t.api.send<AvailableNow>('PUT', '/api/me/available-now', {
    body: JSON.stringify({ on: true }),
    headers: { authorization: `Bearer ${lawyer.token}`, 'content-type': 'application/json' },
  });
  expect(on.status).toBe(200);
  return lawyer;
}
const ring = (client: Person, lawyer: Person) =>
  t.api.post<InstantConsultation & { message: string }>(
    '/api/instant-consultations',
    { lawyerId: lawyer.id, topic: 'Tenancy notice' },
    { token: client.token },
  );
async function funded(balance = rate * 5) {
  const client = await addClient(t, 'Meena Client');
  await fund(client, balance);
  return client;
}

describe("'Available now'", () => {
  it('is for verified lawyers, shows on Find experts, and turns off after 2 idle hours', async () => {
    const pending = await addLawyer(t, 'pending', rate);
    const refused = await t.api.send('PUT', '/api/me/available-now', {
      body: JSON.stringify({ on: true }),
      headers: { authorization: `Bearer ${pending.token}`, 'content-type': 'application/json' },
    });
    expect(refused.status).toBe(403);
    const lawyer = await availableLawyer();
    const other = await addLawyer(t, 'verified', rate); // verified, not available now
    await expertListingChanged(t.db, lawyer.id);
    await expertListingChanged(t.db, other.id);
    const client = await funded();
    const found = await t.api.get<ExpertList>('/api/experts?availableNow=true&pageSize=50', {
      token: client.token,
    });
    expect(found.body.items.map((i) => i._id)).toContain(lawyer.id);
    expect(found.body.items.every((i) => i.availableNow)).toBe(true);
    expect(found.body.items.map((i) => i._id)).not.toContain(other.id);
    const profile = await t.api.get<{ availableNow: boolean }>(`/api/experts/${lawyer.id}`, {
      token: client.token,
    });
    expect(profile.body.availableNow).toBe(true);
    clock.advance(2 * 3_600_000 + 1000);
    await t.jobs.run('availableNowExpiry');
    expect(
      (await t.api.get<AvailableNow>('/api/me/available-now', { token: lawyer.token })).body,
    ).toMatchObject({ availableNow: false, until: null });
    expect((await ring(client, lawyer)).status).toBe(409);
    expect(
      (await t.api.get<{ availableNow: boolean }>(`/api/experts/${lawyer.id}`, { token: client.token })).body
        .availableNow,
    ).toBe(false);
  });

  it('refuses bad input with a 400 naming the field, changing nothing', async () => {
    const lawyer = await addLawyer(t, 'verified', rate);
    const bad = await t.api.send<{ field: string; message: string }>('PUT', '/api/me/available-now', {
      body: JSON.stringify({ on: 'yes' }),
      headers: { authorization: `Bearer ${lawyer.token}`, 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      field: 'on',
      message: 'Say whether you are available now (true or false).',
    });
    expect(
      await t.db.selectFrom('available_now').select('lawyer_id').where('lawyer_id', '=', lawyer.id).execute(),
    ).toEqual([]);
    const query = await t.api.get<{ field: string }>('/api/experts?availableNow=maybe', {
      token: lawyer.token,
    });
    expect(query.status).toBe(400);
    expect(query.body.field).toBe('availableNow');
    const ring = await t.api.post<{ field: string }>(
      '/api/instant-consultations',
      { topic: 'x' },
      { token: lawyer.token },
    );
    expect(ring.status).toBe(400);
    expect(ring.body.field).toBe('lawyerId');
  });

  it('turns off when the lawyer signs out everywhere', async () => {
    const lawyer = await availableLawyer();
    await t.db
      .updateTable('sessions')
      .set({ revoked_at: clock.now().toISOString() })
      .where('user_id', '=', lawyer.id)
      .execute();
    await t.jobs.run('availableNowExpiry');
    const row = await t.db
      .selectFrom('available_now')
      .select('is_on')
      .where('lawyer_id', '=', lawyer.id)
      .executeTakeFirstOrThrow();
    expect(row.is_on).toBe(0);
  });
});

describe('ringing', () => {
  it('rings the lawyer (push and notice); the lawyer accepts and the room opens at once', async () => {
    const pushes = recordPushes(t);
    const lawyer = await availableLawyer();
    const client = await funded();
    const rung = await ring(client, lawyer);
    expect(rung.status).toBe(201);
    expect(rung.body).toMatchObject({ state: 'ringing', myRole: 'client', ratePaise: rate, room: null });
    await pushes.next(lawyer.id, 'instant.changed');
    const incoming = await t.api.get<{ items: InstantConsultation[] }>(
      '/api/instant-consultations/incoming',
      {
        token: lawyer.token,
      },
    );
    expect(incoming.body.items.map((i) => i._id)).toEqual([rung.body._id]);
    const accepted = await t.api.post<InstantConsultation>(
      `/api/instant-consultations/${rung.body._id}/accept`,
      {},
      {
        token: lawyer.token,
      },
    );
    expect(accepted.body).toMatchObject({ state: 'accepted', room: { kind: 'booking', id: rung.body._id } });
    await pushes.next(client.id, 'instant.changed');
    const room = await t.api.get(`/api/consultations/${rung.body._id}`, { token: client.token });
    expect(room.status).toBe(200);
    pushes.stop();
  });

  it('declines, cancels and times out after 60 s (reads first, then the job)', async () => {
    const lawyer = await availableLawyer();
    const client = await funded();
    const first = await ring(client, lawyer);
    const declined = await t.api.post<InstantConsultation>(
      `/api/instant-consultations/${first.body._id}/decline`,
      {},
      {
        token: lawyer.token,
      },
    );
    expect(declined.body.state).toBe('declined');
    const second = await ring(client, lawyer);
    expect(
      (
        await t.api.post<InstantConsultation>(
          `/api/instant-consultations/${second.body._id}/cancel`,
          {},
          {
            token: client.token,
          },
        )
      ).body.state,
    ).toBe('cancelled');
    const third = await ring(client, lawyer);
    clock.advance(61_000);
    const read = await t.api.get<InstantConsultation>(`/api/instant-consultations/${third.body._id}`, {
      token: client.token,
    });
    expect(read.body.state).toBe('timed_out');
    expect(
      (await t.api.post(`/api/instant-consultations/${third.body._id}/accept`, {}, { token: lawyer.token }))
        .status,
    ).toBe(409);
    await t.jobs.run('instantRinging');
    const row = await t.db
      .selectFrom('instant_consultations')
      .select('state')
      .where('id', '=', third.body._id)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('timed_out');
    const notices = await t.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', client.id)
      .execute();
    expect(notices.map((n) => n.message).join(' ')).toContain('did not answer within 60 seconds');
  });

  it('rings one of two clients pressing at once; the other hears the lawyer just became busy', async () => {
    const lawyer = await availableLawyer();
    const clients = await Promise.all([funded(), funded(), funded(), funded()]);
    const replies = await Promise.all(clients.map((c) => ring(c, lawyer)));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    const busy = replies.filter((r) => r.status === 409);
    expect(busy).toHaveLength(3);
    expect(busy[0]!.body.message).toBe('The lawyer just became busy.');
  });

  it('needs rate × 5 minutes in the wallet, saying the amount', async () => {
    const lawyer = await availableLawyer();
    const poor = await funded(rate * 5 - 1);
    const reply = await ring(poor, lawyer);
    expect(reply.status).toBe(409);
    expect(reply.body.message).toContain('₹200');
    expect(
      await t.db.selectFrom('instant_consultations').select('id').where('client_id', '=', poor.id).execute(),
    ).toEqual([]);
  });

  it('answers 404 to a third user on every id', async () => {
    const lawyer = await availableLawyer();
    const client = await funded();
    const stranger = await addClient(t, 'Stranger');
    const { body } = await ring(client, lawyer);
    expect(
      (await t.api.get(`/api/instant-consultations/${body._id}`, { token: stranger.token })).status,
    ).toBe(404);
    for (const step of ['accept', 'decline', 'cancel', 'end'])
      expect(
        (await t.api.post(`/api/instant-consultations/${body._id}/${step}`, {}, { token: stranger.token }))
          .status,
      ).toBe(404);
    // The client cannot accept their own ring either.
    expect(
      (await t.api.post(`/api/instant-consultations/${body._id}/accept`, {}, { token: client.token })).status,
    ).toBe(404);
  });
});

describe('an accepted consultation', () => {
  it("takes the lawyer's place until it ends; 10 minutes without a call end it, uncharged", async () => {
    const lawyer = await availableLawyer();
    const client = await funded();
    const { body } = await ring(client, lawyer);
    await t.api.post(`/api/instant-consultations/${body._id}/accept`, {}, { token: lawyer.token });
    const next = await funded();
    expect((await ring(next, lawyer)).status).toBe(409);
    clock.advance(10 * 60_000 + 1000);
    await t.jobs.run('instantMetering');
    const ended = await t.api.get<InstantConsultation>(`/api/instant-consultations/${body._id}`, {
      token: client.token,
    });
    expect(ended.body).toMatchObject({ state: 'ended', minutes: 0, chargedPaise: 0, invoice: null });
    expect(await balanceOf(client)).toBe(rate * 5);
    expect((await ring(next, lawyer)).status).toBe(201);
  });

  it('is ended by either party through the API, the minutes used invoiced to the client', async () => {
    const lawyer = await availableLawyer();
    const client = await funded();
    const { body } = await ring(client, lawyer);
    await t.api.post(`/api/instant-consultations/${body._id}/accept`, {}, { token: lawyer.token });
    const session = await startSession(t.db, body._id, 'call', client.id, clock.now());
    await connectCall(t.db, session, clock.now());
    clock.advance(70_000);
    await t.jobs.run('instantMetering');
    const ended = await t.api.post<InstantConsultation>(
      `/api/instant-consultations/${body._id}/end`,
      {},
      {
        token: lawyer.token,
      },
    );
    expect(ended.body).toMatchObject({
      state: 'ended',
      endReason: 'ended',
      minutes: 2,
      chargedPaise: rate * 2,
    });
    const invoices = await t.api.get<{ items: { number: string; totalPaise: number; type: string }[] }>(
      '/api/invoices',
      { token: client.token },
    );
    expect(invoices.body.items).toContainEqual(
      expect.objectContaining({ number: ended.body.invoice, totalPaise: rate * 2, type: 'consultation' }),
    );
    expect(
      (await t.api.post(`/api/instant-consultations/${body._id}/end`, {}, { token: client.token })).status,
    ).toBe(409);
  });
});

describe('metering', () => {
  it('charges a started minute once however many instances meter at once, never below zero', async () => {
    const lawyer = await availableLawyer();
    const client = await funded(rate * 5);
    const { body } = await ring(client, lawyer);
    await t.api.post(`/api/instant-consultations/${body._id}/accept`, {}, { token: lawyer.token });
    const session = await startSession(t.db, body._id, 'call', client.id, clock.now());
    await connectCall(t.db, session, clock.now());
    await Promise.all(Array.from({ length: 8 }, () => meterInstant(t.db, body._id, clock.now())));
    expect(await balanceOf(client)).toBe(rate * 4);
    // Far past what the wallet holds: five minutes charged, then a minute it cannot pay, whoever gets there.
    clock.advance(30 * 60_000);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => meterInstant(t.db, body._id, clock.now())),
    );
    expect(await balanceOf(client)).toBe(0);
    expect(results.some((r) => r?.outOfBalance)).toBe(true);
    const entries = await t.db
      .selectFrom('wallet_entries')
      .select('amount_paise')
      .where('instant_id', '=', body._id)
      .execute();
    expect(entries.map((e) => Number(e.amount_paise))).toEqual(Array(5).fill(-rate));
  });

  it('charges each started minute, warns at one minute left, ends at zero, invoices and credits the ledger', async () => {
    const lawyer = await availableLawyer();
    const client = await funded(rate * 5);
    const { body } = await ring(client, lawyer);
    await t.api.post(`/api/instant-consultations/${body._id}/accept`, {}, { token: lawyer.token });
    const session = await startSession(t.db, body._id, 'call', client.id, clock.now());
    await connectCall(t.db, session, clock.now());
    await t.jobs.run('instantMetering');
    expect(await balanceOf(client)).toBe(rate * 4); // the first minute as the call connects
    for (let minute = 2; minute <= 5; minute++) {
      clock.advance(60_000);
      await t.jobs.run('instantMetering');
      expect(await balanceOf(client)).toBe(rate * (5 - minute));
    }
    const warned = await t.db
      .selectFrom('instant_consultations')
      .selectAll()
      .where('id', '=', body._id)
      .executeTakeFirstOrThrow();
    expect(warned.warned_at).not.toBeNull();
    expect(warned.state).toBe('accepted');
    clock.advance(60_000);
    await t.jobs.run('instantMetering');
    const ended = await t.api.get<InstantConsultation>(`/api/instant-consultations/${body._id}`, {
      token: client.token,
    });
    expect(ended.body).toMatchObject({
      state: 'ended',
      endReason: 'balance',
      minutes: 5,
      chargedPaise: rate * 5,
      balancePaise: 0,
    });
    expect(ended.body.invoice).toMatch(/^INV\//);
    const open = await t.db
      .selectFrom('consultation_sessions')
      .select('id')
      .where('booking_id', '=', body._id)
      .where('ended_at', 'is', null)
      .execute();
    expect(open).toEqual([]);
    const booking = await t.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', body._id)
      .executeTakeFirstOrThrow();
    expect(booking).toMatchObject({
      status: 'completed',
      kind: 'instant',
      price_paise: rate * 5,
      refund_due_paise: 0,
    });
    const earnings = await t.api.get<{ entries?: unknown[] }>('/api/earnings', { token: lawyer.token });
    expect(JSON.stringify(earnings.body)).toContain('Consult now: Tenancy notice');
  });
});
