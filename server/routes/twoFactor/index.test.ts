import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as OTPAuth from 'otpauth';
import { loginResponseSchema, sessionListSchema, twoFactorSetupSchema } from '@contract';
import { currentTotp } from '../../services/twoFactor';
import { testClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const password = 'Nyaya#Setu2024';
const codeFor = (secret: string, offsetMs = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + offsetMs,
  });

async function freshUser() {
  const email = `twofa.${Date.now()}.${Math.floor(performance.now())}@example.in`;
  expect((await t.api.post('/api/register', { email, password, role: 'consumer' })).status).toBe(201);
  const login = await t.api.post<{ token: string }>('/api/login', { email, password });
  return { email, token: login.body.token };
}

describe('two-factor authentication', () => {
  it('set-up → login needs the code → wrong code refused → recovery code works once → disable needs the password', async () => {
    const { email, token } = await freshUser();
    expect((await t.api.get('/api/two-factor', { token })).body).toEqual({ enabled: false });

    const setup = twoFactorSetupSchema.parse((await t.api.post('/api/two-factor/setup', {}, { token })).body);
    expect(setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\/LexSetu:/);
    expect(setup.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    // The secret is never stored in clear.
    const stored = await t.db.selectFrom('two_factor').select('secret_enc').executeTakeFirstOrThrow();
    expect(stored.secret_enc).not.toContain(setup.secret);

    // Until confirmed, login is unchanged.
    expect((await t.api.post('/api/login', { email, password })).status).toBe(200);
    expect(await t.api.post('/api/two-factor/enable', { code: '000000' }, { token })).toMatchObject({
      status: 400,
    });
    const enabled = await t.api.post<{ recoveryCodes: string[] }>(
      '/api/two-factor/enable',
      { code: codeFor(setup.secret) },
      { token },
    );
    expect(enabled.status).toBe(200);
    const { recoveryCodes } = enabled.body;
    expect(recoveryCodes).toHaveLength(10);
    const hashes = await t.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(hashes.map((h) => h.code_hash)).not.toContain(recoveryCodes[0]);
    expect((await t.api.get('/api/two-factor', { token })).body).toEqual({ enabled: true });
    // Set-up cannot be restarted (the secret is never shown again) while it is on.
    expect((await t.api.post('/api/two-factor/setup', {}, { token })).status).toBe(409);

    expect(await t.api.post('/api/login', { email, password })).toMatchObject({
      status: 401,
      body: { code: 'two_factor_required' },
    });
    // A wrong password still says so, before any code is asked.
    expect((await t.api.post('/api/login', { email, password: 'Wrong#Pass2024' })).status).toBe(400);
    const wrong = String((Number(codeFor(setup.secret)) + 1) % 1_000_000).padStart(6, '0');
    expect(await t.api.post('/api/login', { email, password, code: wrong })).toMatchObject({
      status: 400,
      body: { message: 'The authentication code is not valid.' },
    });
    const withCode = await t.api.post('/api/login', { email, password, code: codeFor(setup.secret) });
    expect(withCode.status).toBe(200);
    loginResponseSchema.strict().parse(withCode.body);

    const recovery = recoveryCodes[3]!;
    expect((await t.api.post('/api/login', { email, password, code: recovery.toUpperCase() })).status).toBe(
      200,
    );
    expect((await t.api.post('/api/login', { email, password, code: recovery })).status).toBe(400);

    expect(
      await t.api.post('/api/two-factor/disable', { password: 'Wrong#Pass2024' }, { token }),
    ).toMatchObject({
      status: 400,
      body: { message: 'The password is not correct.' },
    });
    expect((await t.api.post('/api/login', { email, password })).status).toBe(401);
    expect((await t.api.post('/api/two-factor/disable', { password }, { token })).status).toBe(200);
    expect((await t.api.post('/api/login', { email, password })).status).toBe(200);
  });

  it('accepts a login code once: a replay within its window, or an older code, is refused', async () => {
    const { email, token } = await freshUser();
    const setup = twoFactorSetupSchema.parse((await t.api.post('/api/two-factor/setup', {}, { token })).body);
    expect(
      (await t.api.post('/api/two-factor/enable', { code: codeFor(setup.secret) }, { token })).status,
    ).toBe(200);
    const code = codeFor(setup.secret);
    expect((await t.api.post('/api/login', { email, password, code })).status).toBe(200);
    expect(await t.api.post('/api/login', { email, password, code })).toMatchObject({
      status: 400,
      body: { message: 'The authentication code is not valid.' },
    });
    // The previous step's code is still inside the drift window, but older than the one used: refused too.
    expect(
      (await t.api.post('/api/login', { email, password, code: codeFor(setup.secret, -30_000) })).status,
    ).toBe(400);
    // The next code (a phone clock slightly ahead) is new: accepted, once.
    const next = codeFor(setup.secret, 30_000);
    expect((await t.api.post('/api/login', { email, password, code: next })).status).toBe(200);
    expect((await t.api.post('/api/login', { email, password, code: next })).status).toBe(400);
  });

  it('needs a login for every endpoint', async () => {
    expect((await t.api.get('/api/two-factor')).status).toBe(401);
    expect((await t.api.post('/api/two-factor/setup', {})).status).toBe(401);
    expect((await t.api.post('/api/two-factor/enable', { code: '123456' })).status).toBe(401);
    expect((await t.api.post('/api/two-factor/disable', { password })).status).toBe(401);
  });
});

describe('the app clock', () => {
  it('dates the session, its use, the set-up, enabling, a spent recovery code and logout: not the wall clock', async () => {
    // Years away from the wall clock: any time still read from the process would show.
    const clock = testClock(Date.parse('2031-02-03T04:05:06.000Z'));
    const app = await createTestApp({ clock, seed: false });
    try {
      const email = 'clock.twofa@example.in';
      expect((await app.api.post('/api/register', { email, password, role: 'consumer' })).status).toBe(201);
      const { token } = (await app.api.post<{ token: string }>('/api/login', { email, password })).body;
      // Live sessions are those created in the last 7 days by the app clock: this one is.
      const sessions = sessionListSchema.parse((await app.api.get('/api/sessions', { token })).body).items;
      expect(sessions).toMatchObject([{ createdAt: '2031-02-03T04:05:06.000Z', current: true }]);
      clock.advance(60_000);
      const setup = twoFactorSetupSchema.parse(
        (await app.api.post('/api/two-factor/setup', {}, { token })).body,
      );
      clock.advance(60_000);
      const code = currentTotp(setup.secret, clock.now().getTime());
      const enabled = await app.api.post<{ recoveryCodes: string[] }>(
        '/api/two-factor/enable',
        { code },
        { token },
      );
      expect(enabled.status).toBe(200);
      clock.advance(60_000);
      const second = await app.api.post<{ token: string }>('/api/login', {
        email,
        password,
        code: enabled.body.recoveryCodes[0],
      });
      expect(second.status).toBe(200);
      clock.advance(60_000);
      expect((await app.api.post('/api/logout', {}, { token: second.body.token })).status).toBe(200);

      const { id } = await app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(
        await app.db
          .selectFrom('two_factor')
          .select(['created_at', 'enabled_at'])
          .where('user_id', '=', id)
          .executeTakeFirstOrThrow(),
      ).toEqual({ created_at: '2031-02-03T04:06:06.000Z', enabled_at: '2031-02-03T04:07:06.000Z' });
      const spent = await app.db
        .selectFrom('recovery_codes')
        .select('used_at')
        .where('user_id', '=', id)
        .where('used_at', 'is not', null)
        .execute();
      expect(spent).toEqual([{ used_at: '2031-02-03T04:08:06.000Z' }]);
      // Last seen when last used (touched at most once a minute), revoked at logout.
      expect(
        await app.db
          .selectFrom('sessions')
          .select(['created_at', 'last_seen_at', 'revoked_at'])
          .where('user_id', '=', id)
          .orderBy('created_at')
          .execute(),
      ).toEqual([
        {
          created_at: '2031-02-03T04:05:06.000Z',
          last_seen_at: '2031-02-03T04:07:06.000Z',
          revoked_at: null,
        },
        {
          created_at: '2031-02-03T04:08:06.000Z',
          last_seen_at: '2031-02-03T04:09:06.000Z', // the logout request itself touched it
          revoked_at: '2031-02-03T04:09:06.000Z',
        },
      ]);
    } finally {
      await app.close();
    }
  });
});
