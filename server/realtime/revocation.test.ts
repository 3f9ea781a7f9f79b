// A session that ends, ends everywhere: its consultation sockets close at once (logout, a session signed out
// from the account centre, password reset, erasure), while the other participant stays connected.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addLawyer, type Person } from '../test/bookingPeople';
import { createTestApp, type TestApp } from '../test/harness';
import { liveBooking, openRoom, type RoomClient } from '../test/realtimeClient';

const password = 'Str0ng!Passw0rd#2030';
let t: TestApp;
let email: string;
let client: Person;
let lawyer: Person;
let clientRoom: RoomClient;
let lawyerRoom: RoomClient;
let counter = 0;

beforeEach(async () => {
  t = await createTestApp({ seed: false });
  email = `revoke${++counter}.${Date.now()}@example.in`;
  const registered = await t.api.post<{ user: { _id: string } }>('/api/register', {
    email,
    password,
    role: 'consumer',
  });
  expect(registered.status).toBe(201);
  client = { id: registered.body.user._id, token: (await t.tokenFor(email)).token };
  lawyer = await addLawyer(t);
  const bookingId = await liveBooking(t, client, lawyer);
  clientRoom = await openRoom(t, bookingId, client.token);
  lawyerRoom = await openRoom(t, bookingId, lawyer.token);
  await clientRoom.next('ready');
  await lawyerRoom.next('ready');
});
afterEach(async () => {
  clientRoom?.ws.terminate();
  lawyerRoom?.ws.terminate();
  await t?.close();
});

/** The client's socket closes as unauthorized (the request does not wait for it: up to 10 s on loaded CI
 * cores); the lawyer's stays open. */
async function clientSocketClosed() {
  const closed = await Promise.race([
    clientRoom.closed,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)),
  ]);
  expect(closed).toEqual({ code: 4401 });
  expect(lawyerRoom.ws.readyState).toBe(lawyerRoom.ws.OPEN);
}

describe('ending a session closes its consultation sockets', () => {
  it('on logout', async () => {
    expect((await t.api.post('/api/logout', {}, { token: client.token })).status).toBe(200);
    await clientSocketClosed();
  });

  it('when the session is signed out from another device', async () => {
    const other = await t.tokenFor(email);
    const sessions = await t.api.get<{ items: Array<{ _id: string; current: boolean }> }>('/api/sessions', {
      token: other.token,
    });
    const roomSession = sessions.body.items.find((s) => !s.current)!;
    expect(
      (
        await t.api.send('DELETE', `/api/sessions/${roomSession._id}`, {
          headers: { Authorization: `Bearer ${other.token}` },
        })
      ).status,
    ).toBe(200);
    await clientSocketClosed();
  });

  it('on password reset', async () => {
    expect((await t.api.post('/api/forgot-password', { email })).status).toBe(200);
    const inbox = await t.api.get<Array<{ text: string }>>(
      `/api/demo/inbox?email=${encodeURIComponent(email)}`,
    );
    const otp = /verification code is (\d{6})/.exec(inbox.body[0].text)![1];
    const verified = await t.api.post<{ resetToken: string }>('/api/verify-otp', { email, otp });
    const reset = await t.api.post('/api/reset-password', {
      email,
      newPassword: 'An0ther!Strong#Pass',
      resetToken: verified.body.resetToken,
    });
    expect(reset.status).toBe(200);
    await clientSocketClosed();
  });

  it('on erasure of the account', async () => {
    const erased = await t.api.post('/api/account/delete', { password }, { token: client.token });
    expect(erased.status).toBe(200);
    await clientSocketClosed();
  });

  it('and a revoked session cannot send: the other side receives nothing after logout', async () => {
    await t.api.post('/api/logout', {}, { token: client.token });
    await clientSocketClosed();
    expect(() => clientRoom.send({ type: 'send', clientId: 'late', body: 'after logout' })).not.toThrow();
    await new Promise((r) => setTimeout(r, 200));
    expect(lawyerRoom.frames.some((f) => f.type === 'message')).toBe(false);
  });
});
