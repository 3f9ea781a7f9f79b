import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => (t = await createTestApp({ env: { LEXSETU_LOG: 'true' } })));
afterAll(() => t.close());

const requestLines = () => t.logs.lines.filter((l) => l.req);

describe('requestLog', () => {
  it("writes one JSON line per request in pino-http's shape: id, method, path without query, status, time", async () => {
    const res = await t.api.get('/api/xyz?email=asha@demo.lexsetu.in', { token: 'secret-token-value' });
    // the line is written when the response finishes, which may be after the client has read it
    await vi.waitFor(() => expect(requestLines()).toHaveLength(1), { timeout: 10_000 });
    const line = requestLines()[0]!;
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/xyz' },
      res: { statusCode: 404 },
    });
    // The same envelope as every other line of the logger (log collectors group by it).
    expect(line).toMatchObject({ pid: process.pid, hostname: hostname() });
    expect(typeof line.time).toBe('number');
    expect(typeof line.responseTime).toBe('number');
    expect((line.req as { id: string }).id).toBe(res.headers.get('x-request-id'));
    const text = JSON.stringify(t.logs.lines);
    expect(text).not.toContain('secret-token-value');
    expect(text).not.toContain('asha@demo.lexsetu.in');
  });

  it('names the signed-in user by id, never a password, token or code from a login', async () => {
    const { token } = await t.tokenFor('asha@demo.lexsetu.in');
    const me = await t.api.get<{ _id: string }>('/api/validate-token', { token });
    await t.api.post('/api/login', { email: 'asha@demo.lexsetu.in', password: 'Not-the-password-42' });
    const lineOf = (url: string) => requestLines().find((l) => (l.req as { url: string }).url === url);
    await vi.waitFor(
      () => {
        expect(lineOf('/api/validate-token')).toBeDefined();
        expect(lineOf('/api/login')).toBeDefined();
      },
      { timeout: 10_000 },
    );
    const signedIn = lineOf('/api/validate-token');
    expect(signedIn?.userId).toBe(me.body._id);
    const text = JSON.stringify(t.logs.lines);
    expect(text).not.toContain('Not-the-password-42');
    expect(text).not.toContain(token);
  });

  it("ignores a client's own X-Request-Id unless the proxy in front is trusted", async () => {
    const res = await t.api.send('GET', '/api/health', { headers: { 'X-Request-Id': 'made-up-by-client' } });
    expect(res.headers.get('x-request-id')).not.toBe('made-up-by-client');
    const behindProxy = await createTestApp({ seed: false, env: { LEXSETU_TRUST_PROXY: 'true' } });
    try {
      const proxied = await behindProxy.api.send('GET', '/api/health', {
        headers: { 'X-Request-Id': 'proxy-7f3a' },
      });
      expect(proxied.headers.get('x-request-id')).toBe('proxy-7f3a');
    } finally {
      await behindProxy.close();
    }
  });
});
