// Hosted mode: an admin suspends on one API instance while the user's consultation socket is held by another
// (two apps, one PostgreSQL, each with its own pool and bus). On SQLite there is one instance: skipped.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { grantAdmin } from '../../services/admins';
import { addClient, addLawyer, type Person } from '../../test/bookingPeople';
import { testClock } from '../../test/clock';
import { openTestDatabase, testDialect, type TestDatabase } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/harness';
import { liveBooking, openRoom } from '../../test/realtimeClient';

describe.runIf(testDialect === 'postgres')('a suspension across two API instances', () => {
  const clock = testClock(Date.parse('2030-01-07T05:00:00Z'));
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let admin: Person;
  beforeAll(async () => {
    database = await openTestDatabase(mkdtempSync(join(tmpdir(), 'lexsetu-suspend-')));
    await migrateToLatest(database.db);
    a = await createTestApp({ database: database.connectAgain(), clock, seed: false });
    b = await createTestApp({ database: database.connectAgain(), clock, seed: false });
    admin = await addClient(a, 'Console Admin');
    await grantAdmin(a.db, admin.id, clock.now());
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
  });

  it('closes the socket held on the other instance and that instance refuses the token', async () => {
    const client = await addClient(a, 'Abusive Client');
    const lawyer = await addLawyer(a);
    const id = await liveBooking(a, client, lawyer, { now: clock.now() });
    // Instance B has served (and cached) the client's session before the suspension.
    expect((await b.api.get('/api/validate-token', { token: client.token })).status).toBe(200);
    const onB = await openRoom(b, id, client.token);
    await onB.next('ready');
    const lawyerOnB = await openRoom(b, id, lawyer.token);
    await lawyerOnB.next('ready');

    const suspended = await a.api.post(
      `/api/admin/users/${client.id}/suspend`,
      { reason: 'Threatening the lawyer in chat' },
      { token: admin.token },
    );
    expect(suspended.status).toBe(200);
    const closed = await Promise.race([
      onB.closed,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000)), // the bus, on loaded CI cores
    ]);
    expect(closed).toEqual({ code: 4401 });
    expect((await b.api.get('/api/validate-token', { token: client.token })).status).toBe(401);
    // A new socket on B with the old token is refused too; the lawyer's stays open.
    const again = await openRoom(b, id, client.token);
    expect(await again.closed).toEqual({ code: 4401 });
    expect(lawyerOnB.ws.readyState).toBe(lawyerOnB.ws.OPEN);
    await lawyerOnB.close();
  });
});
