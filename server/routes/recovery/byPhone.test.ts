// Password recovery by mobile number (#58): forgot-password texts the code, verify-otp answers the reset token,
// reset-password sets the password; a number without an account is answered the same way and texted nothing.
// The send limits hold under parallel requests (SQLite serial, PostgreSQL locks).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoSmsInboxSchema, phoneCodeLimits } from '@contract';
import { sendPhoneCode } from '../../services/phone';
import { testClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';

const clock = testClock();
let t: TestApp;
beforeAll(async () => (t = await createTestApp({ clock, seed: false })));
afterAll(() => t.close());
beforeEach(() => clock.advance(2 * 3_600_000));

const password = 'Phone#Recover7';
const newPassword = 'Brand#New7pass';
let numbers = 0;
let emails = 0;
const newNumber = () => `96000${String(++numbers).padStart(5, '0')}`;

type Reply = { message: string; field?: string; resetToken: string; token: string };
const forgot = (email: string) => t.api.post<Reply>('/api/forgot-password', { email });
const verify = (email: string, otp: string) => t.api.post<Reply>('/api/verify-otp', { email, otp });
const reset = (email: string, resetToken: string) =>
  t.api.post<Reply>('/api/reset-password', { email, newPassword, resetToken });
const login = (email: string, pass: string) => t.api.post<Reply>('/api/login', { email, password: pass });

async function texts(digits: string) {
  const res = await t.api.get(`/api/demo/sms?phone=${digits}`);
  expect(res.status).toBe(200);
  return demoSmsInboxSchema.parse(res.body);
}
async function latestCode(digits: string): Promise<string> {
  const [sms] = await texts(digits);
  return /^(\d{6}) is your LexSetu verification code\./.exec(sms.text)![1];
}
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** An e-mail account that added a number in Settings: both identifiers sign in. */
async function accountWithBoth(): Promise<{ email: string; digits: string }> {
  const email = `both${++emails}.${Date.now()}@example.in`;
  const digits = newNumber();
  expect((await t.api.post('/api/register', { email, password, role: 'consumer' })).status).toBe(201);
  const { token } = (await login(email, password)).body;
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const body = (value: object) => ({ body: JSON.stringify(value), headers });
  expect((await t.api.send('POST', '/api/account/phone/code', body({ phone: digits }))).status).toBe(200);
  const code = await latestCode(digits);
  expect(
    (await t.api.send('PUT', '/api/account/phone', body({ phone: digits, code, password }))).status,
  ).toBe(200);
  clock.advance(2 * 3_600_000);
  return { email, digits };
}

describe('password recovery by mobile number', () => {
  it('texts a code to the number, and its reset token sets a password both identifiers sign in with', async () => {
    const { email, digits } = await accountWithBoth();
    const sent = await forgot(`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      message: 'OTP sent successfully',
      resendAfterSeconds: 60,
      demoInbox: true,
      demoSms: true,
    });
    expect(await texts(digits)).toHaveLength(2);
    const verified = await verify(`0${digits}`, await latestCode(digits));
    expect(verified.status).toBe(200);
    expect((await reset(`+91${digits}`, verified.body.resetToken)).status).toBe(200);
    expect((await login(digits, password)).status).toBe(400);
    expect((await login(digits, newPassword)).status).toBe(200);
    expect((await login(email, newPassword)).status).toBe(200);
  });

  it('answers a number without an account exactly as one with, and texts it nothing', async () => {
    const { digits } = await accountWithBoth();
    const stranger = newNumber();
    const known = await forgot(digits);
    const unknown = await forgot(stranger);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await texts(stranger)).toEqual([]);
    const guess = await verify(stranger, '123456');
    expect(guess).toMatchObject({ status: 400, body: { field: 'otp', message: 'Invalid or expired code.' } });
    expect((await reset(stranger, 'made-up-token')).status).toBe(
      (await reset(digits, 'made-up-token')).status,
    );
  });

  it('voids the code after 5 wrong tries, and after 10 minutes', async () => {
    const { digits } = await accountWithBoth();
    expect((await forgot(digits)).status).toBe(200);
    const code = await latestCode(digits);
    for (let i = 0; i < phoneCodeLimits.maxWrongTries; i++)
      expect((await verify(digits, otherCode(code))).status).toBe(400);
    expect((await verify(digits, code)).status).toBe(400);
    clock.advance(61_000);
    expect((await forgot(digits)).status).toBe(200);
    clock.advance(phoneCodeLimits.codeLifetimeMs + 1000);
    expect((await verify(digits, await latestCode(digits))).status).toBe(400);
  });

  it('texts at most 5 codes an hour to a number, one a minute, answering every request alike', async () => {
    const { digits } = await accountWithBoth();
    const before = (await texts(digits)).length;
    const stranger = newNumber();
    for (let i = 0; i < phoneCodeLimits.codesPerHourPerNumber + 2; i++) {
      const unknown = await forgot(stranger);
      // A limit holding a code back is not said: it would tell that the number has an account.
      for (const reply of [await forgot(digits), await forgot(digits)])
        expect({ status: reply.status, body: reply.body }).toEqual({ status: 200, body: unknown.body });
      clock.advance(61_000);
    }
    expect(await texts(digits)).toHaveLength(before + phoneCodeLimits.codesPerHourPerNumber);
    expect(await texts(stranger)).toEqual([]);
  });
});

describe('send limits under parallel requests', () => {
  it('texts one code for many parallel requests for one account', async () => {
    const { digits } = await accountWithBoth();
    const before = (await texts(digits)).length;
    const replies = await Promise.all(Array.from({ length: 12 }, () => forgot(digits)));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(await texts(digits)).toHaveLength(before + 1);
  });

  it('texts one code for many parallel sign-ups with one number (each a separate account)', async () => {
    const digits = newNumber();
    const signUps = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.api.post('/api/register', { name: 'Ravi', email: digits, password, role: 'consumer' }),
      ),
    );
    expect(signUps.filter((r) => r.status === 201)).toHaveLength(1);
    expect(signUps.filter((r) => r.status === 429)).toHaveLength(7);
    expect(await texts(digits)).toHaveLength(1);
    // The refused sign-ups left no account behind; the one that was texted proves the number.
    expect((await verify(digits, await latestCode(digits))).status).toBe(200);
    expect((await login(digits, password)).status).toBe(200);
  });

  it('texts one code for many parallel code requests for one number from different accounts', async () => {
    const digits = newNumber();
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const email = `racer${++emails}.${Date.now()}@example.in`;
      const res = await t.api.post<{ user: { _id: string } }>('/api/register', {
        email,
        password,
        role: 'consumer',
      });
      ids.push(res.body.user._id);
    }
    const deps = { ...t.deps, clock };
    const sends = await Promise.allSettled(ids.map((id) => sendPhoneCode(deps, id, `+91${digits}`)));
    expect(sends.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
    expect(await texts(digits)).toHaveLength(1);
  });
});
