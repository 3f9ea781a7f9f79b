import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { loginResponseSchema, registerResponseSchema } from '@contract';
import { demoLogins } from '../../db/seed';
import { testClock, type TestClock } from '../../test/clock';
import { createTestApp, testJwtSecret, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

let counter = 0;
const freshEmail = () => `user${++counter}.${Date.now()}@example.in`;
const goodPassword = 'Nyaya#Setu2024';

async function register(body: Record<string, unknown>) {
  return t.api.post<{ message: string; user: { _id: string; role: string; name: string } }>(
    '/api/register',
    body,
  );
}

async function storedUser(email: string) {
  return t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
}

describe('POST /api/register', () => {
  it('creates a consumer account: 201, message, user with the email local part as name', async () => {
    const email = freshEmail();
    const res = await register({ email, password: goodPassword, role: 'consumer', consultationTypes: [''] });
    expect(res.status).toBe(201);
    const body = registerResponseSchema.strict().parse(res.body);
    expect(body).toMatchObject({
      message: 'Account created successfully',
      user: { email, role: 'consumer', name: email.split('@')[0] },
    });
    expect(body.user).not.toHaveProperty('password_hash');
    const row = await storedUser(email);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.consultation_types).toBe('[]');
  });

  it('keeps professional, stores any other role as consumer and ignores extra fields', async () => {
    const pro = freshEmail();
    expect((await register({ email: pro, password: goodPassword, role: 'professional' })).body).toMatchObject(
      {
        user: { role: 'professional' },
      },
    );
    const sneaky = freshEmail();
    const res = await register({
      email: sneaky,
      password: goodPassword,
      role: 'admin',
      isPremium: true,
      id: 'X',
    });
    expect(res.status).toBe(201);
    expect(res.body.user.role).toBe('consumer');
    expect(res.body.user).not.toHaveProperty('isPremium');
    const row = await storedUser(sneaky);
    expect(row.role).toBe('consumer');
    expect(row.id).not.toBe('X');
    expect(row).not.toHaveProperty('isPremium');
  });

  it('answers 409 for an email already registered, whatever its case', async () => {
    const res = await register({ email: ' ASHA@demo.lexsetu.in ', password: goodPassword, role: 'consumer' });
    expect(res).toMatchObject({
      status: 409,
      body: { message: 'An account with this email already exists.', code: 'conflict' },
    });
  });

  it('answers 400 naming the field for a bad email or password, in a message without the field key', async () => {
    const badEmail = await register({ email: 'not-an-email', password: goodPassword, role: 'consumer' });
    expect(badEmail).toMatchObject({
      status: 400,
      body: {
        code: 'validation_error',
        field: 'email',
        message: 'Please enter a valid Email or phone number.',
      },
    });
    const short = await register({ email: freshEmail(), password: 'Ab1!xyz', role: 'consumer' });
    expect(short).toMatchObject({
      status: 400,
      body: { message: 'Password must be at least 8 characters.', field: 'password' },
    });
    const long = await register({ email: freshEmail(), password: 'a'.repeat(129), role: 'consumer' });
    expect(long).toMatchObject({
      status: 400,
      body: { message: 'Password must be at most 128 characters.' },
    });
    const missing = await register({ email: freshEmail(), role: 'consumer' });
    expect(missing).toMatchObject({ status: 400, body: { message: 'Password is required.' } });
  });

  it("stores the name given at sign-up (the e-mail's first part when none is given)", async () => {
    const named = freshEmail();
    const res = await register({
      name: '  Kavya Iyer ',
      email: named,
      password: goodPassword,
      role: 'professional',
    });
    expect(res.status).toBe(201);
    expect(res.body.user.name).toBe('Kavya Iyer');
    expect((await storedUser(named)).name).toBe('Kavya Iyer');
    const unnamed = freshEmail();
    const plain = await register({ email: unnamed, password: goodPassword, role: 'consumer' });
    expect(plain.body.user.name).toBe(unnamed.split('@')[0]);
    const blank = await register({
      name: '   ',
      email: freshEmail(),
      password: goodPassword,
      role: 'consumer',
    });
    expect(blank).toMatchObject({ status: 400, body: { message: 'Please enter your name.', field: 'name' } });
  });

  it('keeps the language of the page signed up on (Accept-Language): Hindi or Tamil, else English', async () => {
    const settingsAfter = async (acceptLanguage?: string) => {
      const email = freshEmail();
      const res = await t.api.post<{ user: { _id: string } }>(
        '/api/register',
        { email, password: goodPassword, role: 'consumer' },
        { headers: acceptLanguage ? { 'Accept-Language': acceptLanguage } : {} },
      );
      expect(res.status).toBe(201);
      const login = await t.api.post<{ token: string }>('/api/login', { email, password: goodPassword });
      return (await t.api.get<{ preferredLanguage: string }>('/api/settings', { token: login.body.token }))
        .body;
    };
    expect((await settingsAfter('hi')).preferredLanguage).toBe('Hindi');
    expect((await settingsAfter('ta-IN, en;q=0.5')).preferredLanguage).toBe('Tamil');
    expect((await settingsAfter('fr, en;q=0.8')).preferredLanguage).toBe('English');
    expect((await settingsAfter()).preferredLanguage).toBe('English');
  });

  it('refuses a common password, whatever its case', async () => {
    for (const password of ['password123', 'PassWord123', 'Qwerty@123']) {
      const res = await register({ email: freshEmail(), password, role: 'consumer' });
      expect(res).toMatchObject({
        status: 400,
        body: { message: 'This password is too common. Please choose another.' },
      });
    }
  });

  it('accepts a 64-character passphrase with any characters, which then logs in', async () => {
    const email = freshEmail();
    const password = 'correct horse battery staple — नमस्ते — 🙂 and some more words!!'.padEnd(64, '.');
    expect(password).toHaveLength(64);
    expect((await register({ email, password, role: 'consumer' })).status).toBe(201);
    const login = await t.api.post('/api/login', { email, password });
    expect(login.status).toBe(200);
  });
});

describe('POST /api/login', () => {
  it('answers 200 with a 7-day HS256 token and the user; the token passes validate-token', async () => {
    const res = await t.api.post('/api/login', { email: 'Rohan@demo.lexsetu.in', password: 'Demo@1234' });
    expect(res.status).toBe(200);
    const body = loginResponseSchema.strict().parse(res.body);
    expect(body.user).toEqual({
      _id: demoLogins[1].id,
      name: 'Adv. Rohan Mehta',
      email: 'rohan@demo.lexsetu.in',
      role: 'professional',
      hasPhoto: false,
    });
    const { header, payload } = jwt.decode(body.token, { complete: true }) as jwt.Jwt;
    expect(header.alg).toBe('HS256');
    const claims = payload as jwt.JwtPayload;
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 60 * 60);
    expect((await t.api.get('/api/validate-token', { token: body.token })).status).toBe(200);
  });

  it('answers 404 for an unknown email and 400 for a wrong password', async () => {
    expect(
      await t.api.post('/api/login', { email: 'nobody@example.in', password: 'whatever1' }),
    ).toMatchObject({
      status: 404,
      body: { message: 'User not found. Please check your details.' },
    });
    expect(
      await t.api.post('/api/login', { email: 'asha@demo.lexsetu.in', password: 'Wrong@1234' }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Invalid email or password.' },
    });
    expect(await t.api.post('/api/login', { email: 'asha@demo.lexsetu.in' })).toMatchObject({ status: 400 });
  });

  it('rejects a token signed with alg none', async () => {
    const { sessionId } = await t.tokenFor();
    const unsigned = jwt.sign({ sid: sessionId }, '', { algorithm: 'none', subject: demoLogins[0].id });
    expect(jwt.decode(unsigned, { complete: true })?.header.alg).toBe('none');
    expect(await t.api.get('/api/validate-token', { token: unsigned })).toMatchObject({ status: 401 });
    expect(await t.api.get('/api/sessions', { token: unsigned })).toMatchObject({ status: 401 });
  });

  it('rejects tokens signed with the right secret but another algorithm (HS512, RS256 confusion)', async () => {
    const { sessionId } = await t.tokenFor();
    const claims = { sid: sessionId, sub: demoLogins[0].id, exp: Math.floor(Date.now() / 1000) + 3600 };
    const hs512 = jwt.sign(claims, testJwtSecret, { algorithm: 'HS512' });
    // Algorithm confusion: the header claims RS256, the signature is an HMAC keyed with the shared secret.
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}`;
    const rs256 = `${unsigned}.${createHmac('sha256', testJwtSecret).update(unsigned).digest('base64url')}`;
    expect(jwt.decode(rs256, { complete: true })?.header.alg).toBe('RS256');
    for (const forged of [hs512, rs256]) {
      expect(await t.api.get('/api/validate-token', { token: forged })).toMatchObject({ status: 401 });
      expect(await t.api.get('/api/sessions', { token: forged })).toMatchObject({ status: 401 });
    }
    // The same claims and secret with the server's own algorithm pass: only the algorithm was refused.
    const hs256 = jwt.sign(claims, testJwtSecret, { algorithm: 'HS256' });
    expect((await t.api.get('/api/validate-token', { token: hs256 })).status).toBe(200);
  });
});

describe('rate limits on POST /api/login', () => {
  // Client addresses as a trusted proxy reports them.
  const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });
  const wrong = { email: 'asha@demo.lexsetu.in', password: 'Wrong@1234' };
  const right = { email: 'asha@demo.lexsetu.in', password: 'Demo@1234' };

  async function withApp(
    env: Record<string, string>,
    use: (app: TestApp, clock: TestClock) => Promise<void>,
  ) {
    const clock = testClock();
    const app = await createTestApp({ clock, env });
    try {
      await use(app, clock);
    } finally {
      await app.close();
    }
  }

  it('counts failed logins only: a day of successful logins is never refused', async () => {
    await withApp({}, async (app) => {
      for (let i = 0; i < 60; i++) expect((await app.api.post('/api/login', right)).status).toBe(200);
    });
  });

  it('10 wrong passwords for one e-mail from one address: 429 saying when; the owner elsewhere still gets in', async () => {
    await withApp({ LEXSETU_TRUST_PROXY: 'true' }, async (app, clock) => {
      for (let i = 0; i < 10; i++)
        expect((await app.api.post('/api/login', wrong, from('203.0.113.5'))).status).toBe(400);
      const limited = await app.api.post('/api/login', right, from('203.0.113.5'));
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ code: 'rate_limited' });
      expect((limited.body as { message: string }).message).toMatch(
        /^Too many login attempts\. Please try again in \d+ seconds\.$/,
      );
      expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
      // 25 wrong guesses in all from that address: the owner at the office is not locked out.
      for (let i = 0; i < 15; i++) await app.api.post('/api/login', wrong, from('203.0.113.5'));
      expect((await app.api.post('/api/login', right, from('198.51.100.7'))).status).toBe(200);
      clock.advance(15 * 60_000);
      expect((await app.api.post('/api/login', right, from('203.0.113.5'))).status).toBe(200);
    });
  });

  it('holds the e-mail lock for the whole 15 minutes through the minute sweeps: 14:59 locked, 15:00 in', async () => {
    await withApp({ LEXSETU_TRUST_PROXY: 'true' }, async (app, clock) => {
      for (let i = 0; i < 10; i++) await app.api.post('/api/login', wrong, from('203.0.113.5'));
      // A guess a minute: each one runs the sweep that forgets finished windows, none may end this one.
      for (let minute = 1; minute <= 14; minute++) {
        clock.advance(60_000);
        expect((await app.api.post('/api/login', right, from('203.0.113.5'))).status).toBe(429);
      }
      clock.advance(59_000); // 14:59 after the tenth failure
      const last = await app.api.post('/api/login', right, from('203.0.113.5'));
      expect(last.status).toBe(429);
      expect(last.headers.get('Retry-After')).toBe('1');
      clock.advance(1_000); // 15:00
      expect((await app.api.post('/api/login', right, from('203.0.113.5'))).status).toBe(200);
    });
  });

  it('lets the tenth wrong password through and refuses the eleventh attempt, even with the right one', async () => {
    await withApp({ LEXSETU_TRUST_PROXY: 'true' }, async (app) => {
      for (let i = 0; i < 9; i++) await app.api.post('/api/login', wrong, from('203.0.113.5'));
      expect(await app.api.post('/api/login', wrong, from('203.0.113.5'))).toMatchObject({
        status: 400,
        body: { message: 'Invalid email or password.' },
      });
      expect((await app.api.post('/api/login', right, from('203.0.113.5'))).status).toBe(429);
    });
  });

  it('holds the address lock (50 across e-mails) for 15 minutes: 14:59 locked, 15:00 in', async () => {
    await withApp({ LEXSETU_TRUST_PROXY: 'true' }, async (app, clock) => {
      for (let i = 0; i < 49; i++)
        await app.api.post(
          '/api/login',
          { email: `nobody${i}@example.in`, password: 'whatever1' },
          from('203.0.113.9'),
        );
      // The fiftieth failure is still answered; the next attempt is not.
      expect(
        (
          await app.api.post(
            '/api/login',
            { email: 'last@example.in', password: 'whatever1' },
            from('203.0.113.9'),
          )
        ).status,
      ).toBe(404);
      clock.advance(15 * 60_000 - 1_000);
      expect((await app.api.post('/api/login', right, from('203.0.113.9'))).status).toBe(429);
      clock.advance(1_000);
      expect((await app.api.post('/api/login', right, from('203.0.113.9'))).status).toBe(200);
    });
  });

  it('50 failed logins from one address across e-mails: the address waits, others do not', async () => {
    await withApp({ LEXSETU_TRUST_PROXY: 'true' }, async (app) => {
      for (let i = 0; i < 50; i++) {
        const res = await app.api.post(
          '/api/login',
          { email: `nobody${i}@example.in`, password: 'whatever1' },
          from('203.0.113.9'),
        );
        expect(res.status).toBe(404);
      }
      expect(await app.api.post('/api/login', right, from('203.0.113.9'))).toMatchObject({
        status: 429,
        body: { code: 'rate_limited' },
      });
      expect((await app.api.post('/api/login', right, from('198.51.100.7'))).status).toBe(200);
    });
  });

  it('ignores X-Forwarded-For unless LEXSETU_TRUST_PROXY is on (one socket, one address)', async () => {
    await withApp({}, async (app) => {
      for (let i = 0; i < 10; i++) await app.api.post('/api/login', wrong, from(`203.0.113.${i}`));
      expect((await app.api.post('/api/login', right, from('198.51.100.7'))).status).toBe(429);
    });
  });

  it('trusts only the address the proxy appended, not one the client wrote before it', async () => {
    await withApp({ LEXSETU_TRUST_PROXY: 'true' }, async (app) => {
      for (let i = 0; i < 10; i++) await app.api.post('/api/login', wrong, from(`10.9.9.${i}, 203.0.113.5`));
      expect((await app.api.post('/api/login', right, from('10.0.0.1, 203.0.113.5'))).status).toBe(429);
    });
  });
});

describe('rate limits on POST /api/register', () => {
  const signUp = (app: TestApp, i: number, address = '203.0.113.5') =>
    app.api.post(
      '/api/register',
      { email: `new${i}.${Date.now()}@example.in`, password: 'Str0ng!Pass', role: 'consumer' },
      { headers: { 'X-Forwarded-For': address } },
    );

  it('20 sign-ups per address per 10 minutes by default, then 429 saying when', async () => {
    const clock = testClock();
    const app = await createTestApp({ clock, env: { LEXSETU_TRUST_PROXY: 'true' } });
    try {
      for (let i = 0; i < 20; i++) expect((await signUp(app, i)).status).toBe(201);
      const limited = await signUp(app, 20);
      expect(limited.status).toBe(429);
      expect((limited.body as { message: string }).message).toMatch(
        /^Too many accounts were created from this network\. Please try again in \d+ seconds\.$/,
      );
      expect((await signUp(app, 21, '198.51.100.7')).status).toBe(201);
      clock.advance(10 * 60_000);
      expect((await signUp(app, 22)).status).toBe(201);
    } finally {
      await app.close();
    }
  });

  it('LEXSETU_SIGNUP_LIMIT sets the number (an office behind one address)', async () => {
    const app = await createTestApp({
      clock: testClock(),
      env: { LEXSETU_TRUST_PROXY: 'true', LEXSETU_SIGNUP_LIMIT: '3' },
    });
    try {
      for (let i = 0; i < 3; i++) expect((await signUp(app, i)).status).toBe(201);
      expect((await signUp(app, 3)).status).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/logout', () => {
  it('revokes the current session only', async () => {
    const current = await t.tokenFor();
    const other = await t.tokenFor();
    expect(await t.api.post('/api/logout', {}, { token: current.token })).toMatchObject({
      status: 200,
      body: { message: 'Logged out successfully.' },
    });
    expect((await t.api.get('/api/validate-token', { token: current.token })).status).toBe(401);
    expect((await t.api.post('/api/logout', {}, { token: current.token })).status).toBe(401);
    expect((await t.api.get('/api/validate-token', { token: other.token })).status).toBe(200);
  });
});

describe('POST /api/consultation-types', () => {
  const five = ['Civil', 'Criminal', 'Family', 'Tax', 'Maritime law'];

  it('saves the selection of the signed-in user', async () => {
    const email = freshEmail();
    await register({ email, password: goodPassword, role: 'professional' });
    const login = await t.api.post<{ token: string }>('/api/login', { email, password: goodPassword });
    const res = await t.api.post('/api/consultation-types', { selected: five }, { token: login.body.token });
    expect(res).toMatchObject({ status: 200, body: { message: 'Selections submitted successfully!' } });
    expect(JSON.parse((await storedUser(email)).consultation_types)).toEqual(five);
  });

  it('answers 400 for fewer than 5 or unknown types, and 401 without a token', async () => {
    const { token } = await t.tokenFor();
    expect(
      await t.api.post('/api/consultation-types', { selected: five.slice(0, 4) }, { token }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Select at least 5 consultation types.' },
    });
    expect(
      (
        await t.api.post(
          '/api/consultation-types',
          { selected: [...five.slice(0, 4), 'Astrology'] },
          { token },
        )
      ).status,
    ).toBe(400);
    expect((await t.api.post('/api/consultation-types', { selected: five })).status).toBe(401);
  });
});
