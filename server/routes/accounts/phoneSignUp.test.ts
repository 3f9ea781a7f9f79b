// Sign-up with a mobile number (#58): the account is created, its SMS code (demo SMS inbox) proves the number
// through verify-otp, then the number in any spelling signs in. Unproven numbers sign nobody in and hold nothing;
// a proven number is refused to a second sign-up like a taken e-mail.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoSmsInboxSchema, type RegisterResponse, type User } from '@contract';
import { testClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';

const clock = testClock();
let t: TestApp;
beforeAll(async () => (t = await createTestApp({ clock, seed: false })));
afterAll(() => t.close());
// Past the per-number and per-address windows of the previous test.
beforeEach(() => clock.advance(2 * 3_600_000));

const password = 'Phone#SignUp7';
let numbers = 0;
/** A fresh number per test, as its ten digits. */
const newNumber = () => `97000${String(++numbers).padStart(5, '0')}`;
const spaced = (digits: string) => `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;

type Reply = RegisterResponse & { message: string; field?: string; code?: string; resetToken?: string };
const register = (email: string) =>
  t.api.post<Reply>('/api/register', { name: 'Meena', email, password, role: 'consumer' });
const verify = (email: string, otp: string) => t.api.post<Reply>('/api/verify-otp', { email, otp });
const login = (email: string, pass = password) =>
  t.api.post<{ token: string; user: User; field?: string }>('/api/login', { email, password: pass });

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

describe('sign-up with a mobile number', () => {
  it('creates the account, texts a code, and the proven number (any spelling) signs in', async () => {
    const digits = newNumber();
    const created = await register(spaced(digits));
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ name: 'Meena', email: '', role: 'consumer' });
    expect(created.body.user.phone).toBeUndefined();
    expect(created.body.phoneCode).toEqual({ resendAfterSeconds: 60, demoSms: true });
    expect(await texts(digits)).toHaveLength(1);

    // Not proven yet: the number signs nobody in.
    expect((await login(digits)).status).toBe(404);
    const wrong = await verify(`0${digits}`, otherCode(await latestCode(digits)));
    expect(wrong).toMatchObject({ status: 400, body: { field: 'otp', message: 'Invalid or expired code.' } });

    const proven = await verify(`+91-${digits}`, await latestCode(digits));
    expect(proven.status).toBe(200);
    expect(proven.body.resetToken).toEqual(expect.any(String));
    // Single use.
    expect((await verify(digits, await latestCode(digits))).status).toBe(400);

    const signedIn = await login(spaced(digits));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({
      email: '',
      phone: `+91 ${digits.slice(0, 2)}••••${digits.slice(6)}`,
    });
    // Nor is the placeholder shown anywhere: the profile (and so invoices and the console) say no e-mail.
    const profile = await t.api.get<{ email: string }>('/api/profile', { token: signedIn.body.token });
    expect(profile).toMatchObject({ status: 200, body: { email: '' } });
    // The placeholder address behind an account without e-mail never signs in, and is mailed nothing.
    const row = await t.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('phone', '=', `+91${digits}`)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(`${row.id.toLowerCase()}@phone-only.invalid`);
    expect((await login(row.email)).status).toBe(404);
    expect((await t.api.post('/api/forgot-password', { email: row.email })).status).toBe(404);
    expect(
      await t.db.selectFrom('demo_mails').select('id').where('to_email', '=', row.email).execute(),
    ).toEqual([]);
  });

  it('refuses a number already proven on another account, like a taken e-mail, and sends it no code', async () => {
    const digits = newNumber();
    expect((await register(digits)).status).toBe(201);
    expect((await verify(digits, await latestCode(digits))).status).toBe(200);
    clock.advance(2 * 3_600_000);
    const again = await register(`+91${digits}`);
    expect(again).toMatchObject({
      status: 409,
      body: {
        code: 'conflict',
        field: 'email',
        message: 'This mobile number is already on another account.',
      },
    });
    expect(await texts(digits)).toHaveLength(1);
  });

  it('gives an unproven number to whoever proves it first; the other sign-up is then refused', async () => {
    const digits = newNumber();
    expect((await register(digits)).status).toBe(201);
    const firstCode = await latestCode(digits);
    clock.advance(61_000);
    expect((await register(digits)).status).toBe(201);
    const secondCode = await latestCode(digits);
    // The newest sign-up of the number is the one its code proves.
    expect((await verify(digits, firstCode)).status).toBe(400);
    expect((await verify(digits, secondCode)).status).toBe(200);
    const accounts = await t.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', `+91${digits}`)
      .execute();
    expect(accounts).toHaveLength(1);
    expect((await login(digits)).status).toBe(200);
  });

  it('lets the code expire after 10 minutes, and resends it through forgot-password after 60 s', async () => {
    const digits = newNumber();
    expect((await register(digits)).status).toBe(201);
    // Within the minute: the same reply, and no second text (recovery never says a limit held one back).
    const early = await t.api.post<{ field?: string }>('/api/forgot-password', { email: digits });
    expect(early.status).toBe(200);
    expect(await texts(digits)).toHaveLength(1);
    clock.advance(10 * 60_000 + 1000);
    expect((await verify(digits, await latestCode(digits))).status).toBe(400);
    const resent = await t.api.post('/api/forgot-password', { email: spaced(digits) });
    expect(resent).toMatchObject({ status: 200, body: { message: 'OTP sent successfully', demoSms: true } });
    expect(await texts(digits)).toHaveLength(2);
    expect((await verify(digits, await latestCode(digits))).status).toBe(200);
  });

  it('refuses a number that is not an Indian mobile with the spec message', async () => {
    for (const email of ['12345', '+91 5876543210', '98765 4321']) {
      const res = await register(email);
      expect(res).toMatchObject({
        status: 400,
        body: { field: 'email', message: 'Please enter a valid Email or phone number.' },
      });
    }
  });

  it('drops a sign-up never proven a day on; a proven one stays', async () => {
    const [unproven, proven] = [newNumber(), newNumber()];
    expect((await register(unproven)).status).toBe(201);
    expect((await register(proven)).status).toBe(201);
    expect((await verify(proven, await latestCode(proven))).status).toBe(200);
    const pendingIds = async () =>
      (
        await t.db
          .selectFrom('phone_codes')
          .innerJoin('users', 'users.id', 'phone_codes.user_id')
          .select('users.id')
          .where('phone_codes.phone', '=', `+91${unproven}`)
          .execute()
      ).map((r) => r.id);
    expect(await pendingIds()).toHaveLength(1);
    clock.advance(23 * 3_600_000);
    await t.jobs.run('phoneSignUps');
    expect(await pendingIds()).toHaveLength(1);
    clock.advance(2 * 3_600_000);
    await t.jobs.run('phoneSignUps');
    expect(await pendingIds()).toEqual([]);
    expect((await login(proven)).status).toBe(200);
  });

  it('frees the number when the account is erased, so it can sign up again', async () => {
    const digits = newNumber();
    expect((await register(digits)).status).toBe(201);
    expect((await verify(digits, await latestCode(digits))).status).toBe(200);
    const { token } = (await login(digits)).body;
    expect((await t.api.post('/api/account/delete', { password }, { token })).status).toBe(200);
    expect((await login(digits)).status).toBe(404);
    clock.advance(2 * 3_600_000);
    expect((await register(digits)).status).toBe(201);
  });
});
