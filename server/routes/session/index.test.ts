import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import jwt from 'jsonwebtoken';
import { validateTokenResponseSchema } from '@contract';
import { demoLogins } from '../../db/seed';
import { testJwtSecret } from '../../test/harness';
import { revokeAllSessions, revokeSession, sessionIsLive } from '../../services/sessions';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const unauthorized = {
  message: 'Unauthorized',
  code: 'unauthorized',
  reason: 'unauthorized',
  text: 'Unauthorized',
};

describe('/api/validate-token', () => {
  it('answers 401 without a token or with a bad one', async () => {
    expect(await t.api.get('/api/validate-token')).toMatchObject({ status: 401, body: unauthorized });
    expect(await t.api.post('/api/validate-token', undefined, { token: 'not-a-jwt' })).toMatchObject({
      status: 401,
      body: unauthorized,
    });
    const forged = jwt.sign({ sid: 'x' }, 'another-secret-another-secret-0123456789', {
      subject: demoLogins[0].id,
    });
    expect(await t.api.get('/api/validate-token', { token: forged })).toMatchObject({
      status: 401,
      body: unauthorized,
    });
  });

  it('answers 200 with the user for a live token, on GET and POST', async () => {
    const { token } = await t.tokenFor();
    const expected = {
      _id: demoLogins[0].id,
      name: 'Asha Verma',
      email: 'asha@demo.lexsetu.in',
      role: 'consumer',
      hasPhoto: false,
    };
    const get = await t.api.get('/api/validate-token', { token });
    expect(get.status).toBe(200);
    expect(validateTokenResponseSchema.strict().parse(get.body)).toEqual(expected);
    const post = await t.api.post('/api/validate-token', {}, { token });
    expect(post).toMatchObject({ status: 200, body: expected });
  });

  it("refuses a guard check whose body is not an object (the spec's client posts {})", async () => {
    const { token } = await t.tokenFor();
    const refused = await t.api.post<{ code: string }>('/api/validate-token', ['{}'], { token });
    expect(refused).toMatchObject({ status: 400, body: { code: 'validation_error' } });
  });

  it('answers 401 once the session is revoked, while other sessions stay live', async () => {
    const revoked = await t.tokenFor();
    const other = await t.tokenFor();
    await revokeSession(t.db, revoked.sessionId, t.deps.clock.now());
    // Twice: the refusal is not remembered as a live session either.
    for (let i = 0; i < 2; i++)
      expect(await t.api.get('/api/validate-token', { token: revoked.token })).toMatchObject({
        status: 401,
        body: unauthorized,
      });
    expect((await t.api.get('/api/validate-token', { token: other.token })).status).toBe(200);
  });

  it('the token names its session and user and expires in 7 days', async () => {
    const { token, sessionId } = await t.tokenFor(demoLogins[1].email);
    const claims = jwt.decode(token) as jwt.JwtPayload;
    expect(claims).toMatchObject({ sid: sessionId, sub: demoLogins[1].id });
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 60 * 60);
    expect(jwt.decode(token, { complete: true })?.header.alg).toBe('HS256');
  });
});

describe('tokens signed with the server secret but not made by it', () => {
  it('answers 401 for a token without a session, a user or an expiry, with a session or user that is not text, or signed with another algorithm', async () => {
    const { token, sessionId } = await t.tokenFor();
    const { sub } = jwt.decode(token) as jwt.JwtPayload;
    const sign = (claims: object, options: jwt.SignOptions = {}) =>
      jwt.sign(claims, testJwtSecret, { algorithm: 'HS256', ...options });
    const forged = {
      noSession: sign({}, { subject: sub, expiresIn: 60 }),
      noUser: sign({ sid: sessionId }, { expiresIn: 60 }),
      // Never expires: a stolen token would work for ever.
      noExpiry: sign({ sid: sessionId }, { subject: sub }),
      numericSession: sign({ sid: 42 }, { subject: sub, expiresIn: 60 }),
      // A list is not a session id nor a user id, even one naming the real ones.
      listSession: sign({ sid: [sessionId] }, { subject: sub, expiresIn: 60 }),
      listUser: sign({ sid: sessionId, sub: [sub] }, { expiresIn: 60 }),
      // Only HS256 is accepted, though the secret is the same.
      otherAlgorithm: sign({ sid: sessionId }, { subject: sub, expiresIn: 60, algorithm: 'HS512' }),
    };
    for (const [name, forgedToken] of Object.entries(forged)) {
      const res = await t.api.get('/api/validate-token', { token: forgedToken });
      expect([name, res.status, res.body]).toEqual([name, 401, unauthorized]);
    }
    // The same session signed properly passes: only the missing claim was refused.
    const proper = sign({ sid: sessionId }, { subject: sub, expiresIn: 60 });
    expect((await t.api.get('/api/validate-token', { token: proper })).status).toBe(200);
  });
});

describe('a session token at the end of its 7 days', () => {
  afterEach(() => vi.useRealTimers());

  it('is refused once it expires, even though its earlier check is cached', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { token } = await t.tokenFor();
    // Twice: the second answer comes from the cache.
    expect((await t.api.get('/api/validate-token', { token })).status).toBe(200);
    expect((await t.api.get('/api/validate-token', { token })).status).toBe(200);
    const { exp } = jwt.decode(token) as jwt.JwtPayload;
    vi.setSystemTime(exp! * 1000 - 1_000);
    expect((await t.api.get('/api/validate-token', { token })).status).toBe(200);
    // The second it expires, not a millisecond later.
    vi.setSystemTime(exp! * 1000);
    expect(await t.api.get('/api/validate-token', { token })).toMatchObject({
      status: 401,
      body: unauthorized,
    });
    vi.setSystemTime(exp! * 1000 + 1_000);
    expect(await t.api.get('/api/validate-token', { token })).toMatchObject({
      status: 401,
      body: unauthorized,
    });
  });
});

describe('ending sessions', () => {
  it('ends every session of one user (a password reset) and no one else’s', async () => {
    const mine = [await t.tokenFor(demoLogins[1].email), await t.tokenFor(demoLogins[1].email)];
    const theirs = await t.tokenFor(demoLogins[2].email);
    await revokeAllSessions(t.db, demoLogins[1].id, t.deps.clock.now().toISOString());
    for (const { token } of mine)
      expect(await t.api.get('/api/validate-token', { token })).toMatchObject({
        status: 401,
        body: unauthorized,
      });
    expect((await t.api.get('/api/validate-token', { token: theirs.token })).status).toBe(200);
  });

  it('tells the realtime hub a session is live until it is revoked; an unknown one never is', async () => {
    const { sessionId } = await t.tokenFor();
    expect(await sessionIsLive(t.db, sessionId)).toBe(true);
    await revokeSession(t.db, sessionId, t.deps.clock.now());
    expect(await sessionIsLive(t.db, sessionId)).toBe(false);
    expect(await sessionIsLive(t.db, 'NO-SUCH-SESSION')).toBe(false);
  });

  it('ends a session already ended (two sign-outs at once) without an error', async () => {
    const { sessionId } = await t.tokenFor();
    await revokeSession(t.db, sessionId, t.deps.clock.now());
    await expect(revokeSession(t.db, sessionId, t.deps.clock.now())).resolves.toBeUndefined();
    expect(await sessionIsLive(t.db, sessionId)).toBe(false);
  });
});
