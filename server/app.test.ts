// Cross-cutting behaviour of the middleware chain: errors, validation, headers, CORS, body limits.
import { Router } from '@koa/router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@contract';
import type { AppDeps } from './types';
import { multipart } from './middlewares/body';
import { mounter } from './routes/mount';
import { createTestApp, type TestApp } from './test/harness';

// Test-only routes, mounted under /api/test through createApp's extraRouters hook; the two that take input are
// declared and mounted as every API endpoint is (public, so the mount never needs the database).
const testRouter = new Router({ prefix: '/test' });
const mount = mounter({ config: { jwtSecret: 'unused', maxUploadMb: 1 } } as unknown as AppDeps);
const echo = endpoint({
  method: 'POST',
  path: '/api/echo',
  access: 'public',
  tag: 'Test',
  summary: 'Echoes a validated body',
  input: { body: z.object({ email: z.email(), age: z.number().int().optional() }) },
  reply: z.unknown(),
});
const query = endpoint({
  method: 'GET',
  path: '/api/query',
  access: 'public',
  tag: 'Test',
  summary: 'Echoes a validated query',
  input: { query: z.object({ tab: z.enum(['upcoming', 'past']) }) },
  reply: z.unknown(),
});
testRouter.get('/boom', () => {
  throw new Error('secret database detail');
});
mount(testRouter, echo, ({ body }) => body);
mount(testRouter, query, ({ query }) => query);
testRouter.post('/upload', multipart({ maxUploadMb: 1 }), (ctx) => {
  const files = ctx.request.files ?? {};
  ctx.body = { fields: ctx.request.body, files: Object.keys(files) };
});

let t: TestApp;
beforeAll(
  async () =>
    (t = await createTestApp({ seed: false, extraRouters: [testRouter], env: { LEXSETU_LOG: 'true' } })),
);
afterAll(() => t.close());

describe('errors', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.api.get('/api/xyz');
    expect(res).toMatchObject({
      status: 404,
      body: { message: 'Not found: GET /api/xyz', code: 'not_found' },
    });
    expect((await t.api.post('/api/xyz', {})).status).toBe(404);
    // A known path asked with a method it does not take is a 405 naming the ones it does.
    const wrongMethod = await t.api.post('/api/health', {});
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toContain('GET');
  });

  it('answers malformed JSON with 400 and no stack', async () => {
    const res = await t.api.send('POST', '/api/test/echo', {
      body: '{"email": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'Malformed JSON body', code: 'validation_error' },
    });
    expect(res.text).not.toMatch(/at |stack/i);
  });

  it('names the invalid field', async () => {
    const res = await t.api.post('/api/test/echo', { email: 'nope' });
    expect(res).toMatchObject({ status: 400, body: { code: 'validation_error' } });
    expect((res.body as { message: string }).message).toMatch(/^email: /);
    expect((await t.api.post('/api/test/echo', { email: 'a@b.in', age: 'x' })).body).toMatchObject({
      message: expect.stringMatching(/^age: /),
    });
    expect((await t.api.get('/api/test/query?tab=other')).body).toMatchObject({
      message: expect.stringMatching(/^tab: /),
    });
    expect(await t.api.post('/api/test/echo', { email: 'a@b.in', extra: 1 })).toMatchObject({
      status: 200,
      body: { email: 'a@b.in' },
    });
  });

  it('hides the stack of an unexpected error and logs it instead', async () => {
    const res = await t.api.get('/api/test/boom');
    expect(res).toMatchObject({
      status: 500,
      body: { message: 'Internal server error', code: 'internal_error' },
    });
    expect(res.text).not.toContain('secret database detail');
    expect(t.logs.error.join('\n')).toContain('secret database detail');
    // The stack is logged once, by the error handler; the request's own line only says 500.
    // Written when the response finishes, maybe after the client read it; earlier tests' lines are there already.
    const boomLine = () =>
      t.logs.lines.find((l) => (l.req as { url?: string } | undefined)?.url === '/api/test/boom');
    await vi.waitFor(() => expect(boomLine()).toBeDefined(), { timeout: 10_000 });
    const line = boomLine();
    expect(line).toMatchObject({ level: 50, msg: 'request completed', res: { statusCode: 500 } });
    expect(line).not.toHaveProperty('err');
  });

  it('answers 503 (not 500) when the database cannot be reached, with a sentence and Retry-After', async () => {
    const other = await createTestApp({ seed: false, extraRouters: [testRouter] });
    try {
      await other.db.destroy();
      const res = await other.api.post('/api/login', { email: 'a@b.in', password: 'whatever-it-is' });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        message: 'LexSetu cannot reach its database right now. Please try again in a minute.',
        code: 'service_unavailable',
        reason: 'database_unreachable',
        text: 'LexSetu cannot reach its database right now. Please try again in a minute.',
      });
      expect(res.headers.get('retry-after')).toBe('5');
    } finally {
      await other.close().catch(() => undefined);
    }
  });

  it('answers a JSON body over 1 MB with 413', async () => {
    const res = await t.api.post('/api/test/echo', { email: 'a@b.in', padding: 'x'.repeat(1_100_000) });
    expect(res).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
  });
});

describe('multipart uploads', () => {
  const form = (bytes: number) => {
    const data = new FormData();
    data.set('title', 'Lease');
    data.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'lease.pdf');
    return data;
  };

  it('parses fields and files within the limit', async () => {
    const res = await fetch(`${t.url}/api/test/upload`, { method: 'POST', body: form(1000) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ fields: { title: 'Lease' }, files: ['file'] });
  });

  it('answers 413 over the upload limit and 415 for a non-multipart body', async () => {
    const big = await fetch(`${t.url}/api/test/upload`, { method: 'POST', body: form(1.5 * 1024 * 1024) });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: 'payload_too_large' });
    expect(await t.api.post('/api/test/upload', { title: 'x' })).toMatchObject({
      status: 415,
      body: { code: 'unsupported_media_type' },
    });
  });
});

describe('security headers', () => {
  it('are set on API and website responses', async () => {
    for (const path of ['/api/health', '/api/xyz', '/']) {
      const { headers } = await t.api.get(path);
      expect(headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('content-security-policy')).toContain("style-src 'self' 'unsafe-inline'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
      // The demo gateway needs no outside script: none is allowed.
      expect(headers.get('content-security-policy')).toContain("script-src 'self';");
      expect(headers.get('content-security-policy')).not.toContain('razorpay');
    }
  });
});

describe('CORS', () => {
  it('allows a listed origin, including the Authorization header in preflight', async () => {
    const res = await t.api.get('/api/health', { headers: { Origin: 'http://localhost:5173' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const preflight = await t.api.send('OPTIONS', '/api/validate-token', {
      headers: {
        Origin: 'app://lexsetu',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('app://lexsetu');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('gives no CORS headers to other origins, nor to file:// (null)', async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const res = await t.api.get('/api/health', { headers: { Origin: origin } });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('answers a request without Origin with no CORS headers, still varying by Origin for caches', async () => {
    for (const res of [
      await t.api.get('/api/health'),
      await t.api.get('/api/health', { headers: { Origin: 'http://localhost:5173' } }),
    ])
      expect(res.headers.get('vary')).toMatch(/\bOrigin\b/);
    const plain = await t.api.get('/api/health');
    expect([...plain.headers.keys()].filter((h) => h.startsWith('access-control-'))).toEqual([]);
  });
});
