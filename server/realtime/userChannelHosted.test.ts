// Hosted mode: one user's apps connected to two API instances behind a load balancer, one PostgreSQL. A push
// from either instance reaches every socket of that user and no one else's; a notice committed on one instance
// rings the bell on the other; a sign-out on one closes the socket on the other. Runs in the server-postgres
// vitest project (a real server at LEXSETU_TEST_PG_URL, else PGlite).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { notify } from '../services/notifications';
import { addClient, type Person } from '../test/bookingPeople';
import { openTestDatabase, type TestDatabase } from '../test/database';
import { createTestApp, type TestApp } from '../test/harness';
import { openUserChannel, type UserChannelClient } from '../test/userChannelClient';

let database: TestDatabase;
let a: TestApp;
let b: TestApp;
let alice: Person;
let bob: Person;

beforeAll(async () => {
  database = await openTestDatabase(mkdtempSync(join(tmpdir(), 'lexsetu-push-')));
  await migrateToLatest(database.db);
  // Each instance has its own pool and its own bus connection, as separate processes would.
  a = await createTestApp({ database: database.connectAgain(), seed: false });
  b = await createTestApp({ database: database.connectAgain(), seed: false });
  alice = await addClient(a, 'Alice Client');
  bob = await addClient(a, 'Bob Client');
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

const open: UserChannelClient[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close().catch(() => undefined)));
});

async function channel(app: TestApp, person: Person) {
  const c = await openUserChannel(app, person.token);
  open.push(c);
  await c.next('ready');
  return c;
}

describe('the user channel across two API instances', () => {
  it('carries a push from either instance to every socket of the user, and no one else’s', async () => {
    const [onA, onB, bobOnB] = [await channel(a, alice), await channel(b, alice), await channel(b, bob)];
    await a.deps.push.toUser(alice.id, { type: 'instant.changed', consultationId: 'c1' });
    expect(await onA.next('instant.changed')).toEqual({ type: 'instant.changed', consultationId: 'c1' });
    expect(await onB.next('instant.changed')).toEqual({ type: 'instant.changed', consultationId: 'c1' });
    await b.deps.push.toUser(alice.id, { type: 'wallet.changed', balancePaise: 20_000 });
    expect(await onA.next('wallet.changed')).toEqual({ type: 'wallet.changed', balancePaise: 20_000 });
    // A later push to Bob arrives alone: nothing of Alice's reached him.
    await a.deps.push.toUser(bob.id, { type: 'notifications.changed' });
    await bobOnB.next('notifications.changed');
    expect(bobOnB.frames.map((f) => f.type)).toEqual(['ready', 'notifications.changed']);
    expect(onB.frames.filter((f) => f.type === 'instant.changed')).toHaveLength(1);
  });

  it('rings the bell on the other instance once a notice is committed there', async () => {
    const onB = await channel(b, alice);
    await a.db.transaction().execute(async (trx) => {
      await notify(trx, new Date(), { userId: alice.id, kind: 'system', message: 'Your top-up arrived' });
    });
    await onB.next('notifications.changed');
    const list = await b.api.get<{ items: Array<{ message: string }> }>('/api/notifications', {
      token: alice.token,
    });
    expect(list.body.items.map((n) => n.message)).toContain('Your top-up arrived');
  });

  it('closes the socket on the other instance when the session signs out', async () => {
    const token = (await a.tokenFor(await emailOf(alice.id))).token;
    const onB = await openUserChannel(b, token);
    open.push(onB);
    await onB.next('ready');
    expect((await a.api.post('/api/logout', {}, { token })).status).toBe(200);
    const closed = await Promise.race([
      onB.closed,
      new Promise<null>((done) => setTimeout(() => done(null), 10_000)),
    ]);
    expect(closed).toEqual({ code: 4401 });
  });
});

async function emailOf(id: string): Promise<string> {
  const row = await a.db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow();
  return row.email!;
}
