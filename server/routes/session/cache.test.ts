// The verified-session cache (issue 36) never serves what the database no longer allows: a session revoked or a
// user changed anywhere — through the API, by another instance, by the admin CLI writing the database — is
// seen by the very next request. Runs on SQLite and, in the server-postgres project, with two instances.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ValidateTokenResponse } from '@contract';
import { closeDatabase, sqliteReader } from '../../db/connection';
import { migrateToLatest } from '../../db/migrate';
import { seedDemoData } from '../../db/seed';
import { sessionOfToken } from '../../services/sessions';
import { openTestDatabase, testDialect, type TestDatabase } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/harness';

let database: TestDatabase;
let a: TestApp; // where the user signs in and is served from cache
let b: TestApp; // another instance on the same database (on SQLite: the same one)

beforeAll(async () => {
  database = await openTestDatabase(mkdtempSync(join(tmpdir(), 'lexsetu-cache-')));
  await migrateToLatest(database.db);
  await seedDemoData(database.db);
  a = await createTestApp({ database: database.connectAgain() });
  b = testDialect === 'postgres' ? await createTestApp({ database: database.connectAgain() }) : a;
});
afterAll(async () => {
  await a.close();
  if (b !== a) await b.close();
  await closeDatabase(database.db);
});

const me = (app: TestApp, token: string) =>
  app.api.get<ValidateTokenResponse>('/api/validate-token', { token });

async function signedIn(email: string) {
  const { token, sessionId } = await a.tokenFor(email);
  // Twice: the second answer comes from the cache.
  expect((await me(a, token)).status).toBe(200);
  expect((await me(a, token)).status).toBe(200);
  return { token, sessionId };
}

describe('the session cache', () => {
  it('refuses a session logged out on another instance at the next request', async () => {
    const { token } = await signedIn('asha@demo.lexsetu.in');
    const other = await a.tokenFor('asha@demo.lexsetu.in');
    expect((await b.api.post('/api/logout', {}, { token })).status).toBe(200);
    expect((await me(a, token)).status).toBe(401);
    expect((await me(a, other.token)).status).toBe(200); // the user's other session lives on
  });

  it('refuses a session revoked straight in the database by another connection', async () => {
    const { token, sessionId } = await signedIn('admin@demo.lexsetu.in');
    await database.db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('id', '=', sessionId)
      .execute();
    expect((await me(a, token)).status).toBe(401);
  });

  it.runIf(testDialect === 'sqlite')(
    'refuses a session revoked by another process writing the database file (the admin CLI)',
    async () => {
      const { token, sessionId } = await signedIn('asha@demo.lexsetu.in');
      const file = sqliteReader(a.db)!.name;
      execFileSync(process.execPath, [
        '-e',
        `const D = require('better-sqlite3'); const d = new D(${JSON.stringify(file)});
         d.prepare('update sessions set revoked_at = ? where id = ?').run(new Date().toISOString(), ${JSON.stringify(sessionId)});
         d.close();`,
      ]);
      expect((await me(a, token)).status).toBe(401);
    },
  );

  it('shows a changed name and a new admin grant at once, and forgets an erased user', async () => {
    const { token } = await signedIn('rohan@demo.lexsetu.in');
    const user = (await me(a, token)).body;
    await database.db
      .updateTable('users')
      .set({ name: 'Adv. Rohan M.' })
      .where('id', '=', user._id)
      .execute();
    expect((await me(a, token)).body.name).toBe('Adv. Rohan M.');
    await database.db
      .insertInto('admins')
      .values({ user_id: user._id, created_at: new Date().toISOString() })
      .execute();
    expect((await me(a, token)).body.role).toBe('admin');
    await database.db.deleteFrom('admins').where('user_id', '=', user._id).execute();
    expect((await me(a, token)).body.role).not.toBe('admin');
    const elsewhere = await b.tokenFor('rohan@demo.lexsetu.in');
    const erased = await b.api.post(
      '/api/account/delete',
      { password: 'Demo@1234' },
      { token: elsewhere.token },
    );
    expect(erased.status).toBe(200);
    expect((await me(a, token)).status).toBe(401);
  });

  it('never keeps a session read while a transaction that later rolled back had revoked it', async () => {
    // On SQLite the epoch is read beside Kysely's connection lock (issue 36): a read inside another request's
    // open transaction would see its uncommitted bump, cache the session under it, and a real revocation
    // later moving the epoch to that same number would leave the cached session served.
    const { token, sessionId } = await signedIn('asha@demo.lexsetu.in');
    const check = () => sessionOfToken(a.db, token, a.config.jwtSecret);
    const revoke = (db: typeof a.db) =>
      db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('id', '=', sessionId);
    let during: ReturnType<typeof check> | undefined;
    await a.db
      .transaction()
      .execute(async (trx) => {
        await revoke(trx).execute();
        during = check(); // a request arriving while the use case runs
        throw new Error('the use case fails: nothing it wrote stays');
      })
      .catch(() => undefined);
    expect(await during).not.toBeNull(); // the revocation never happened
    await revoke(a.db).execute();
    expect(await check()).toBeNull();
    expect((await me(a, token)).status).toBe(401);
  });

  it('sees a revocation in a check made while another request holds a transaction open', async () => {
    // The check then waits for the transaction and reads the epoch through Kysely: that read must be the real one.
    const { token, sessionId } = await signedIn('asha@demo.lexsetu.in');
    const checkDuringTransaction = async () => {
      let during: ReturnType<typeof sessionOfToken> | undefined;
      await a.db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').limit(1).execute(); // the transaction has begun
        during = sessionOfToken(a.db, token, a.config.jwtSecret);
      });
      return during;
    };
    expect(await checkDuringTransaction()).not.toBeNull();
    await a.db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('id', '=', sessionId)
      .execute();
    expect(await checkDuringTransaction()).toBeNull();
  });

  it('keeps serving a session whose last-seen time is touched (no revocation)', async () => {
    const { token, sessionId } = await signedIn('asha@demo.lexsetu.in');
    await database.db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(0).toISOString() })
      .where('id', '=', sessionId)
      .execute();
    const epoch = async () =>
      (await database.db.selectFrom('auth_epoch').select('value').executeTakeFirstOrThrow()).value;
    const before = await epoch();
    expect((await me(a, token)).status).toBe(200);
    expect(await epoch()).toBe(before); // touching last_seen_at is not a change of access
  });
});
