import { afterEach, describe, expect, it } from 'vitest';
import type { InstantConsultation } from '@contract';
import { addClient, addLawyer, type Person } from '../../test/bookingPeople';
import { testClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import { openRoom, type RoomClient } from '../../test/realtimeClient';

const rate = 4000;
let t: TestApp | undefined;
const open: RoomClient[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close().catch(() => undefined)));
  await t?.close();
  t = undefined;
});

async function room(app: TestApp, id: string, token: string) {
  const c = await openRoom(app, id, token);
  open.push(c);
  return c;
}

/** A client with `minutes` of the lawyer's rate in the wallet, rung and accepted: the room is open. */
async function acceptedInstant(app: TestApp, minutes: number) {
  const client = await addClient(app, 'Meena Client');
  const lawyer = await addLawyer(app, 'verified', rate);
  await app.db
    .insertInto('wallets')
    .values({ user_id: client.id, balance_paise: rate * minutes, updated_at: new Date().toISOString() })
    .execute();
  await app.api.send('PUT', '/api/me/available-now', {
    body: JSON.stringify({ on: true }),
    headers: { authorization: `Bearer ${lawyer.token}`, 'content-type': 'application/json' },
  });
  const rung = await app.api.post<InstantConsultation>(
    '/api/instant-consultations',
    { lawyerId: lawyer.id },
    { token: client.token },
  );
  await app.api.post(`/api/instant-consultations/${rung.body._id}/accept`, {}, { token: lawyer.token });
  return { id: rung.body._id, client, lawyer };
}

const balanceOf = async (app: TestApp, who: Person) =>
  Number(
    (
      await app.db
        .selectFrom('wallets')
        .select('balance_paise')
        .where('user_id', '=', who.id)
        .executeTakeFirstOrThrow()
    ).balance_paise,
  );

async function connectedCall(app: TestApp, id: string, client: Person, lawyer: Person) {
  const a = await room(app, id, client.token);
  const b = await room(app, id, lawyer.token);
  await a.next('presence', (f) => f.online);
  a.send({ type: 'call', action: 'start', video: true });
  await b.next('call', (f) => f.action === 'start');
  b.send({ type: 'call', action: 'connected' });
  await a.next('call', (f) => f.action === 'connected');
  return { a, b };
}

describe("an instant consultation's room", () => {
  it('takes a call at once, charges the first minute as it connects and ends for both on one End', async () => {
    const clock = testClock(Date.now());
    t = await createTestApp({ seed: false, clock });
    const { id, client, lawyer } = await acceptedInstant(t, 10);
    const { a, b } = await connectedCall(t, id, client, lawyer);
    expect(await a.next('meter', (f) => f.minutes === 1)).toMatchObject({
      chargedPaise: rate,
      balancePaise: null,
    });
    expect(await balanceOf(t, client)).toBe(rate * 9);
    clock.advance(90_000);
    await t.jobs.run('instantMetering');
    await b.next('meter', (f) => f.minutes === 2);
    expect(await balanceOf(t, client)).toBe(rate * 8);
    a.send({ type: 'end' });
    expect((await b.next('completed')).meteredMinutes).toBe(2);
    const view = await t.api.get<InstantConsultation>(`/api/instant-consultations/${id}`, {
      token: lawyer.token,
    });
    expect(view.body).toMatchObject({
      state: 'ended',
      endReason: 'ended',
      minutes: 2,
      chargedPaise: rate * 2,
    });
    // Read-only now: no new call.
    a.send({ type: 'call', action: 'start', video: true });
    await a.next('error');
  });

  it('warns both at one minute of balance left and ends the call at zero with a clear frame', async () => {
    const clock = testClock(Date.now());
    t = await createTestApp({ seed: false, clock });
    const { id, client, lawyer } = await acceptedInstant(t, 5);
    const { a, b } = await connectedCall(t, id, client, lawyer);
    await a.next('meter', (f) => f.minutes === 1);
    for (let minute = 2; minute <= 4; minute++) {
      clock.advance(60_000);
      await t.jobs.run('instantMetering');
    }
    expect((await a.next('balanceLow')).minutesLeft).toBe(1);
    expect((await b.next('balanceLow')).message).toContain('One minute of wallet balance left');
    clock.advance(60_000);
    await t.jobs.run('instantMetering');
    clock.advance(60_000);
    await t.jobs.run('instantMetering');
    expect(await b.next('completed')).toMatchObject({ meteredMinutes: 5, reason: 'balance' });
    await a.next('call', (f) => f.action === 'ended');
    expect(await balanceOf(t, client)).toBe(0);
  });
});
