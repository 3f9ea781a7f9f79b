// The signed-in user's own channel (/api/me/live): sign-in by the first frame, refusals, budgets, pushes to
// every socket of the user and no one else's, the bell pushed once a notice is committed, and closing when the
// session ends or the account is suspended.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { userChannelPath } from '@contract';
import { grantAdmin } from '../services/admins';
import { notify } from '../services/notifications';
import { addClient, addLawyer, type Person } from '../test/bookingPeople';
import { createTestApp, type TestApp } from '../test/harness';
import { recordPushes } from '../test/pushes';
import { openUserChannel, type UserChannelClient } from '../test/userChannelClient';

let t: TestApp;
let alice: Person;
let bob: Person;
const open: UserChannelClient[] = [];
beforeEach(async () => {
  t = await createTestApp({ seed: false, realtimeLimits: { frameBudget: 20 } });
  alice = await addClient(t, 'Alice Client');
  bob = await addLawyer(t);
});
afterEach(async () => {
  open.splice(0).forEach((c) => c.ws.terminate());
  await t?.close();
});

async function channel(token: string | null, headers: Record<string, string> = {}) {
  const c = await openUserChannel(t, token, headers);
  open.push(c);
  return c;
}

const within = <T>(promise: Promise<T>, ms = 10_000) =>
  Promise.race([promise, new Promise<null>((done) => setTimeout(() => done(null), ms))]);

describe('signing in', () => {
  it('is ready for the token’s user and answers pings', async () => {
    const c = await channel(alice.token);
    expect(await c.next('ready')).toEqual({ type: 'ready', userId: alice.id });
    c.send({ type: 'ping' });
    expect(await c.next('pong')).toEqual({ type: 'pong' });
  });

  it('closes a socket with a wrong token, or whose first frame is not the sign-in', async () => {
    const wrong = await channel('not-a-token');
    expect(await within(wrong.closed)).toEqual({ code: 4401 });
    const unsigned = await channel(null);
    unsigned.send({ type: 'ping' });
    expect(await within(unsigned.closed)).toEqual({ code: 4401 });
    expect(unsigned.frames).toEqual([]);
  });

  it('refuses a page of another site (Origin)', async () => {
    const refused = await new Promise<string>((done) => {
      const ws = new WebSocket(`${t.url.replace('http', 'ws')}${userChannelPath}`, {
        headers: { Origin: 'https://evil.example' },
      });
      ws.on('error', (error) => done(error.message));
      ws.on('open', () => done('opened'));
    });
    expect(refused).toMatch(/403/);
  });

  it('closes a socket that floods past its frame budget', async () => {
    const c = await channel(alice.token);
    await c.next('ready');
    for (let i = 0; i < 25; i += 1) c.send({ type: 'ping' });
    expect(await within(c.closed)).toEqual({ code: 4400 });
  });
});

describe('pushes', () => {
  it('reach every socket of the user, and nobody else’s', async () => {
    const [tab, phone, other] = [
      await channel(alice.token),
      await channel(alice.token),
      await channel(bob.token),
    ];
    await Promise.all([tab.next('ready'), phone.next('ready'), other.next('ready')]);
    await t.deps.push.toUser(alice.id, { type: 'wallet.changed', balancePaise: 50_000 });
    expect(await tab.next('wallet.changed')).toEqual({ type: 'wallet.changed', balancePaise: 50_000 });
    expect(await phone.next('wallet.changed')).toEqual({ type: 'wallet.changed', balancePaise: 50_000 });
    // Something pushed to Bob afterwards arrives alone: Alice's event never reached him.
    await t.deps.push.toUser(bob.id, { type: 'instant.changed', consultationId: 'c1' });
    await other.next('instant.changed');
    expect(other.frames.map((f) => f.type)).toEqual(['ready', 'instant.changed']);
  });

  it('tell the user to re-read the bell once a notice is committed, never for one rolled back', async () => {
    const pushes = recordPushes(t);
    const unread = () =>
      t.api.get<{ count: number }>('/api/notifications/unread-count', { token: alice.token });
    const before = (await unread()).body.count;
    const c = await channel(alice.token);
    await c.next('ready');
    await t.db
      .transaction()
      .execute(async (trx) => {
        await notify(trx, t.deps.clock.now(), { userId: alice.id, kind: 'system', message: 'Never sent' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await t.db.transaction().execute(async (trx) => {
      await notify(trx, t.deps.clock.now(), { userId: alice.id, kind: 'system', message: 'Your wallet' });
      await new Promise((done) => setTimeout(done, 100));
      expect(c.frames.map((f) => f.type)).toEqual(['ready']); // not yet committed
    });
    await c.next('notifications.changed');
    // The bell the app re-reads on it counts the notice.
    expect((await unread()).body.count).toBe(before + 1);
    expect(pushes.to(alice.id)).toEqual([{ type: 'notifications.changed' }]);
    pushes.stop();
  });
});

describe('closing with the session', () => {
  it('on logout, while another session of the same user stays connected', async () => {
    const other = await t.tokenFor((await emailOf(alice.id))!);
    const [mine, theirs] = [await channel(alice.token), await channel(other.token)];
    await Promise.all([mine.next('ready'), theirs.next('ready')]);
    expect((await t.api.post('/api/logout', {}, { token: alice.token })).status).toBe(200);
    expect(await within(mine.closed)).toEqual({ code: 4401 });
    expect(theirs.ws.readyState).toBe(WebSocket.OPEN);
    await t.deps.push.toUser(alice.id, { type: 'notifications.changed' });
    await theirs.next('notifications.changed');
  });

  it('when an admin suspends the account', async () => {
    const admin = await addClient(t, 'Console Admin');
    await grantAdmin(t.db, admin.id, t.deps.clock.now());
    const c = await channel(bob.token);
    await c.next('ready');
    const suspended = await t.api.post(
      `/api/admin/users/${bob.id}/suspend`,
      { reason: 'Repeated abusive messages' },
      { token: admin.token },
    );
    expect(suspended.status).toBe(200);
    expect(await within(c.closed)).toEqual({ code: 4401 });
  });
});

async function emailOf(id: string) {
  const row = await t.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirst();
  return row?.email;
}
