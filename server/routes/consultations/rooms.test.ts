// Who may enter which room and what a room allows: an accepted request's chat (its two participants, chat only,
// read-only once completed), the booking's window (never while awaiting approval; read-only once completed),
// and attachments (refused types, downloads for participants only).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ConsultationMessage,
  ConsultationMessagePage,
  ConsultationRequestList,
  ConsultationRoom,
  RoomRef,
} from '@contract';
import { addClient, addLawyer, type Person } from '../../test/bookingPeople';
import { testClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import { acceptedRequest, liveBooking, openRoom, type RoomClient } from '../../test/realtimeClient';
import { tinyPdf } from '../../test/sampleFiles';

let t: TestApp | undefined;
const open: RoomClient[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close().catch(() => undefined)));
  await t?.close();
  t = undefined;
});

async function room(app: TestApp, ref: string | RoomRef, token: string) {
  const c = await openRoom(app, ref, token);
  open.push(c);
  return c;
}

const base = (ref: RoomRef) =>
  ref.kind === 'booking' ? `/api/consultations/${ref.id}` : `/api/requests/${ref.id}/chat`;

function upload(app: TestApp, ref: RoomRef, person: Person, file: Blob, name: string, clientId: string) {
  const form = new FormData();
  form.append('clientId', clientId);
  form.append('file', file, name);
  return fetch(`${app.url}${base(ref)}/attachments`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${person.token}` },
  });
}

const bodies = async (app: TestApp, ref: RoomRef, person: Person) =>
  (
    await app.api.get<ConsultationMessagePage>(`${base(ref)}/messages`, { token: person.token })
  ).body.items.map((m) => m.body);

describe("an accepted request's chat", () => {
  it('lets the owner and the accepted lawyer chat, and nobody else in', async () => {
    t = await createTestApp({ seed: false });
    const owner = await addClient(t);
    const lawyer = await addLawyer(t);
    const outsider = await addClient(t, 'Outsider');
    const otherLawyer = await addLawyer(t);
    const ref = await acceptedRequest(t, owner, lawyer);

    const listed = await t.api.get<ConsultationRequestList>('/api/requests?tab=on-going', {
      token: owner.token,
    });
    expect(listed.body.items.find((r) => r._id === ref.id)).toMatchObject({ canChat: true });
    const got = await t.api.get<ConsultationRoom>(base(ref), { token: owner.token });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      _id: ref.id,
      kind: 'request',
      topic: 'Tenant will not leave',
      otherParty: { _id: lawyer.id },
      readOnly: false,
      calls: false,
      meteredMinutes: null,
      pricePaise: null,
    });

    for (const stranger of [outsider, otherLawyer]) {
      expect((await t.api.get(base(ref), { token: stranger.token })).status).toBe(404);
      expect((await t.api.get(`${base(ref)}/messages`, { token: stranger.token })).status).toBe(404);
      expect((await (await room(t, ref, stranger.token)).closed).code).toBe(4404);
    }
    // Its id is no booking's: the booking's room door stays shut.
    expect((await t.api.get(`/api/consultations/${ref.id}`, { token: owner.token })).status).toBe(404);

    const a = await room(t, ref, owner.token);
    const b = await room(t, ref, lawyer.token);
    await a.next('presence', (f) => f.online);
    a.send({ type: 'send', clientId: 'q-1', body: 'Can they stay another month?' });
    const heard = await b.next('message', (f) => f.message.clientId === 'q-1');
    expect(heard.message).toMatchObject({ mine: false, senderId: owner.id });
    expect(heard.message.deliveredAt).not.toBeNull();
    b.send({ type: 'send', clientId: 'q-2', body: 'Not without your consent.' });
    await a.next('message', (f) => f.message.clientId === 'q-2');
    b.send({ type: 'read', upTo: heard.message._id });
    expect((await a.next('receipt', (f) => !!f.readAt)).ids).toEqual([heard.message._id]);

    // Chat only: a call is refused and nothing is metered.
    a.send({ type: 'call', action: 'start', video: true });
    expect((await a.next('error')).message).toMatch(/not available/);
    expect(b.frames.some((f) => f.type === 'call')).toBe(false);
    expect(await t.db.selectFrom('consultation_sessions').select('id').execute()).toEqual([]);

    expect(await bodies(t, ref, lawyer)).toEqual([
      'Can they stay another month?',
      'Not without your consent.',
    ]);
    const page = await t.api.get<ConsultationMessagePage>(`${base(ref)}/messages?limit=1`, {
      token: owner.token,
    });
    expect(page.body).toMatchObject({ items: [{ body: 'Not without your consent.' }], hasMore: true });
    // The stranger never heard any of it.
    expect(open.slice(0, 2).every((c) => !c.frames.some((f) => f.type === 'message'))).toBe(true);
  });

  it('is closed while the request is new and read-only once it is completed', async () => {
    t = await createTestApp({ seed: false });
    const owner = await addClient(t);
    const lawyer = await addLawyer(t);
    const fresh = await acceptedRequest(t, owner, lawyer, 'new');
    expect((await t.api.get(base(fresh), { token: owner.token })).status).toBe(404);
    expect((await t.api.get(base(fresh), { token: lawyer.token })).status).toBe(404);

    const ref = await acceptedRequest(t, owner, lawyer);
    const a = await room(t, ref, owner.token);
    await a.next('ready');
    a.send({ type: 'send', clientId: 'before', body: 'Thanks for the advice' });
    await a.next('message');
    const done = await t.api.post(`/api/requests/${ref.id}/complete`, undefined, { token: lawyer.token });
    expect(done.status).toBe(200);

    // The open connection learns it on its next message: refused, not stored.
    a.send({ type: 'send', clientId: 'after', body: 'One more thing' });
    expect((await a.next('error')).message).toMatch(/read but not written/);
    expect(await bodies(t, ref, owner)).toEqual(['Thanks for the advice']);
    expect((await t.api.get<ConsultationRoom>(base(ref), { token: owner.token })).body).toMatchObject({
      readOnly: true,
    });
    const late = await upload(t, ref, owner, new Blob([tinyPdf]), 'late.pdf', 'late');
    expect(late.status).toBe(409);
    // History stays readable for both, from a new connection too.
    const b = await room(t, ref, lawyer.token);
    await b.next('ready');
    expect(await bodies(t, ref, lawyer)).toEqual(['Thanks for the advice']);
  });
});

describe("a booking's room", () => {
  it('is closed while the booking awaits approval or was cancelled', async () => {
    t = await createTestApp({ seed: false });
    const client = await addClient(t);
    const lawyer = await addLawyer(t);
    const pending = await liveBooking(t, client, lawyer, { status: 'pending_approval' });
    const cancelled = await liveBooking(t, client, await addLawyer(t), { status: 'cancelled' });
    for (const id of [pending, cancelled]) {
      for (const person of [client, lawyer]) {
        expect((await t.api.get(`/api/consultations/${id}`, { token: person.token })).status).toBe(404);
        expect((await t.api.get(`/api/consultations/${id}/messages`, { token: person.token })).status).toBe(
          404,
        );
      }
      expect((await (await room(t, id, client.token)).closed).code).toBe(4404);
    }
  });

  it('is read-only once completed: history readable, no new message, call or metered minute', async () => {
    const clock = testClock(Date.parse('2026-03-02T05:00:00.000Z'));
    t = await createTestApp({ seed: false, clock });
    const client = await addClient(t);
    const lawyer = await addLawyer(t, 'verified', 4000);
    const id = await liveBooking(t, client, lawyer, { now: clock.now() });
    const ref: RoomRef = { kind: 'booking', id };
    const a = await room(t, id, client.token);
    const b = await room(t, id, lawyer.token);
    await a.next('presence', (f) => f.online);
    a.send({ type: 'send', clientId: 'during', body: 'During the call' });
    await b.next('message');
    a.send({ type: 'call', action: 'start', video: false });
    await b.next('call', (f) => f.action === 'start');
    b.send({ type: 'call', action: 'connected' });
    await a.next('call', (f) => f.action === 'connected');
    clock.advance(2 * 60_000);
    b.send({ type: 'call', action: 'hangup' });
    expect((await a.next('call', (f) => f.action === 'ended')).meteredMinutes).toBe(2);
    // The hang-up ended the call only; at the booked end (plus grace) the server completes the consultation.
    clock.advance(30 * 60_000);
    await vi.waitFor(
      async () =>
        expect(
          (await t!.db.selectFrom('bookings').select('status').where('id', '=', id).executeTakeFirstOrThrow())
            .status,
        ).toBe('completed'),
      { timeout: 10_000 },
    );
    // Nothing is left counting.
    const stillOpen = await t.db
      .selectFrom('consultation_sessions')
      .select('kind')
      .where('booking_id', '=', id)
      .where('ended_at', 'is', null)
      .execute();
    expect(stillOpen).toEqual([]);

    const shown = await t.api.get<ConsultationRoom>(`/api/consultations/${id}`, { token: client.token });
    // The booked price stands (30 min × ₹40); the 28 unused minutes are to be refunded.
    expect(shown.body).toMatchObject({
      readOnly: true,
      calls: false,
      meteredMinutes: 2,
      pricePaise: 120_000,
      toBeRefundedPaise: 28 * 4000,
    });
    // Both stay in the room a while: nothing more is metered.
    clock.advance(10 * 60_000);
    a.send({ type: 'send', clientId: 'after', body: 'After it ended' });
    expect((await a.next('error')).message).toMatch(/read but not written/);
    a.send({ type: 'call', action: 'start', video: true });
    await vi.waitFor(() => expect(a.frames.filter((f) => f.type === 'error')).toHaveLength(2), {
      timeout: 10_000,
    });
    expect(b.frames.filter((f) => f.type === 'call' && f.action === 'start')).toHaveLength(1);
    expect((await upload(t, ref, client, new Blob([tinyPdf]), 'late.pdf', 'late')).status).toBe(409);
    await a.close();
    await b.next('presence', (f) => !f.online);
    await b.close();
    const row = await t.db
      .selectFrom('bookings')
      .select(['metered_minutes', 'price_paise', 'status'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ metered_minutes: 2, price_paise: 120_000, status: 'completed' });
    expect(await bodies(t, ref, lawyer)).toEqual(['During the call']);
  });
});

describe('attachments in a room', () => {
  it('refuses a file that is not what its name says and lets only participants download', async () => {
    t = await createTestApp({ seed: false });
    const client = await addClient(t);
    const lawyer = await addLawyer(t);
    const outsider = await addClient(t, 'Outsider');
    const id = await liveBooking(t, client, lawyer);
    const ref: RoomRef = { kind: 'booking', id };

    const html = new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/png' });
    const refused = await upload(t, ref, client, html, 'photo.png', 'evil');
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Unsupported file type/);
    expect(await bodies(t, ref, client)).toEqual([]);

    // A file in another field than `file` is named and refused before anything is stored.
    const strayForm = new FormData();
    strayForm.append('clientId', 'stray');
    strayForm.append('photo', new Blob([tinyPdf]), 'lease.pdf');
    const stray = await fetch(`${t.url}${base(ref)}/attachments`, {
      method: 'POST',
      body: strayForm,
      headers: { Authorization: `Bearer ${client.token}` },
    });
    expect(stray.status).toBe(400);
    expect(((await stray.json()) as { message: string }).message).toBe(
      'Send files in the field file, not photo.',
    );
    expect(await bodies(t, ref, client)).toEqual([]);

    const sent = await upload(t, ref, client, new Blob([tinyPdf]), 'lease.pdf', 'doc-1');
    expect(sent.status).toBe(201);
    const message = (await sent.json()) as ConsultationMessage;
    const url = message.attachment!.url;
    for (const person of [client, lawyer]) {
      const res = await t.api.get(url, { token: person.token });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toMatch(/attachment/);
    }
    expect((await t.api.get(url, { token: outsider.token })).status).toBe(404);
    expect((await t.api.get(url)).status).toBe(401);
    // Nor from a request's chat they are no part of.
    const chat = await acceptedRequest(t, client, lawyer);
    const inChat = await upload(t, chat, lawyer, new Blob([tinyPdf]), 'draft.pdf', 'doc-2');
    expect(inChat.status).toBe(201);
    const chatUrl = ((await inChat.json()) as ConsultationMessage).attachment!.url;
    expect((await t.api.get(chatUrl, { token: client.token })).status).toBe(200);
    expect((await t.api.get(chatUrl, { token: outsider.token })).status).toBe(404);
  });
});
