// Hosted mode: the two participants of a consultation on two API instances behind a load balancer, one
// PostgreSQL. Runs in the server-postgres vitest project (a real server at LEXSETU_TEST_PG_URL, else PGlite).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ConsultationMessage, ServerFrame } from '@contract';
import { migrateToLatest } from '../db/migrate';
import { updateUserSettings } from '../services/settings';
import { addClient, addLawyer, type Person } from '../test/bookingPeople';
import { testClock } from '../test/clock';
import { openTestDatabase, type TestDatabase } from '../test/database';
import { createTestApp, type TestApp } from '../test/harness';
import { liveBooking, openRoom, type RoomClient } from '../test/realtimeClient';
import { tinyPdf } from '../test/sampleFiles';

const clock = testClock(Date.parse('2030-01-07T05:00:00Z'));
let database: TestDatabase;
let a: TestApp;
let b: TestApp;
let client: Person;
/** A fresh lawyer per test: liveBooking takes the same slot each time. */
let lawyer: Person;

beforeAll(async () => {
  database = await openTestDatabase(mkdtempSync(join(tmpdir(), 'lexsetu-rooms-')));
  await migrateToLatest(database.db);
  // Each instance has its own pool and its own bus connection, as separate processes would.
  a = await createTestApp({ database: database.connectAgain(), clock, seed: false });
  b = await createTestApp({ database: database.connectAgain(), clock, seed: false });
  client = await addClient(a);
});
beforeEach(async () => {
  lawyer = await addLawyer(a, 'verified', 4000);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

const open: RoomClient[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close().catch(() => undefined)));
});

async function room(app: TestApp, bookingId: string, person: Person) {
  const c = await openRoom(app, bookingId, person.token);
  open.push(c);
  await c.next('ready');
  return c;
}

const messagesOf = (frames: ServerFrame[], clientId: string) =>
  frames.flatMap((f) => (f.type === 'message' && f.message.clientId === clientId ? [f.message] : []));

describe('a consultation room across two API instances', () => {
  it('carries presence, typing, messages, receipts and attachments from one instance to the other', async () => {
    const id = await liveBooking(a, client, lawyer, { now: clock.now() });
    const onA = await room(a, id, client);
    expect(onA.frames[0]).toMatchObject({ type: 'ready', otherOnline: false });
    const onB = await room(b, id, lawyer);
    expect(onB.frames[0]).toMatchObject({ type: 'ready', otherOnline: true });
    await onA.next('presence', (f) => f.online);

    onA.send({ type: 'typing', typing: true });
    expect(await onB.next('typing')).toEqual({ type: 'typing', typing: true });

    onA.send({ type: 'send', clientId: 'x-1', body: 'Hello from instance A' });
    const got = await onB.next('message', (f) => f.message.clientId === 'x-1');
    expect(got.message).toMatchObject({ body: 'Hello from instance A', mine: false, senderId: client.id });
    expect(got.message.deliveredAt).not.toBeNull();
    onB.send({ type: 'read', upTo: got.message._id });
    expect((await onA.next('receipt', (f) => !!f.readAt)).ids).toEqual([got.message._id]);

    // The lawyer answers with a document uploaded through instance B's REST route.
    const form = new FormData();
    form.append('clientId', 'x-2');
    form.append('file', new Blob([tinyPdf], { type: 'application/pdf' }), 'notice.pdf');
    const upload = await fetch(`${b.url}/api/consultations/${id}/attachments`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${lawyer.token}` },
    });
    expect(upload.status).toBe(201);
    const attached = await onA.next('message', (f) => f.message.clientId === 'x-2');
    expect(attached.message).toMatchObject({ mine: false, attachment: { name: 'notice.pdf' } });

    // Something sent after proves everything before it was relayed: each message arrived exactly once.
    onA.send({ type: 'send', clientId: 'x-3', body: 'Thanks' });
    await onB.next('message', (f) => f.message.clientId === 'x-3');
    for (const clientId of ['x-1', 'x-3']) {
      expect(messagesOf(onB.frames, clientId)).toHaveLength(1);
      expect(messagesOf(onA.frames, clientId)).toHaveLength(1);
    }
    expect(messagesOf(onA.frames, 'x-2')).toHaveLength(1);
    const stored = await database.db
      .selectFrom('consultation_messages')
      .select('client_id')
      .where('booking_id', '=', id)
      .orderBy('id')
      .execute();
    expect(stored.map((m) => m.client_id)).toEqual(['x-1', 'x-2', 'x-3']);
    const page = await a.api.get<{ items: ConsultationMessage[] }>(`/api/consultations/${id}/messages`, {
      token: client.token,
    });
    expect(page.body.items.map((m) => [m.clientId, !!m.readAt])).toEqual([
      ['x-1', true],
      ['x-2', false],
      ['x-3', false],
    ]);

    // The lawyer's instance loses the connection: the client on the other instance sees them go.
    await onB.close();
    await onA.next('presence', (f) => !f.online);
  });

  it('relays call signalling (a large video offer too) and meters the call both sides were in', async () => {
    const id = await liveBooking(a, client, lawyer, { now: clock.now() });
    const onA = await room(a, id, client);
    onA.send({ type: 'call', action: 'start', video: true });
    await onA.next('call', (f) => f.action === 'start');

    // The lawyer joins on the other instance while it rings, and sees the call in progress.
    const onB = await room(b, id, lawyer);
    expect(onB.frames[0]).toMatchObject({
      type: 'ready',
      otherOnline: true,
      call: { active: true, video: true, by: client.id },
    });
    // A second 'start' from the other side joins the same call instead of ringing again.
    onB.send({ type: 'call', action: 'start', video: false });
    expect(await onB.next('call', (f) => f.action === 'start')).toMatchObject({ by: client.id, video: true });

    // Video SDP with many candidates is larger than one NOTIFY payload (8000 bytes).
    const offer = {
      type: 'offer',
      sdp: `v=0\r\n${'a=candidate:1 1 udp 2122260223 10.0.0.1 54321 typ host\r\n'.repeat(400)}`,
    };
    onA.send({ type: 'signal', data: offer });
    expect((await onB.next('signal')).data).toEqual(offer);
    onB.send({ type: 'signal', data: { type: 'answer', sdp: 'v=0' } });
    expect((await onA.next('signal')).data).toEqual({ type: 'answer', sdp: 'v=0' });
    expect(onA.frames.filter((f) => f.type === 'signal')).toHaveLength(1);
    expect(onB.frames.filter((f) => f.type === 'signal')).toHaveLength(1);

    onB.send({ type: 'call', action: 'connected' });
    await onA.next('call', (f) => f.action === 'connected');
    onA.send({ type: 'call', action: 'connected' }); // both ends report it; counted once
    clock.advance(7 * 60_000 + 5_000);
    onB.send({ type: 'call', action: 'hangup' });
    const ended = await onA.next('call', (f) => f.action === 'ended');
    expect(ended).toMatchObject({ by: lawyer.id, meteredMinutes: 8 });
    expect(onB.frames.filter((f) => f.type === 'call' && f.action === 'ended')).toHaveLength(1);
    const row = await database.db
      .selectFrom('bookings')
      .select(['metered_minutes', 'price_paise', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // The booked price stands; the call ended, the consultation goes on until its booked end.
    expect(row).toEqual({ metered_minutes: 8, price_paise: 120_000, status: 'confirmed' });
    const calls = await database.db
      .selectFrom('consultation_sessions')
      .select(['started_by', 'ended_at'])
      .where('booking_id', '=', id)
      .where('kind', '=', 'call')
      .execute();
    expect(calls).toHaveLength(1);
    expect(calls[0].ended_at).not.toBeNull();
  });

  it('does not meter a chat alone, whichever instances its participants sit on', async () => {
    const id = await liveBooking(a, client, lawyer, { now: clock.now(), pricePaise: 50_000 });
    const onA = await room(a, id, client);
    await room(b, id, lawyer);
    await onA.next('presence', (f) => f.online);
    clock.advance(4 * 60_000);
    await onA.close();
    await new Promise((r) => setTimeout(r, 300));
    const r = await database.db
      .selectFrom('bookings')
      .select(['metered_minutes', 'price_paise'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(r).toEqual({ metered_minutes: null, price_paise: 50_000 });
  });

  it('does not let a call left open by a crashed instance block the room', async () => {
    const id = await liveBooking(a, client, lawyer, { now: clock.now() });
    const earlier = new Date(clock.now().getTime() - 60_000).toISOString();
    // What an instance killed mid-call leaves behind: a connected call nobody ended.
    await database.db
      .insertInto('consultation_sessions')
      .values({
        id: '01HZ00000000000000STALE0001',
        booking_id: id,
        kind: 'call',
        started_by: lawyer.id,
        started_at: earlier,
        connected_at: earlier,
        ended_at: null,
      })
      .execute();
    const onB = await room(b, id, client);
    expect(onB.frames[0]).toMatchObject({ type: 'ready', call: { active: false } });
    onB.send({ type: 'call', action: 'start', video: false });
    expect(await onB.next('call', (f) => f.action === 'start')).toMatchObject({ by: client.id });
    const open_ = await database.db
      .selectFrom('consultation_sessions')
      .select(['started_by'])
      .where('booking_id', '=', id)
      .where('ended_at', 'is', null)
      .execute();
    expect(open_).toEqual([{ started_by: client.id }]);
    const stale = await database.db
      .selectFrom('consultation_sessions')
      .select('ended_at')
      .where('id', '=', '01HZ00000000000000STALE0001')
      .executeTakeFirstOrThrow();
    expect(stale.ended_at).toBe(earlier); // closed unbilled
  });

  it('auto-ends a connected call past its booked end though the instance that saw it connect is gone', async () => {
    await updateUserSettings(a.db, lawyer.id, { autoEndCall: true }, a.deps.clock.now().toISOString());
    const id = await liveBooking(a, client, lawyer, { now: clock.now() });
    const c = await createTestApp({ database: database.connectAgain(), clock, seed: false });
    const onC = await room(c, id, client);
    const onB = await room(b, id, lawyer);
    await onC.next('presence', (f) => f.online);
    onC.send({ type: 'call', action: 'start', video: false });
    await onB.next('call', (f) => f.action === 'start');
    onC.send({ type: 'call', action: 'connected' });
    await onB.next('call', (f) => f.action === 'connected');
    // The instance that saw the call connect goes away; the lawyer stays on B, waiting for a reconnect.
    await c.close();
    clock.advance(3 * 60_000);
    await new Promise((done) => setTimeout(done, 1500)); // a sweep or more: not due yet, still on
    expect(onB.frames.some((f) => f.type === 'call' && f.action === 'ended')).toBe(false);
    await database.db
      .updateTable('bookings')
      .set({ end_at: new Date(clock.now().getTime() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const ended = await onB.next('call', (f) => f.action === 'ended');
    expect(ended).toMatchObject({ by: null, meteredMinutes: 3 });
  });

  it("a logout on one instance closes that session's socket held on the other", async () => {
    const leaving = await addClient(a, 'Leaving Client');
    const id = await liveBooking(a, leaving, lawyer, { now: clock.now() });
    const onB = await room(b, id, leaving);
    const lawyerOnB = await room(b, id, lawyer);
    expect((await a.api.post('/api/logout', {}, { token: leaving.token })).status).toBe(200);
    const closed = await Promise.race([
      onB.closed,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)), // the bus, on loaded CI cores
    ]);
    expect(closed).toEqual({ code: 4401 });
    expect(lawyerOnB.ws.readyState).toBe(lawyerOnB.ws.OPEN);
  });
});
