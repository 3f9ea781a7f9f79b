// Hosted mode: two API instances on one PostgreSQL keep no state the other would need. Runs in the
// server-postgres vitest project (a real server at LEXSETU_TEST_PG_URL, else PGlite).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from './db/migrate';
import { demoLogins, seedDemoData } from './db/seed';
import { addClient, addLawyer } from './test/bookingPeople';
import { testClock } from './test/clock';
import { openTestDatabase, type TestDatabase } from './test/database';
import { createTestApp, type TestApp } from './test/harness';

const clock = testClock(Date.parse('2030-01-07T04:00:00Z')); // Monday 09:30 IST: the day's slots are ahead
let database: TestDatabase;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  database = await openTestDatabase(mkdtempSync(join(tmpdir(), 'lexsetu-hosted-')));
  await migrateToLatest(database.db);
  await seedDemoData(database.db);
  // Each instance holds its own connection pool, as separate processes would.
  a = await createTestApp({ database: database.connectAgain(), clock });
  b = await createTestApp({ database: database.connectAgain(), clock });
});
afterAll(async () => {
  await a.close();
  await b.close();
  await database.close();
});

const demo = demoLogins[0]!;

describe('two API instances on one PostgreSQL', () => {
  it('accept a login made on the other, and a logout on one revokes the token on both', async () => {
    const login = await a.api.post<{ token: string }>('/api/login', {
      email: demo.email,
      password: demo.password,
    });
    expect(login.status).toBe(200);
    const token = login.body.token;
    expect((await b.api.get('/api/validate-token', { token })).status).toBe(200);

    expect((await b.api.post('/api/logout', undefined, { token })).status).toBe(200);
    expect((await a.api.get('/api/validate-token', { token })).status).toBe(401);
    expect((await b.api.get('/api/validate-token', { token })).status).toBe(401);
  });

  it('give exactly one booking when 50 clients race for one slot across both instances', async () => {
    const lawyer = await addLawyer(a);
    const clients = await Promise.all(Array.from({ length: 50 }, (_, i) => addClient(a, `Racer ${i}`)));
    const replies = await Promise.all(
      clients.map((client, i) =>
        (i % 2 ? b : a).api.post(
          '/api/bookings',
          { lawyerId: lawyer.id, date: '2030-01-07', slot: '12:00', mode: 'phone', topic: 'Race' },
          { token: client.token },
        ),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const rows = await database.db
      .selectFrom('bookings')
      .select('id')
      .where('lawyer_id', '=', lawyer.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('share rate-limit counters: login attempts on both count toward one limit', async () => {
    const wrong = { email: 'rohan@demo.lexsetu.in', password: 'not-the-password' };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await (i % 2 ? b : a).api.post('/api/login', wrong)).status);
    // 10 attempts per email per 15 minutes in all, whichever instance answers.
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('two instances starting at the same moment on an empty database', () => {
  it('both migrate and seed the demo without a conflict, and the demo is seeded once', async () => {
    const fresh = await openTestDatabase(mkdtempSync(join(tmpdir(), 'lexsetu-race-')));
    const first = fresh.connectAgain();
    const second = fresh.connectAgain();
    try {
      await Promise.all([migrateToLatest(first), migrateToLatest(second)]);
      const seeded = await Promise.all([seedDemoData(first), seedDemoData(second)]);
      expect(seeded.filter(Boolean)).toHaveLength(1);
      const { count } = await fresh.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(
          'email',
          'in',
          demoLogins.map((l) => l.email),
        )
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBe(demoLogins.length);
    } finally {
      await Promise.all([first.destroy(), second.destroy()]);
      await fresh.close();
    }
  });
});
