// The hosted topology of compose.yaml, as processes: two LexSetu server processes on one PostgreSQL behind a
// reverse proxy that spreads requests between them and sets X-Forwarded-For and X-Request-Id (as Caddy does;
// the instances run with LEXSETU_TRUST_PROXY=true). A session, a rate limit and a request id hold across both.
import { mkdtempSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchPostgresDatabase, spawnServer, type ServerProcess } from './test/serverProcess';

const admin = { email: 'owner@firm.example.in', password: 'Owner#Passphrase42' };
let database: Awaited<ReturnType<typeof scratchPostgresDatabase>>;
let instances: ServerProcess[] = [];
let proxy: Server;
let proxyUrl: string;
/** Which instance answered each proxied request, in order. */
const answeredBy: number[] = [];

beforeAll(async () => {
  database = await scratchPostgresDatabase('lexsetu_topology');
  const env = () => ({
    LEXSETU_DATABASE_URL: database.url,
    LEXSETU_DATA_DIR: mkdtempSync(join(tmpdir(), 'lexsetu-topology-')),
    LEXSETU_JWT_SECRET: 'topology-test-secret-0123456789-0123456789-0123456789',
    LEXSETU_DEMO: 'false',
    LEXSETU_TRUST_PROXY: 'true',
    LEXSETU_ADMIN_EMAIL: admin.email,
    LEXSETU_ADMIN_PASSWORD: admin.password,
    PORT: '0',
    HOST: '127.0.0.1',
  });
  // Started together: the migration lock lets one migrate while the other waits.
  instances = await Promise.all([spawnServer(env()), spawnServer(env())]);
  // Round robin; the client's address comes from the test (X-Test-Client), as the proxy sees it on its socket.
  let next = 0;
  proxy = createServer((req, res) => {
    const index = next++ % instances.length;
    answeredBy.push(index);
    const target = new URL(instances[index]!.base);
    const headers = { ...req.headers };
    headers['x-forwarded-for'] = String(req.headers['x-test-client'] ?? '198.51.100.1');
    headers['x-request-id'] = `proxy-${answeredBy.length}`;
    delete headers['x-test-client'];
    const upstream = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (reply) => {
        res.writeHead(reply.statusCode!, reply.headers);
        reply.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
}, 90_000);

afterAll(async () => {
  if (proxy) await new Promise<void>((done) => proxy.close(() => done()));
  await Promise.all(
    instances.map(async (instance) => {
      const exited = instance.exited();
      instance.child.kill('SIGTERM');
      expect((await exited).code).toBe(0);
    }),
  );
  await database.drop();
});

function call(path: string, init: { method?: string; body?: unknown; token?: string; client?: string } = {}) {
  return fetch(`${proxyUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...(init.client ? { 'X-Test-Client': init.client } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

describe('two instances behind a reverse proxy on one PostgreSQL', () => {
  it('keeps a session made on one instance on the other, and echoes the proxy request id', async () => {
    const login = await call('/api/login', { method: 'POST', body: admin });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const checks = await Promise.all([1, 2, 3, 4].map(() => call('/api/validate-token', { token })));
    expect(checks.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answeredBy)).toEqual(new Set([0, 1]));
    expect(checks[0]!.headers.get('x-request-id')).toMatch(/^proxy-\d+$/);
  });

  it('counts failed logins per forwarded client address across both instances; another client still logs in', async () => {
    const attacker = '203.0.113.5';
    const wrong = { email: admin.email, password: 'not the passphrase' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await call('/api/login', { method: 'POST', body: wrong, client: attacker })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400)); // the spec's wrong-password answer
    expect(statuses[10]).toBe(429);
    // Locked out on both instances, even with the right password, from that address only.
    const locked = await Promise.all(
      [1, 2].map(() => call('/api/login', { method: 'POST', body: admin, client: attacker })),
    );
    expect(locked.map((r) => r.status)).toEqual([429, 429]);
    expect((await call('/api/login', { method: 'POST', body: admin, client: '203.0.113.77' })).status).toBe(
      200,
    );
  });

  it('keeps /metrics from callers that come through the proxy', async () => {
    expect((await call('/metrics')).status).toBe(403);
    // …while the instance itself answers its own machine.
    expect((await fetch(`${instances[0]!.base}/metrics`)).status).toBe(200);
  });
});
