import { demoLogins } from './db/seed';
import { lawyerSeedCount } from './db/seed/lawyers';
import { seededClientCount } from './db/seed/reviews';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, closeDatabase } from './db/connection';
import { databaseFileName, startServer } from './index';

const env = (dataDir: string, more: Record<string, string> = {}) => ({
  LEXSETU_DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  LEXSETU_LOG: 'false',
  LEXSETU_DEMO: 'true',
  ...more,
});
/** A real install: the server started directly, no LEXSETU_DEMO. */
const realEnv = (dataDir: string, more: Record<string, string> = {}) => ({
  LEXSETU_DATA_DIR: dataDir,
  PORT: '0',
  LEXSETU_LOG: 'false',
  ...more,
});
const tempDir = () => mkdtempSync(join(tmpdir(), 'lexsetu-start-'));
const [asha, , admin] = demoLogins;

describe('startServer', () => {
  it('starts on a free port, migrates, seeds once, and keeps data across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lexsetu-start-'));
    const first = await startServer({ env: env(dataDir), announce: false });
    expect(first.url).toMatch(/^http:\/\/localhost:\d+$/);
    expect(await (await fetch(`http://127.0.0.1:${first.port}/api/health`)).json()).toMatchObject({
      status: 'ok',
    });
    await first.close();
    await first.close(); // closing twice is harmless

    const second = await startServer({ env: env(dataDir), announce: false });
    expect(second.config.jwtSecret).toBe(first.config.jwtSecret);
    await second.close();

    const db = openDatabase(join(dataDir, databaseFileName));
    // Seeded once: the demo logins plus the demo lawyers and the seeded reviews' clients, not twice.
    expect((await db.selectFrom('users').select('email').execute()).length).toBe(
      demoLogins.length + lawyerSeedCount + seededClientCount,
    );
    await closeDatabase(db);
  });

  it('runs the demo on a clock starting at LEXSETU_DEMO_START, so its seeded dates are the same on every start', async () => {
    const dataDir = tempDir();
    const server = await startServer({
      env: env(dataDir, { LEXSETU_DEMO_START: '2031-04-01T02:30:00Z' }),
      announce: false,
    });
    await server.close();
    const db = openDatabase(join(dataDir, databaseFileName));
    // The seeded bookings were made 40 days before the demo's start, the system notices in the hours before.
    const seeded = await db.selectFrom('bookings').select('created_at').executeTakeFirstOrThrow();
    const notices = await db
      .selectFrom('notifications')
      .select('created_at')
      .where('user_id', 'is', null)
      .orderBy('created_at', 'desc')
      .execute();
    await closeDatabase(db);
    expect(seeded.created_at.slice(0, 13)).toBe('2031-02-20T02');
    expect(notices.map((n) => n.created_at.slice(0, 13))).toEqual([
      '2031-04-01T01',
      '2031-04-01T00',
      '2031-03-31T23',
      '2031-03-31T22',
      '2031-03-31T21',
      '2031-03-31T20',
    ]);
  });

  it('refuses a database from a newer version with a clear message', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lexsetu-start-'));
    await (await startServer({ env: env(dataDir), announce: false })).close();
    const db = openDatabase(join(dataDir, databaseFileName));
    await db
      .insertInto('schema_migrations')
      .values({ version: 999, name: 'future', applied_at: 'later' })
      .execute();
    await closeDatabase(db);
    await expect(startServer({ env: env(dataDir), announce: false })).rejects.toThrow(
      /newer version of LexSetu/,
    );
  });

  it('started directly it is no demo: no demo accounts, no demo inbox', async () => {
    const dataDir = tempDir();
    const server = await startServer({ env: realEnv(dataDir), announce: false });
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: admin.email, password: admin.password }),
      });
      expect(login.status).toBe(404); // the spec's 'User not found' for an unknown e-mail
      expect((await fetch(`${base}/api/demo/inbox?email=${asha.email}`)).status).toBe(404);
      expect(server.config.demo).toBe(false);
      expect(server.config.host).toBeUndefined();
    } finally {
      await server.close();
    }
    const db = openDatabase(join(dataDir, databaseFileName));
    expect(await db.selectFrom('users').select('email').execute()).toEqual([]);
    await closeDatabase(db);
  });

  it('in demo mode with HOST unset listens on 127.0.0.1 only', async () => {
    const { HOST: _unset, ...demoEnv } = env(tempDir());
    const server = await startServer({ env: demoEnv, announce: false });
    try {
      expect(server.config.host).toBe('127.0.0.1');
      expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('refuses to serve demo accounts left by a demo, naming them and how to remove them', async () => {
    const dataDir = tempDir();
    await (await startServer({ env: env(dataDir), announce: false })).close();
    const refused = startServer({ env: realEnv(dataDir), announce: false });
    await expect(refused).rejects.toThrow(/admin@demo\.lexsetu\.in/);
    await expect(startServer({ env: realEnv(dataDir), announce: false })).rejects.toThrow(
      /npm run admin -- remove-demo/,
    );
  });

  it('creates the first admin of a real install from LEXSETU_ADMIN_EMAIL and LEXSETU_ADMIN_PASSWORD', async () => {
    const dataDir = tempDir();
    const adminEnv = { LEXSETU_ADMIN_EMAIL: 'ops@firm.example.in', LEXSETU_ADMIN_PASSWORD: 'Firm!Admin2030' };
    const server = await startServer({ env: realEnv(dataDir, adminEnv), announce: false });
    try {
      const login = await fetch(`http://127.0.0.1:${server.port}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'ops@firm.example.in', password: 'Firm!Admin2030' }),
      });
      expect(login.status).toBe(200);
      expect(((await login.json()) as { user: { role: string } }).user.role).toBe('admin');
    } finally {
      await server.close();
    }
    // A weak password is refused at start, with the reason.
    await expect(
      startServer({
        env: realEnv(tempDir(), { ...adminEnv, LEXSETU_ADMIN_PASSWORD: 'password1' }),
        announce: false,
      }),
    ).rejects.toThrow(/admin password must be Strong/);
  });
});
