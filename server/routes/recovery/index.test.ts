import { recoveryMessages } from '../../services/recovery';
import Koa from 'koa';
import { sql } from 'kysely';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { demoInboxSchema, forgotPasswordResponseSchema, type DemoMail } from '@contract';
import type { HttpError } from '../../errors';
import { createMailer } from '../../services/mail';
import { requestCode, resetPassword, verifyCode } from '../../services/recovery';
import { testClock } from '../../test/clock';
import { testDialect } from '../../test/database';
import { createTestApp, type TestApp } from '../../test/harness';
import type { AppDeps } from '../../types';
import { demoRouter } from '../demo';

const clock = testClock();
let t: TestApp;
beforeAll(async () => (t = await createTestApp({ clock })));
afterAll(() => t.close());
// Every test starts past all per-address windows of the previous ones.
beforeEach(() => clock.advance(2 * 3_600_000));

const minute = 60_000;
const oldPassword = 'Old#Passw0rd!';
const newPassword = 'Brand#New7pass';
let counter = 0;

async function newUser(): Promise<string> {
  const email = `recover${++counter}.${Date.now()}@example.in`;
  const res = await t.api.post('/api/register', { email, password: oldPassword, role: 'consumer' });
  expect(res.status).toBe(201);
  return email;
}

const forgot = (email: string) => t.api.post('/api/forgot-password', { email });
const verify = (email: string, otp: string) =>
  t.api.post<{ message: string; resetToken: string }>('/api/verify-otp', { email, otp });
const reset = (email: string, resetToken: string, password = newPassword, path = '/api/reset-password') =>
  t.api.post(path, { email, newPassword: password, resetToken });

async function inbox(email: string): Promise<DemoMail[]> {
  const res = await t.api.get(`/api/demo/inbox?email=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return demoInboxSchema.parse(res.body);
}

async function latestCode(email: string): Promise<string> {
  const [mail] = await inbox(email);
  const match = /Your LexSetu verification code is (\d{6})\./.exec(mail.text);
  expect(match).not.toBeNull();
  return match![1];
}

const services = () => ({ db: t.db, config: t.config, clock, mailer: createMailer({ ...t, clock }) });

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function codeFor(email: string) {
  expect((await forgot(email)).status).toBe(200);
  return latestCode(email);
}

async function resetTokenFor(email: string) {
  const res = await verify(email, await codeFor(email));
  expect(res.status).toBe(200);
  return res.body.resetToken;
}

describe('password recovery', () => {
  it('runs the whole flow: code by mail, verify, reset; sessions end and only the new password works', async () => {
    const email = await newUser();
    const before = await t.api.post<{ token: string }>('/api/login', { email, password: oldPassword });
    // Used once before the reset, so the server holds the session in its cache when the reset revokes it.
    expect((await t.api.get('/api/validate-token', { token: before.body.token })).status).toBe(200);
    const sent = await forgot(email.toUpperCase());
    expect(sent.status).toBe(200);
    expect(forgotPasswordResponseSchema.strict().parse(sent.body)).toEqual({
      message: 'OTP sent successfully',
      resendAfterSeconds: 60,
      demoInbox: true,
    });
    const [mail] = await inbox(email);
    expect(mail).toMatchObject({ to: email, subject: 'Your LexSetu verification code' });
    const code = await latestCode(email);
    // Stored only as a hash.
    const row = await t.db
      .selectFrom('otp_codes')
      .selectAll()
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    // An HMAC-SHA256 in hex, the text the column holds on both databases.
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);

    const verified = await verify(email, code);
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('OTP verified successful');
    expect(verified.body.resetToken.length).toBeGreaterThanOrEqual(43);

    expect(await reset(email, verified.body.resetToken)).toMatchObject({
      status: 200,
      body: { message: 'Password reset successful' },
    });
    expect((await t.api.get('/api/validate-token', { token: before.body.token })).status).toBe(401);
    expect((await t.api.post('/api/login', { email, password: oldPassword })).status).toBe(400);
    expect((await t.api.post('/api/login', { email, password: newPassword })).status).toBe(200);
    const token = await t.db
      .selectFrom('reset_tokens')
      .select('token_hash')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(token.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(token.token_hash).not.toContain(verified.body.resetToken);
    // Never logged.
    const logs = [...t.logs.info, ...t.logs.error].join('\n');
    for (const secret of [code, verified.body.resetToken, newPassword]) expect(logs).not.toContain(secret);
  });

  it('answers 404 for an unknown address and 400 for a malformed one', async () => {
    expect(await forgot('nobody@example.in')).toMatchObject({
      status: 404,
      body: { message: 'User not found. Please register first.' },
    });
    expect((await forgot('nobody')).status).toBe(400);
    expect(await inbox('nobody@example.in')).toEqual([]);
  });

  it('refuses a wrong code, a used code, an expired code and an unknown address with 400', async () => {
    const email = await newUser();
    // Named by field, so the screen marks the code boxes.
    const invalid = { status: 400, body: { message: 'Invalid or expired code.', field: 'otp' } };
    const code = await codeFor(email);
    expect(await verify(email, otherCode(code))).toMatchObject(invalid);
    expect((await verify(email, code)).status).toBe(200);
    expect(await verify(email, code)).toMatchObject(invalid); // single use
    expect(await verify('nobody@example.in', code)).toMatchObject(invalid);
    expect((await verify(email, '12345')).status).toBe(400);

    clock.advance(2 * minute);
    const expiring = await codeFor(email);
    clock.advance(10 * minute + 1000);
    expect(await verify(email, expiring)).toMatchObject(invalid);
  });

  it('keeps a code valid up to 10 minutes', async () => {
    const email = await newUser();
    const code = await codeFor(email);
    clock.advance(10 * minute - 1000);
    expect((await verify(email, code)).status).toBe(200);
  });

  it('voids a code after 5 wrong tries', async () => {
    const email = await newUser();
    const code = await codeFor(email);
    for (let i = 0; i < 4; i++) expect((await verify(email, otherCode(code))).status).toBe(400);
    // four wrong tries still leave it usable…
    const fresh = await newUser();
    const freshCode = await codeFor(fresh);
    for (let i = 0; i < 4; i++) await verify(fresh, otherCode(freshCode));
    expect((await verify(fresh, freshCode)).status).toBe(200);
    // …the fifth voids it.
    expect((await verify(email, otherCode(code))).status).toBe(400);
    expect(await verify(email, code)).toMatchObject({
      status: 400,
      body: { message: 'Invalid or expired code.' },
    });
  });

  // These race through the services, not HTTP: queries then interleave at every await, as they would on a busy
  // server (over HTTP locally, each request tends to finish before the next one is read).
  it('counts parallel wrong guesses in the database: 20 at once use up the 5 tries and void the code', async () => {
    const email = await newUser();
    const code = await codeFor(email);
    const wrong = Array.from({ length: 20 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.allSettled(wrong.map((guess) => verifyCode(services(), email, guess)));
    expect(answers.map((a) => a.status === 'rejected' && (a.reason as HttpError).status)).toEqual(
      wrong.map(() => 400),
    );
    expect(await verify(email, code)).toMatchObject({
      status: 400,
      body: { message: 'Invalid or expired code.' },
    });
    const row = await t.db
      .selectFrom('otp_codes')
      .innerJoin('users', 'users.id', 'otp_codes.user_id')
      .select(['otp_codes.attempts', 'otp_codes.consumed_at'])
      .where('users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect(row.consumed_at).not.toBeNull();
  });

  // SQLite's one connection runs the queries in the order they were asked: the right code, last in line, reads
  // the live code with the others and writes after them. PostgreSQL's pool lets it win the race fairly; the
  // same rule is pinned there by the test below, with the order forced by a row lock.
  it.runIf(testDialect === 'sqlite')(
    'refuses the right code carried in a burst behind 5 wrong guesses: the tries ran out first',
    async () => {
      const email = await newUser();
      const code = await codeFor(email);
      const wrong = Array.from({ length: 5 }, (_, i) =>
        String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
      );
      // All read the live code before any writes; the right one, last in line, must find it voided.
      const answers = await Promise.allSettled(
        [...wrong, code].map((guess) => verifyCode(services(), email, guess)),
      );
      expect(answers.map((a) => (a.status === 'rejected' ? (a.reason as HttpError).status : 200))).toEqual([
        400, 400, 400, 400, 400, 400,
      ]);
      expect((answers[5] as PromiseRejectedResult).reason).toMatchObject({
        message: 'Invalid or expired code.',
        field: 'otp',
      });
      const tokens = await t.db
        .selectFrom('reset_tokens')
        .innerJoin('users', 'users.id', 'reset_tokens.user_id')
        .select('reset_tokens.id')
        .where('users.email', '=', email)
        .execute();
      expect(tokens).toEqual([]);
    },
  );

  // A real PostgreSQL server: PGlite has one connection, so nothing could wait on a row lock there.
  it.runIf(testDialect === 'postgres' && !!process.env.LEXSETU_TEST_PG_URL)(
    'refuses the right code whose tries ran out while it was being checked (PostgreSQL, row lock)',
    async () => {
      const email = await newUser();
      const code = await codeFor(email);
      const codeRow = t.db
        .selectFrom('otp_codes')
        .innerJoin('users', 'users.id', 'otp_codes.user_id')
        .select('otp_codes.id')
        .where('users.email', '=', email);
      const { id } = await codeRow.executeTakeFirstOrThrow();
      // Wrong guesses elsewhere use up the last try and void the code, but have not committed yet.
      let letGo!: () => void;
      const held = new Promise<void>((resolve) => (letGo = resolve));
      let voided!: () => void;
      const isVoided = new Promise<void>((resolve) => (voided = resolve));
      const guesses = t.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('otp_codes')
          .set({ attempts: 5, consumed_at: clock.now().toISOString() })
          .where('id', '=', id)
          .execute();
        voided();
        await held;
      });
      await isVoided;
      // The right code reads the row as still live, then waits for the guesses' lock to use it up.
      const right = verifyCode(services(), email, code).then(
        () => 200,
        (error: HttpError) => error.status,
      );
      for (let waited = 0; waited < 100; waited++) {
        const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(t.db);
        if (rows[0]!.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      letGo();
      await guesses;
      expect(await right).toBe(400);
      expect(
        await t.db
          .selectFrom('reset_tokens')
          .innerJoin('users', 'users.id', 'reset_tokens.user_id')
          .select('reset_tokens.id')
          .where('users.email', '=', email)
          .execute(),
      ).toEqual([]);
    },
  );

  it('sends one code when several requests for one address arrive at once', async () => {
    const email = await newUser();
    const answers = await Promise.allSettled(Array.from({ length: 6 }, () => requestCode(services(), email)));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(
      answers.filter((a) => a.status === 'rejected' && (a.reason as HttpError).status === 429),
    ).toHaveLength(5);
    expect(await inbox(email)).toHaveLength(1);
    expect((await verify(email, await latestCode(email))).status).toBe(200);
  });

  it('voids the old code when a new one is sent', async () => {
    const email = await newUser();
    const first = await codeFor(email);
    clock.advance(61_000);
    const second = await codeFor(email);
    if (first !== second) expect((await verify(email, first)).status).toBe(400);
    expect((await verify(email, second)).status).toBe(200);
  });

  it('sends at most one code a minute and 5 an hour per address', async () => {
    const email = await newUser();
    expect((await forgot(email)).status).toBe(200);
    const again = await forgot(email);
    expect(again).toMatchObject({
      status: 429,
      body: { message: 'Please wait 60 seconds before requesting a new code.', code: 'rate_limited' },
    });
    expect(again.headers.get('Retry-After')).toBe('60');
    clock.advance(30_000);
    expect((await forgot(email)).body).toMatchObject({
      message: 'Please wait 30 seconds before requesting a new code.',
    });
    clock.advance(30_000);
    for (let i = 2; i <= 5; i++) {
      expect((await forgot(email)).status).toBe(200);
      clock.advance(61_000);
    }
    expect(await forgot(email)).toMatchObject({
      status: 429,
      body: { message: 'Too many codes requested. Please try again in an hour.' },
    });
    expect(await inbox(email)).toHaveLength(5);
    clock.advance(3_600_000);
    expect((await forgot(email)).status).toBe(200);
  });

  it('answers at most 30 recovery requests per client address per 10 minutes, over all e-mails', async () => {
    const app = await createTestApp({ clock: testClock() });
    try {
      for (let i = 0; i < 30; i++)
        expect((await app.api.post('/api/forgot-password', { email: `nobody${i}@example.in` })).status).toBe(
          404,
        );
      const limited = await app.api.post('/api/verify-otp', { email: 'nobody1@example.in', otp: '123456' });
      expect(limited.status).toBe(429);
      expect((limited.body as { message: string }).message).toMatch(
        /^Too many requests\. Please try again in \d+ seconds\.$/,
      );
    } finally {
      await app.close();
    }
  });

  it('still limits the address a minute later (the window is 10 minutes, not 1)', async () => {
    const clock = testClock();
    const app = await createTestApp({ clock });
    try {
      for (let i = 0; i < 30; i++) await app.api.post('/api/forgot-password', { email: `n${i}@example.in` });
      clock.advance(61_000);
      expect((await app.api.post('/api/forgot-password', { email: 'n0@example.in' })).status).toBe(429);
      clock.advance(9 * 60_000);
      expect((await app.api.post('/api/forgot-password', { email: 'n0@example.in' })).status).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('names the 10-minute lifetime in the mail, and refuses the code at exactly 10 minutes', async () => {
    const email = await newUser();
    const code = await codeFor(email);
    expect((await inbox(email))[0]!.text).toBe(
      [
        `Your LexSetu verification code is ${code}.`,
        '',
        'It is valid for 10 minutes and can be used once.',
        'If you did not ask to reset your password, you can ignore this mail.',
      ].join('\n'),
    );
    clock.advance(10 * minute);
    expect(await verify(email, code)).toMatchObject({
      status: 400,
      body: { message: 'Invalid or expired code.' },
    });
  });

  it('holds back a new code for 60 s after the newest one, and says when the hourly limit lifts', async () => {
    const email = await newUser();
    expect((await forgot(email)).status).toBe(200);
    clock.advance(61_000);
    expect((await forgot(email)).status).toBe(200);
    // The wait counts from the newest code, not the first one.
    clock.advance(30_500);
    const early = await forgot(email);
    expect(early).toMatchObject({
      status: 429,
      body: { message: 'Please wait 30 seconds before requesting a new code.' },
    });
    expect(early.headers.get('Retry-After')).toBe('30');
    clock.advance(29_500);
    for (let i = 3; i <= 5; i++) {
      expect((await forgot(email)).status).toBe(200);
      clock.advance(61_000);
    }
    // Five codes, the first one 61 + 60 + 61 + 61 + 61 = 304 s ago: the sixth waits until it is an hour old.
    const sixth = await forgot(email);
    expect(sixth).toMatchObject({
      status: 429,
      body: { message: 'Too many codes requested. Please try again in an hour.' },
    });
    expect(sixth.headers.get('Retry-After')).toBe(String(3600 - 304));
  });

  it('lets only the newest reset token set the password', async () => {
    const email = await newUser();
    const first = await resetTokenFor(email);
    clock.advance(61_000);
    const second = await resetTokenFor(email);
    expect(await reset(email, first)).toMatchObject({
      status: 400,
      body: { message: 'Invalid or expired reset token.' },
    });
    expect((await reset(email, second)).status).toBe(200);
  });

  it('voids a code mailed before the reset: it cannot open another reset afterwards', async () => {
    const email = await newUser();
    const token = await resetTokenFor(email);
    clock.advance(61_000);
    const pending = await codeFor(email);
    expect((await reset(email, token)).status).toBe(200);
    expect(await verify(email, pending)).toMatchObject({
      status: 400,
      body: { message: 'Invalid or expired code.' },
    });
  });

  it('lists the demo inbox newest first', async () => {
    const email = await newUser();
    const first = await codeFor(email);
    clock.advance(61_000);
    const second = await codeFor(email);
    const mails = await inbox(email);
    expect(mails.map((m) => /(\d{6})\./.exec(m.text)![1])).toEqual([second, first]);
    expect((await t.api.get('/api/demo/inbox')).status).toBe(400);
  });

  it('refuses an address longer than any account can have (the one e-mail rule of the contract)', async () => {
    const tooLong = `${'a'.repeat(250)}@example.in`;
    const refused = await t.api.get<{ code: string; message: string }>(
      `/api/demo/inbox?email=${encodeURIComponent(tooLong)}`,
    );
    expect(refused).toMatchObject({ status: 400, body: { code: 'validation_error' } });
    expect(refused.body.message).toMatch(/email/i);
  });
});

describe('POST /api/reset-password and /api/confirm-new-password', () => {
  const invalidToken = {
    status: 400,
    body: { message: 'Invalid or expired reset token.', field: 'resetToken' },
  };

  it('answers 400 without a valid reset token and changes nothing', async () => {
    const email = await newUser();
    expect(await reset(email, 'made-up-token')).toMatchObject(invalidToken);
    expect((await t.api.post('/api/reset-password', { email, newPassword })).status).toBe(400);
    // Someone else's token does not work for this address.
    const other = await newUser();
    const othersToken = await resetTokenFor(other);
    expect(await reset(email, othersToken)).toMatchObject(invalidToken);
    expect((await t.api.post('/api/login', { email, password: oldPassword })).status).toBe(200);
  });

  it('answers 404 for an unknown address', async () => {
    expect(await reset('nobody@example.in', 'whatever')).toMatchObject({
      status: 404,
      body: { message: 'User not found. Please register first.' },
    });
  });

  it('uses a reset token once, within 15 minutes, and refuses common passwords', async () => {
    const email = await newUser();
    const token = await resetTokenFor(email);
    expect(await reset(email, token, 'Password123')).toMatchObject({
      status: 400,
      body: { message: 'This password is too common. Please choose another.', field: 'newPassword' },
    });
    expect((await reset(email, token, newPassword, '/api/confirm-new-password')).body).toEqual({
      message: 'Password reset successful',
    });
    expect(await reset(email, token, 'Another#Pass99')).toMatchObject(invalidToken);

    clock.advance(2 * minute);
    const late = await resetTokenFor(email);
    clock.advance(15 * minute + 1000);
    expect(await reset(email, late, 'Another#Pass99')).toMatchObject(invalidToken);
    expect((await t.api.post('/api/login', { email, password: newPassword })).status).toBe(200);
  });

  // Through the services: both requests read the token as live while their passwords are being hashed, then
  // race to use it up. Whoever holds a stolen token must not set a password beside the owner's reset.
  it('uses a reset token once when two resets with it arrive at once: one password wins, the other is refused', async () => {
    const email = await newUser();
    const resetToken = await resetTokenFor(email);
    const passwords = ['First#Racer77', 'Second#Racer88'];
    const answers = await Promise.allSettled(
      passwords.map((password) => resetPassword(services(), { email, newPassword: password, resetToken })),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const refused = answers.find((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(refused?.reason).toMatchObject({
      status: 400,
      message: 'Invalid or expired reset token.',
      field: 'resetToken',
    });
    const winner = passwords[answers.findIndex((a) => a.status === 'fulfilled')]!;
    const loser = passwords.find((p) => p !== winner)!;
    expect((await t.api.post('/api/login', { email, password: winner })).status).toBe(200);
    expect((await t.api.post('/api/login', { email, password: loser })).status).toBe(400);
  });
});

describe('mail over SMTP', () => {
  it('sends the code through LEXSETU_SMTP_URL and hides the demo inbox', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((ok) => smtp.listen(0, '127.0.0.1', () => ok()));
    const port = (smtp.server.address() as AddressInfo).port;
    const app = await createTestApp({
      env: {
        LEXSETU_SMTP_URL: `smtp://127.0.0.1:${port}`,
        LEXSETU_MAIL_FROM: 'LexSetu Test <test@lexsetu.in>',
      },
    });
    try {
      const email = 'asha@demo.lexsetu.in';
      expect(await app.api.post('/api/forgot-password', { email })).toMatchObject({
        status: 200,
        body: { demoInbox: false },
      });
      expect(received).toHaveLength(1);
      expect(received[0]).toMatch(/^To: asha@demo\.lexsetu\.in/m);
      expect(received[0]).toMatch(/^From: LexSetu Test <test@lexsetu\.in>/m);
      const code = /Your LexSetu verification code is (\d{6})\./.exec(received[0])![1];
      const verified = await app.api.post('/api/verify-otp', { email, otp: code });
      expect(verified).toMatchObject({ status: 200, body: { message: 'OTP verified successful' } });
      expect((await app.api.get(`/api/demo/inbox?email=${email}`)).status).toBe(404);
      expect(await app.db.selectFrom('demo_mails').selectAll().execute()).toEqual([]);
    } finally {
      await app.close();
      await new Promise<void>((ok) => smtp.close(() => ok()));
    }
  });
});

describe('a mail server that does not answer', () => {
  it('says the code could not be sent (503, never "OTP sent"), and the next try is not held back', async () => {
    const app = await createTestApp({ env: { LEXSETU_SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const email = 'asha@demo.lexsetu.in';
      for (let i = 0; i < 2; i += 1) {
        const res = await app.api.post<{ message: string }>('/api/forgot-password', { email });
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({ code: 'service_unavailable', message: recoveryMessages.mailFailed });
        expect(res.body.message).not.toBe(recoveryMessages.codeSent);
      }
      // No code was left behind that could be guessed or that holds the resend limit.
      expect(await app.db.selectFrom('otp_codes').selectAll().execute()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('the demo inbox outside the offline demo', () => {
  // Never contacted: the harness serves its own test database; only the configuration says "hosted".
  const hosted = { LEXSETU_DATABASE_URL: 'postgres://lexsetu:secret@db.example.in:5432/lexsetu' };
  const email = 'asha@demo.lexsetu.in';

  async function withApp(env: Record<string, string>, use: (app: TestApp) => Promise<void>) {
    const app = await createTestApp({ env });
    try {
      await use(app);
    } finally {
      await app.close();
    }
  }

  it('does not exist outside demo mode (server started directly, hosted), and the code reply does not point at it', async () => {
    for (const env of [{ LEXSETU_DEMO: 'false' }, { ...hosted, LEXSETU_DEMO: 'false' }])
      await withApp(env, async (app) => {
        expect(await app.api.post('/api/forgot-password', { email })).toMatchObject({
          status: 200,
          body: { demoInbox: false },
        });
        expect(await app.api.get(`/api/demo/inbox?email=${email}`)).toMatchObject({
          status: 404,
          body: { code: 'not_found' },
        });
      });
  });

  it('stays off in demo mode with SMTP configured', async () => {
    await withApp({ LEXSETU_SMTP_URL: 'smtp://127.0.0.1:2525' }, async (app) => {
      expect((await app.api.get(`/api/demo/inbox?email=${email}`)).status).toBe(404);
    });
  });

  it('in demo mode answers this machine only: a remote socket gets 404, whatever X-Forwarded-For says', async () => {
    await withApp({}, async (app) => {
      await app.api.post('/api/forgot-password', { email });
      expect((await app.api.get(`/api/demo/inbox?email=${email}`)).status).toBe(200);
      // The same router behind a socket from another machine.
      const koa = new Koa();
      koa.proxy = true;
      koa.use(async (ctx, next) => {
        Object.defineProperty(ctx.req.socket, 'remoteAddress', { value: '203.0.113.9', configurable: true });
        try {
          await next();
        } catch (error) {
          ctx.status = (error as { status?: number }).status ?? 500;
        }
      });
      koa.use(demoRouter(app as unknown as AppDeps).routes());
      const server = koa.listen(0, '127.0.0.1');
      await new Promise((ok) => server.once('listening', ok));
      try {
        const port = (server.address() as AddressInfo).port;
        const remote = await fetch(`http://127.0.0.1:${port}/demo/inbox?email=${email}`, {
          headers: { 'X-Forwarded-For': '127.0.0.1' },
        });
        expect(remote.status).toBe(404);
      } finally {
        server.close();
      }
    });
  });
});
