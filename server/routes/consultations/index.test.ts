import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Booking, ConsultationMessagePage, ConsultationRoom, ServerFrame } from '@contract';
import { migrateToLatest } from '../../db/migrate';
import { revokeSession } from '../../services/sessions';
import { updateUserSettings } from '../../services/settings';
import { addClient, addLawyer } from '../../test/bookingPeople';
import { testClock } from '../../test/clock';
import { openTestDatabase } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/harness';
import { liveBooking, openRoom, type RoomClient } from '../../test/realtimeClient';

let t: TestApp | undefined;
const open: RoomClient[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close().catch(() => undefined)));
  await t?.close();
  t = undefined;
});

async function room(app: TestApp, bookingId: string, token: string | null, headers?: Record<string, string>) {
  const c = await openRoom(app, bookingId, token, headers);
  open.push(c);
  return c;
}

const messagesOf = (frames: ServerFrame[], clientId: string) =>
  frames.filter((f) => f.type === 'message' && f.message.clientId === clientId);

describe('consultation rooms', () => {
  it('lets only the two participants in: outsiders, strangers and revoked sessions are refused', async () => {
    t = await createTestApp({ seed: false });
    const client = await addClient(t);
    const lawyer = await addLawyer(t);
    const otherClient = await addClient(t, 'Other Client');
    const otherLawyer = await addLawyer(t);
    const id = await liveBooking(t, client, lawyer);

    const room_ = await t.api.get<ConsultationRoom>(`/api/consultations/${id}`, { token: client.token });
    expect(room_.status).toBe(200);
    expect(room_.body).toMatchObject({ _id: id, otherParty: { _id: lawyer.id }, iceServers: [] });

    for (const outsider of [otherClient, otherLawyer]) {
      expect((await t.api.get(`/api/consultations/${id}`, { token: outsider.token })).status).toBe(404);
      expect((await t.api.get(`/api/consultations/${id}/messages`, { token: outsider.token })).status).toBe(
        404,
      );
      const ws = await room(t, id, outsider.token);
      expect((await ws.closed).code).toBe(4404);
    }
    expect((await t.api.get(`/api/consultations/${id}/messages`)).status).toBe(401);
    expect((await (await room(t, id, 'not-a-token')).closed).code).toBe(4401);

    const { token, sessionId } = await t.tokenFor(
      (await t.db.selectFrom('users').select('email').where('id', '=', client.id).executeTakeFirstOrThrow())
        .email,
    );
    await revokeSession(t.db, sessionId, t.deps.clock.now());
    expect((await (await room(t, id, token)).closed).code).toBe(4401);

    // The outsider never saw a message sent meanwhile.
    const a = await room(t, id, client.token);
    await a.next('ready');
    a.send({ type: 'send', clientId: 'c-1', body: 'Private' });
    await a.next('message');
    expect(open.filter((c) => c !== a).every((c) => messagesOf(c.frames, 'c-1').length === 0)).toBe(true);
  });

  it('refuses a WebSocket from a foreign Origin and accepts the configured one', async () => {
    t = await createTestApp({ seed: false, env: { LEXSETU_CORS_ORIGINS: 'http://localhost:5173' } });
    const client = await addClient(t);
    const lawyer = await addLawyer(t);
    const id = await liveBooking(t, client, lawyer);
    await expect(openRoom(t, id, client.token, { Origin: 'https://evil.example' })).rejects.toThrow(/403/);
    const ok = await room(t, id, client.token, { Origin: 'http://localhost:5173' });
    expect((await ok.next('ready')).userId).toBe(client.id);
  });

  it('chats with delivery, read receipts and typing, and pages the history', async () => {
    t = await createTestApp({ seed: false });
    const client = await addClient(t);
    const lawyer = await addLawyer(t);
    const id = await liveBooking(t, client, lawyer);
    const a = await room(t, id, client.token);
    const b = await room(t, id, lawyer.token);
    await a.next('presence', (f) => f.online);

    a.send({ type: 'typing', typing: true });
    expect(await b.next('typing')).toEqual({ type: 'typing', typing: true });
    a.send({ type: 'send', clientId: 'm-1', body: 'Hello, advocate' });
    const got = await b.next('message');
    expect(got.message).toMatchObject({ body: 'Hello, advocate', mine: false });
    expect(got.message.deliveredAt).not.toBeNull();
    b.send({ type: 'read', upTo: got.message._id });
    const receipt = await a.next('receipt', (f) => !!f.readAt);
    expect(receipt.ids).toEqual([got.message._id]);

    for (let i = 2; i <= 4; i += 1) {
      a.send({ type: 'send', clientId: `m-${i}`, body: `Note ${i}` });
      await a.next('message', (f) => f.message.clientId === `m-${i}`);
    }
    const page = await t.api.get<ConsultationMessagePage>(`/api/consultations/${id}/messages?limit=2`, {
      token: lawyer.token,
    });
    expect(page.body.items.map((m) => m.body)).toEqual(['Note 3', 'Note 4']);
    expect(page.body.hasMore).toBe(true);
    const older = await t.api.get<ConsultationMessagePage>(
      `/api/consultations/${id}/messages?limit=10&before=${page.body.items[0]._id}`,
      { token: lawyer.token },
    );
    expect(older.body.items.map((m) => [m.body, !!m.readAt])).toEqual([
      ['Hello, advocate', true],
      ['Note 2', false],
    ]);
  });

  it('keeps messages across a server restart on the same data folder and database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lexsetu-restart-'));
    const database = await openTestDatabase(dir);
    try {
      await migrateToLatest(database.db);
      t = await createTestApp({ seed: false, dataDir: dir, database: database.db });
      const client = await addClient(t);
      const lawyer = await addLawyer(t);
      const id = await liveBooking(t, client, lawyer);
      const a = await room(t, id, client.token);
      await a.next('ready');
      a.send({ type: 'send', clientId: 'r-1', body: 'Before the restart' });
      await a.next('message');
      await Promise.all(open.splice(0).map((c) => c.close()));
      await t.close();

      // A new process: a new connection to the same data, nothing kept in memory.
      t = await createTestApp({ seed: false, dataDir: dir, database: database.connectAgain() });
      const page = await t.api.get<ConsultationMessagePage>(`/api/consultations/${id}/messages`, {
        token: lawyer.token,
      });
      expect(page.body.items.map((m) => m.body)).toEqual(['Before the restart']);
      const b = await room(t, id, lawyer.token);
      expect((await b.next('ready')).userId).toBe(lawyer.id);
    } finally {
      await t?.close();
      t = undefined;
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('delivers a message resent after a dropped connection exactly once', async () => {
    t = await createTestApp({ seed: false });
    const client = await addClient(t);
    const lawyer = await addLawyer(t);
    const id = await liveBooking(t, client, lawyer);
    const b = await room(t, id, lawyer.token);
    await b.next('ready');
    const a = await room(t, id, client.token);
    await a.next('ready');
    // The connection drops right after the frame left: the sender never saw it acknowledged.
    a.send({ type: 'send', clientId: 'lost-ack', body: 'Did this arrive?' });
    a.ws.terminate();
    await a.closed;
    const again = await room(t, id, client.token);
    await again.next('ready');
    again.send({ type: 'send', clientId: 'lost-ack', body: 'Did this arrive?' });
    const ack = await again.next('message', (f) => f.message.clientId === 'lost-ack');
    // Something the lawyer receives after the resend proves the resend was processed. Delivery order across
    // handlers is not guaranteed on the PostgreSQL bus, so wait for both before counting.
    again.send({ type: 'send', clientId: 'after', body: 'And this?' });
    await b.next('message', (f) => f.message.clientId === 'after');
    await b.next('message', (f) => f.message.clientId === 'lost-ack');
    const received = messagesOf(b.frames, 'lost-ack');
    expect(received).toHaveLength(1);
    expect(received[0].type === 'message' && received[0].message._id).toBe(ack.message._id);
    const page = await t.api.get<ConsultationMessagePage>(`/api/consultations/${id}/messages`, {
      token: client.token,
    });
    expect(page.body.items.map((m) => m.clientId)).toEqual(['lost-ack', 'after']);
  });

  it('meters minutes at the booked rate: the booked price stands, unused minutes are to be refunded; a first consultation stays free', async () => {
    const clock = testClock(Date.parse('2026-03-02T05:00:00.000Z'));
    t = await createTestApp({ seed: false, clock });
    const client = await addClient(t);
    const lawyer = await addLawyer(t, 'verified', 4000);
    const paid = await liveBooking(t, client, lawyer, { now: clock.now() });
    // The lawyer raises the rate after the booking: this booking keeps the rate it was made at.
    await t.db
      .updateTable('lawyer_profiles')
      .set({ rate_paise: 9000 })
      .where('user_id', '=', lawyer.id)
      .execute();
    const a = await room(t, paid, client.token);
    const b = await room(t, paid, lawyer.token);
    await a.next('presence', (f) => f.online);
    a.send({ type: 'call', action: 'start', video: true });
    await b.next('call', (f) => f.action === 'start');
    b.send({ type: 'call', action: 'connected' });
    await a.next('call', (f) => f.action === 'connected');
    clock.advance(12 * 60_000 + 10_000);
    b.send({ type: 'call', action: 'hangup' });
    expect((await a.next('call', (f) => f.action === 'ended')).meteredMinutes).toBe(13);
    const row = await t.db
      .selectFrom('bookings')
      .select(['metered_minutes', 'price_paise', 'refund_due_paise', 'status'])
      .where('id', '=', paid)
      .executeTakeFirstOrThrow();
    // 30 booked minutes at ₹40 = ₹1200 paid; 13 used; 17 × ₹40 = ₹680 to be refunded. A hang-up ends the
    // call, not the consultation: it may call again until the booked end.
    expect(row).toEqual({
      metered_minutes: 13,
      price_paise: 30 * 4000,
      refund_due_paise: 17 * 4000,
      status: 'confirmed',
    });
    // The booked time runs out (and its grace): the server completes it.
    clock.advance(20 * 60_000);
    await vi.waitFor(
      async () =>
        expect(
          (
            await t!.db
              .selectFrom('bookings')
              .select('status')
              .where('id', '=', paid)
              .executeTakeFirstOrThrow()
          ).status,
        ).toBe('completed'),
      { timeout: 10_000 },
    );
    const shown = await t.api.get<{ items: Booking[] }>('/api/schedules?tab=completed', {
      token: client.token,
    });
    expect(shown.body.items.find((x) => x._id === paid)).toMatchObject({
      pricePaise: 120_000,
      ratePaise: 4000,
      meteredMinutes: 13,
      toBeRefundedPaise: 68_000,
    });

    const otherLawyer = await addLawyer(t, 'verified', 4000);
    const free = await liveBooking(t, client, otherLawyer, { now: clock.now(), freeFirst: true });
    const c = await room(t, free, client.token);
    const d = await room(t, free, otherLawyer.token);
    await c.next('presence', (f) => f.online);
    c.send({ type: 'call', action: 'start', video: false });
    await d.next('call', (f) => f.action === 'start');
    d.send({ type: 'call', action: 'connected' });
    await c.next('call', (f) => f.action === 'connected');
    clock.advance(3 * 60_000);
    d.send({ type: 'call', action: 'hangup' });
    expect((await c.next('call', (f) => f.action === 'ended')).meteredMinutes).toBe(3);
    const r = await t.db
      .selectFrom('bookings')
      .select(['metered_minutes', 'price_paise', 'refund_due_paise'])
      .where('id', '=', free)
      .executeTakeFirstOrThrow();
    expect(r).toEqual({ metered_minutes: 3, price_paise: 0, refund_due_paise: 0 });

    // Never more minutes than booked: a call running 45 minutes on a 30-minute booking meters 30.
    const thirdLawyer = await addLawyer(t, 'verified', 4000);
    const long = await liveBooking(t, client, thirdLawyer, { now: clock.now() });
    const e = await room(t, long, client.token);
    const f = await room(t, long, thirdLawyer.token);
    await e.next('presence', (x) => x.online);
    e.send({ type: 'call', action: 'start', video: false });
    await f.next('call', (x) => x.action === 'start');
    f.send({ type: 'call', action: 'connected' });
    await e.next('call', (x) => x.action === 'connected');
    clock.advance(45 * 60_000);
    f.send({ type: 'call', action: 'hangup' });
    expect((await e.next('call', (x) => x.action === 'ended')).meteredMinutes).toBe(30);
    const capped = await t.db
      .selectFrom('bookings')
      .select(['metered_minutes', 'price_paise', 'refund_due_paise'])
      .where('id', '=', long)
      .executeTakeFirstOrThrow();
    expect(capped).toEqual({ metered_minutes: 30, price_paise: 120_000, refund_due_paise: 0 });
  });

  it('ends a connected call at the booked end when a participant turned on auto end call', async () => {
    t = await createTestApp({ seed: false });
    const client = await addClient(t);
    const lawyer = await addLawyer(t);
    await updateUserSettings(t.db, lawyer.id, { autoEndCall: true }, t.deps.clock.now().toISOString());
    const id = await liveBooking(t, client, lawyer);
    await t.db
      .updateTable('bookings')
      .set({ end_at: new Date(Date.now() + 300).toISOString() })
      .where('id', '=', id)
      .execute();
    const a = await room(t, id, client.token);
    const b = await room(t, id, lawyer.token);
    await a.next('presence', (f) => f.online);
    a.send({ type: 'call', action: 'start', video: false });
    await b.next('call', (f) => f.action === 'start');
    a.send({ type: 'call', action: 'connected' });
    const ended = await b.next('call', (f) => f.action === 'ended');
    expect(ended.by).toBeNull();
    expect(ended.meteredMinutes).toBe(1);
  });

  it('does not end a call at once when the booked end is further away than a timer can wait', async () => {
    t = await createTestApp({ seed: false });
    const client = await addClient(t);
    const lawyer = await addLawyer(t);
    await updateUserSettings(t.db, lawyer.id, { autoEndCall: true }, t.deps.clock.now().toISOString());
    const id = await liveBooking(t, client, lawyer);
    // setTimeout runs a delay above 2^31-1 ms (about 24.8 days) after 1 ms.
    await t.db
      .updateTable('bookings')
      .set({ end_at: new Date(Date.now() + 30 * 86_400_000).toISOString() })
      .where('id', '=', id)
      .execute();
    const a = await room(t, id, client.token);
    const b = await room(t, id, lawyer.token);
    await a.next('presence', (f) => f.online);
    a.send({ type: 'call', action: 'start', video: false });
    await b.next('call', (f) => f.action === 'start');
    b.send({ type: 'call', action: 'connected' });
    await a.next('call', (f) => f.action === 'connected');
    await new Promise((done) => setTimeout(done, 300));
    expect(a.frames.some((f) => f.type === 'call' && f.action === 'ended')).toBe(false);
    a.send({ type: 'call', action: 'hangup' });
    expect((await b.next('call', (f) => f.action === 'ended')).by).toBe(client.id);
  });
});
