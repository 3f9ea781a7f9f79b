// The other side is told when written to (services/chatNotifications.ts): a notice behind the bell with a link to
// the room, only while they are not in the room, and at most one unread per room until they open it — ten
// messages in a row make one notice, not ten.
import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationList, RoomRef } from '@contract';
import { addClient, addLawyer, type Person } from '../../test/bookingPeople';
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

async function enter(app: TestApp, ref: RoomRef, person: Person) {
  const c = await openRoom(app, ref, person.token);
  open.push(c);
  await c.next('ready');
  return c;
}

async function leave(c: RoomClient) {
  open.splice(open.indexOf(c), 1);
  await c.close();
}

/** Sends a message and waits until the server stored it (its echo). */
async function say(c: RoomClient, clientId: string, body: string) {
  c.send({ type: 'send', clientId, body });
  await c.next('message', (f) => f.message.clientId === clientId);
}

const chatNotices = async (app: TestApp, person: Person) =>
  (await app.api.get<NotificationList>('/api/notifications', { token: person.token })).body.items.filter(
    (n) => n.kind === 'message',
  );

const nameOf = async (app: TestApp, person: Person) =>
  (await app.db.selectFrom('users').select('name').where('id', '=', person.id).executeTakeFirstOrThrow())
    .name;

describe('chat notifications', () => {
  it('tells the client when the lawyer writes, once for ten messages, and again after the client opened the room', async () => {
    t = await createTestApp({ seed: false });
    const client = await addClient(t, 'Asha Client');
    const lawyer = await addLawyer(t);
    const ref: RoomRef = { kind: 'booking', id: await liveBooking(t, client, lawyer) };
    const lawyerName = await nameOf(t, lawyer);

    const l = await enter(t, ref, lawyer);
    for (let i = 1; i <= 10; i++) await say(l, `m-${i}`, `Message ${i}`);
    const notices = await chatNotices(t, client);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      message: `${lawyerName} sent you a message about Property dispute.`,
      link: `/dashboard/consultation/${ref.id}`,
      read: false,
    });
    // The sender is not told about their own messages.
    expect(await chatNotices(t, lawyer)).toEqual([]);

    // The client opens the room: the notice is read; while they are here, nothing new is added.
    const c = await enter(t, ref, client);
    await l.next('presence', (f) => f.online);
    expect((await chatNotices(t, client)).map((n) => n.read)).toEqual([true]);
    await say(l, 'm-11', 'Are you there?');
    expect(await chatNotices(t, client)).toHaveLength(1);

    // Away again: the next message tells them once more.
    await leave(c);
    await l.next('presence', (f) => !f.online);
    await say(l, 'm-12', 'I will wait for your documents.');
    await say(l, 'm-13', 'Thanks.');
    const after = await chatNotices(t, client);
    expect(after).toHaveLength(2);
    expect(after.filter((n) => !n.read)).toHaveLength(1);
  });

  it("tells the lawyer when the client writes in a request's chat, and counts a file sent as a message", async () => {
    t = await createTestApp({ seed: false });
    const client = await addClient(t, 'Meera Client');
    const lawyer = await addLawyer(t);
    const ref = await acceptedRequest(t, client, lawyer);

    const c = await enter(t, ref, client);
    await say(c, 'q-1', 'Can they stay another month?');
    const notices = await chatNotices(t, lawyer);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      message: 'Meera Client sent you a message about Tenant will not leave.',
      link: `/dashboard/requests/${ref.id}/chat`,
      read: false,
    });
    expect(await chatNotices(t, client)).toEqual([]);

    // The lawyer reads the bell (not the room): the next message, a file, tells them again — once.
    await t.api.post('/api/notifications/read-all', {}, { token: lawyer.token });
    for (const clientId of ['f-1', 'f-2']) {
      const form = new FormData();
      form.append('clientId', clientId);
      form.append('file', new Blob([tinyPdf]), 'lease.pdf');
      const sent = await fetch(`${t.url}/api/requests/${ref.id}/chat/attachments`, {
        method: 'POST',
        body: form,
        headers: { Authorization: `Bearer ${client.token}` },
      });
      expect(sent.status).toBe(201);
    }
    const after = await chatNotices(t, lawyer);
    expect(after).toHaveLength(2);
    expect(after.filter((n) => !n.read)).toHaveLength(1);
  });
});
