// Bodies and queries crafted to break parsing: each is a 400 naming the problem, never a 500, and saves nothing.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.tokenFor()).token;
});
afterAll(() => t.close());

const raw = (method: string, path: string, body: Buffer, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${path}`, {
    method,
    body: new Uint8Array(body),
    headers: { 'Content-Type': 'application/json', ...headers },
  });

describe('hostile bodies', () => {
  it.each(['gzip', 'br', 'deflate'])(
    'a body whose Content-Encoding %s does not decode is a 400',
    async (encoding) => {
      const res = await raw('POST', '/api/login', Buffer.from('this is not compressed'), {
        'Content-Encoding': encoding,
      });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(
        /Content-Encoding|compressed|decode/i,
      );
    },
  );

  it('a gzip body that does decode is read', async () => {
    const res = await raw(
      'POST',
      '/api/login',
      gzipSync(JSON.stringify({ email: 'asha@demo.lexsetu.in', password: 'Demo@1234' })),
      { 'Content-Encoding': 'gzip' },
    );
    expect(res.status).toBe(200);
  });

  it('invalid UTF-8 in a JSON body is a 400', async () => {
    const body = Buffer.concat([
      Buffer.from('{"email":"a'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('@x.in","password":"x"}'),
    ]);
    const res = await raw('POST', '/api/login', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/UTF-8/);
  });

  it('a NUL byte in a text field is a 400 naming the field, and nothing is saved', async () => {
    const res = await raw(
      'POST',
      '/api/support-tickets',
      Buffer.from(JSON.stringify({ subject: 'Help\u0000me', message: 'A message long enough to be valid.' })),
      { Authorization: `Bearer ${token}` },
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/subject|NUL|control/i);
  });

  const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
  it.each([
    ['signed out', 'POST', '/api/login', undefined],
    ['signed in', 'PATCH', '/api/profile', 'token'],
    ['signed in', 'PUT', '/api/settings', 'token'],
  ])(
    'a body nested 10,000 levels deep is a 400 naming the limit (%s, %s %s)',
    async (_who, method, path, auth) => {
      const headers = auth ? { Authorization: `Bearer ${token}` } : undefined;
      for (const body of [deep(10_000), `{"name":${deep(65)}}`]) {
        const res = await raw(method, path, Buffer.from(body), headers);
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({
          code: 'validation_error',
          message: 'The request body is nested too deeply: at most 64 levels of objects and arrays.',
        });
      }
    },
  );

  it('brackets inside strings do not count as nesting, and 64 levels are read', async () => {
    const login = { email: 'asha@demo.lexsetu.in', password: 'Demo@1234', note: `${'[{'.repeat(500)}\\"[` };
    expect((await raw('POST', '/api/login', Buffer.from(JSON.stringify(login)))).status).toBe(200);
    // 64 levels reach the endpoint, which names the field it expected as text.
    const res = await raw('POST', '/api/login', Buffer.from(`{"email":${deep(63)}}`));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).not.toMatch(/nested/);
  });

  it('a NUL byte in a query is a 400', async () => {
    const res = await fetch(`${t.url}/api/experts?q=fam%00ily`);
    expect(res.status).toBe(400);
  });

  it.each([
    ['a right-to-left override', 'Rohan \u202EatheM'],
    ['a zero-width space', 'Rohan\u200BMehta'],
    ['a byte-order mark', '\uFEFFRohan Mehta'],
    ['an isolate', 'Rohan \u2066Mehta\u2069'],
  ])('a name with %s is refused with 400 naming the field, and the name stays', async (_what, name) => {
    const before = await t.api.get<{ name: string }>('/api/profile', { token });
    const res = await t.api.send('PATCH', '/api/profile', {
      body: JSON.stringify({ name }),
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'validation_error',
      message: 'name must not contain invisible or text-direction characters.',
    });
    expect((await t.api.get<{ name: string }>('/api/profile', { token })).body.name).toBe(before.body.name);
  });

  it('a request title with an invisible character is refused in a multipart form too', async () => {
    const form = new FormData();
    form.append('title', 'Boundary\u200Fwall');
    form.append('description', 'A wall on my land.');
    const res = await fetch(`${t.url}/api/create-request`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'title must not contain invisible or text-direction characters.',
    });
  });

  it('ordinary text in other scripts, with the joiners Indian scripts need in messages, is accepted', async () => {
    const res = await t.api.send('PATCH', '/api/profile', {
      body: JSON.stringify({ name: 'आशा वर्मा' }),
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent for HTTPS through a trusted proxy, and not for plain HTTP or an untrusted header', async () => {
    const behindProxy = await createTestApp({ env: { LEXSETU_TRUST_PROXY: 'true' } });
    try {
      const https = await behindProxy.api.get('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(https.headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
      expect((await behindProxy.api.get('/api/health')).headers.get('Strict-Transport-Security')).toBeNull();
    } finally {
      await behindProxy.close();
    }
    const forged = await t.api.get('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(forged.headers.get('Strict-Transport-Security')).toBeNull();
  });
});
