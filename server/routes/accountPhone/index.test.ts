// A mobile number on the account: the SMS code (demo SMS inbox), its limits and expiry, then the number with the
// code and the password; normalised, unique across accounts, shown masked.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoSmsInboxSchema, type PhoneCodeResponse, type User } from '@contract';
import { testClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';

const clock = testClock();
let t: TestApp;
beforeAll(async () => (t = await createTestApp({ clock, seed: false })));
afterAll(() => t.close());
// Every test starts past the per-account, per-number and per-address windows of the previous ones.
beforeEach(() => clock.advance(2 * 3_600_000));

const minute = 60_000;
const password = 'Phone#Passw0rd!';
let counter = 0;
let numbers = 0;
/** A fresh mobile number per test (the per-number limits count across accounts). */
const newNumber = () => `98765${String(++numbers).padStart(5, '0')}`;

async function newUser(): Promise<string> {
  const email = `phone${++counter}.${Date.now()}@example.in`;
  expect((await t.api.post('/api/register', { email, password, role: 'consumer' })).status).toBe(201);
  const login = await t.api.post<{ token: string }>('/api/login', { email, password });
  expect(login.status).toBe(200);
  return login.body.token;
}

const sendCode = (token: string, phone: string) =>
  t.api.send<PhoneCodeResponse & { field?: string }>('POST', '/api/account/phone/code', {
    body: JSON.stringify({ phone }),
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  });
const setPhone = (token: string, body: Record<string, string>) =>
  t.api.send<{ phone: string; field?: string; message?: string }>('PUT', '/api/account/phone', {
    body: JSON.stringify(body),
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  });

async function latestCode(phone: string): Promise<string> {
  const res = await t.api.get(`/api/demo/sms?phone=${encodeURIComponent(phone)}`);
  expect(res.status).toBe(200);
  const [sms] = demoSmsInboxSchema.parse(res.body);
  const match = /^(\d{6}) is your LexSetu verification code\./.exec(sms.text);
  expect(match).not.toBeNull();
  return match![1];
}
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('a mobile number on the account', () => {
  it('texts a code, and the code with the password saves the number, normalised and shown masked', async () => {
    const token = await newUser();
    const typed = newNumber();
    const spelled = `+91 ${typed.slice(0, 5)}-${typed.slice(5)}`;
    const sent = await sendCode(token, spelled);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ resendAfterSeconds: 60, demoSms: true });
    const code = await latestCode(typed);

    expect((await setPhone(token, { phone: `0${typed}`, code, password })).body.phone).toBe(
      `+91 ${typed.slice(0, 2)}••••${typed.slice(-4)}`,
    );
    const me = await t.api.get<User>('/api/validate-token', { token });
    expect(me.body.phone).toBe(`+91 ${typed.slice(0, 2)}••••${typed.slice(-4)}`);
    const row = await t.db.selectFrom('users').select('phone').where('phone', '=', `+91${typed}`).execute();
    expect(row).toHaveLength(1);
    // Single use.
    expect((await setPhone(token, { phone: typed, code, password })).status).toBe(400);
  });

  it('refuses a number that is not an Indian mobile, naming the field', async () => {
    const token = await newUser();
    for (const phone of ['5876543210', '12345', '+44 7911 123456']) {
      const res = await sendCode(token, phone);
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('phone');
    }
  });

  it('needs the right password and the right code, and voids the code after five wrong tries', async () => {
    const token = await newUser();
    const phone = newNumber();
    await sendCode(token, phone);
    const code = await latestCode(phone);
    const wrongPassword = await setPhone(token, { phone, code, password: 'not-it' });
    expect([wrongPassword.status, wrongPassword.body.field]).toEqual([400, 'password']);
    for (let i = 0; i < 5; i++) {
      const wrong = await setPhone(token, { phone, code: otherCode(code), password });
      expect([wrong.status, wrong.body.field]).toEqual([400, 'code']);
    }
    // The right code no longer works: the tries are used up.
    expect((await setPhone(token, { phone, code, password })).status).toBe(400);
    // A code is for the number it was sent to.
    clock.advance(minute);
    await sendCode(token, phone);
    const fresh = await latestCode(phone);
    expect((await setPhone(token, { phone: newNumber(), code: fresh, password })).status).toBe(400);
  });

  it('expires codes after 10 minutes', async () => {
    const token = await newUser();
    const phone = newNumber();
    await sendCode(token, phone);
    const code = await latestCode(phone);
    clock.advance(10 * minute + 1000);
    expect((await setPhone(token, { phone, code, password })).status).toBe(400);
  });

  it('keeps 60 seconds between codes and 5 an hour, per account and per number', async () => {
    const token = await newUser();
    const phone = newNumber();
    expect((await sendCode(token, phone)).status).toBe(200);
    const soon = await sendCode(token, phone);
    expect(soon.status).toBe(429);
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(50);
    for (let i = 0; i < 4; i++) {
      clock.advance(minute);
      expect((await sendCode(token, phone)).status).toBe(200);
    }
    clock.advance(minute);
    expect((await sendCode(token, phone)).status).toBe(429);
    // Another account asking for the same number is held back too: a stranger's phone is never flooded.
    const other = await newUser();
    expect((await sendCode(other, phone)).status).toBe(429);
    expect((await sendCode(other, newNumber())).status).toBe(200);
  });

  it('refuses a number another account has with 409, before any SMS goes', async () => {
    const first = await newUser();
    const phone = newNumber();
    await sendCode(first, phone);
    expect((await setPhone(first, { phone, code: await latestCode(phone), password })).status).toBe(200);
    const second = await newUser();
    const asked = await sendCode(second, `+91${phone}`);
    expect([asked.status, asked.body.field]).toEqual([409, 'phone']);
    expect(
      await t.db.selectFrom('demo_sms').select('id').where('to_phone', '=', `+91${phone}`).execute(),
    ).toHaveLength(1);
  });

  it('changes the number (the old one is free again)', async () => {
    const token = await newUser();
    const [a, b] = [newNumber(), newNumber()];
    await sendCode(token, a);
    expect((await setPhone(token, { phone: a, code: await latestCode(a), password })).status).toBe(200);
    clock.advance(minute);
    await sendCode(token, b);
    expect((await setPhone(token, { phone: b, code: await latestCode(b), password })).status).toBe(200);
    const held = await t.db
      .selectFrom('users')
      .select('phone')
      .where('phone', 'in', [`+91${a}`, `+91${b}`])
      .execute();
    expect(held).toEqual([{ phone: `+91${b}` }]);
    // Each change is a security event in the audit log: the user did it to their own account, first adding then
    // replacing a number (the number itself is not in the log).
    const me = await t.api.get<User>('/api/validate-token', { token });
    const lines = await t.db
      .selectFrom('audit_log')
      .select(['actor_ref', 'subject_ref', 'detail'])
      .where('action', '=', 'security.phone_changed')
      .where('actor_ref', '=', me.body._id)
      .orderBy('at')
      .execute();
    expect(lines).toEqual([
      { actor_ref: me.body._id, subject_ref: me.body._id, detail: '{"replaced":false}' },
      { actor_ref: me.body._id, subject_ref: me.body._id, detail: '{"replaced":true}' },
    ]);
  });
});

describe('signing in with the mobile number', () => {
  it('takes the number in any spelling in the email field, with the same password check and refusals', async () => {
    const email = `phone${++counter}.${Date.now()}@example.in`;
    await t.api.post('/api/register', { email, password, role: 'consumer' });
    const token = (await t.api.post<{ token: string }>('/api/login', { email, password })).body.token;
    const phone = newNumber();
    await sendCode(token, phone);
    expect((await setPhone(token, { phone, code: await latestCode(phone), password })).status).toBe(200);

    for (const typed of [phone, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, `0${phone}`]) {
      const res = await t.api.post<{ user: User }>('/api/login', { email: typed, password });
      expect(res.status).toBe(200);
      expect(res.body.user.email).toBe(email);
    }
    // The e-mail still signs in too.
    expect((await t.api.post('/api/login', { email, password })).status).toBe(200);
    // A wrong password is refused as for an e-mail; a number on no account as an unknown e-mail is.
    const wrong = await t.api.post('/api/login', { email: phone, password: 'Wrong#Pass1' });
    const wrongByEmail = await t.api.post('/api/login', { email, password: 'Wrong#Pass1' });
    expect([wrong.status, wrong.body]).toEqual([wrongByEmail.status, wrongByEmail.body]);
    const nobody = await t.api.post('/api/login', { email: newNumber(), password });
    const nobodyByEmail = await t.api.post('/api/login', { email: 'nobody@example.in', password });
    expect([nobody.status, nobody.body]).toEqual([nobodyByEmail.status, nobodyByEmail.body]);
    const bad = await t.api.post<{ field?: string; message?: string }>('/api/login', {
      email: '12345',
      password,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      field: 'email',
      message: 'Please enter a valid Email or phone number.',
    });
  });
});
