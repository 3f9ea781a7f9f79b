// Hosted mode on both cores (issue 36): `LEXSETU_WORKERS=2` runs a primary and two worker processes on one
// port and one PostgreSQL. Connections are spread over both, a session signed in on one is good on the other,
// a worker that dies is replaced, and a stop signal drains everything.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchPostgresDatabase, spawnServer, type ServerProcess } from './test/serverProcess';

const admin = { email: 'owner@firm.example.in', password: 'Owner#Passphrase42' };
let database: Awaited<ReturnType<typeof scratchPostgresDatabase>>;
let server: ServerProcess;
/** The pid of each request line the workers logged, in order. */
const pids: number[] = [];

beforeAll(async () => {
  database = await scratchPostgresDatabase('lexsetu_cluster');
  server = await spawnServer({
    LEXSETU_DATABASE_URL: database.url,
    LEXSETU_WORKERS: '2',
    LEXSETU_DATA_DIR: mkdtempSync(join(tmpdir(), 'lexsetu-cluster-')),
    LEXSETU_JWT_SECRET: 'cluster-test-secret-0123456789-0123456789-0123456789',
    LEXSETU_DEMO: 'false',
    LEXSETU_ADMIN_EMAIL: admin.email,
    LEXSETU_ADMIN_PASSWORD: admin.password,
    LEXSETU_LOG: 'true',
    PORT: '0',
    HOST: '127.0.0.1',
  });
  let rest = '';
  server.child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop()!;
    for (const line of lines) {
      const parsed = JSON.parse(line) as { pid: number; req?: unknown };
      if (parsed.req) pids.push(parsed.pid);
    }
  });
}, 60_000);

afterAll(async () => {
  await database.drop();
});

/** A request on a connection of its own, so the primary hands it to the next worker. */
const fresh = (path: string, init: RequestInit = {}) =>
  fetch(`${server.base}${path}`, { ...init, headers: { ...init.headers, Connection: 'close' } });

describe('LEXSETU_WORKERS=2', () => {
  it('spreads connections over two worker processes that share sessions, and replaces one that dies', async () => {
    const login = await fresh('/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(admin),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    // Only worker 1 says "running at": under load the second may still be starting, and until it listens
    // the primary hands every connection to the first. Ask until both have answered (or 15 s pass).
    let seen = new Set<number>();
    for (let round = 0; round < 75 && seen.size < 2; round++) {
      for (let i = 0; i < 4; i++) {
        const me = await fresh('/api/validate-token', { headers: { Authorization: `Bearer ${token}` } });
        expect(me.status).toBe(200);
      }
      await new Promise((r) => setTimeout(r, 200));
      seen = new Set(pids);
    }
    expect(seen.size).toBe(2);
    expect(seen.has(server.child.pid!)).toBe(false); // the primary serves nothing

    const [victim] = [...seen];
    process.kill(victim!, 'SIGKILL');
    pids.length = 0;
    // A connection the dead worker held is lost with it; soon two workers answer again, one of them new (a
    // worker starts in about 2 s here; loaded CI cores have taken longer than the 5 s this first allowed).
    let after = new Set<number>();
    for (const deadline = Date.now() + 25_000; Date.now() < deadline && after.size < 2;) {
      await fresh('/api/health', { signal: AbortSignal.timeout(2_000) }).catch(() => null);
      after = new Set(pids);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(after.has(victim!)).toBe(false);
    expect(after.size).toBe(2); // a new worker took its place
  }, 60_000);

  it('stops the primary and every worker on SIGTERM, with exit code 0', async () => {
    const workers = [...new Set(pids)];
    const exited = server.exited();
    server.child.kill('SIGTERM');
    const { code, ms } = await exited;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow(); // gone
  }, 20_000);
});
