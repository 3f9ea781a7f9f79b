// The server speaks the reader's language (issue #56), on SQLite and PostgreSQL: the recovery e-mail of a Hindi
// user is Hindi, an error asked for in Tamil says it in Tamil (its message staying English, its reason stable),
// and a notice stored once reads in Hindi to its Hindi reader and in English to whoever asks for English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoInboxSchema, notificationListSchema, type Settings } from '@contract';
import { demoLogins } from '../db/seed';
import { notice, notify } from '../services/notifications';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

let counter = 0;
const password = 'Lang#Passw0rd!';

/** A new user who chose `language` in Settings; their token. */
async function userIn(language: Settings['preferredLanguage']) {
  const email = `lang${++counter}.${Date.now()}@example.in`;
  expect((await t.api.post('/api/register', { email, password, role: 'consumer' })).status).toBe(201);
  const { token } = (await t.api.post<{ token: string }>('/api/login', { email, password })).body;
  const saved = await t.api.send('PUT', '/api/settings', {
    body: JSON.stringify({ preferredLanguage: language }),
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  });
  expect(saved.status).toBe(200);
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { email, token, id: user.id };
}

describe('the recovery e-mail', () => {
  it('is in Hindi for a user whose language is Hindi, with the code, and the code works', async () => {
    const { email } = await userIn('Hindi');
    expect((await t.api.post('/api/forgot-password', { email })).status).toBe(200);
    const [mail] = demoInboxSchema.parse(
      (await t.api.get(`/api/demo/inbox?email=${encodeURIComponent(email)}`)).body,
    );
    expect(mail.subject).toBe('आपका LexSetu सत्यापन कोड');
    const code = /आपका LexSetu सत्यापन कोड (\d{6}) है।/.exec(mail.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain('यह 10 मिनट तक मान्य है');
    expect(mail.text).not.toMatch(/verification code|valid for/);
    expect((await t.api.post('/api/verify-otp', { email, otp: code })).status).toBe(200);
  });

  it('stays the English one for a user who did not choose another language', async () => {
    const { email } = await userIn('English');
    await t.api.post('/api/forgot-password', { email });
    const [mail] = demoInboxSchema.parse(
      (await t.api.get(`/api/demo/inbox?email=${encodeURIComponent(email)}`)).body,
    );
    expect(mail.subject).toBe('Your LexSetu verification code');
    expect(mail.text).toMatch(/^Your LexSetu verification code is \d{6}\.\n\nIt is valid for 10 minutes/);
  });
});

describe('an error', () => {
  const tamil = { headers: { 'Accept-Language': 'ta' } };

  it('asked for in Tamil says it in Tamil; its message stays English and its reason is stable', async () => {
    const { email } = await userIn('English');
    const res = await t.api.post('/api/login', { email, password: 'Wrong#Passw0rd' }, tamil);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Invalid email or password.',
      code: 'validation_error',
      reason: 'login_failed',
      text: 'மின்னஞ்சல் அல்லது கடவுச்சொல் தவறு.',
    });
  });

  it("of the contract's validation has its own reason, and its field", async () => {
    const res = await t.api.post(
      '/api/register',
      { email: 'short@example.in', password: 'short', role: 'consumer' },
      tamil,
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Password must be at least 8 characters.',
      reason: 'password_too_short',
      field: 'password',
      text: 'கடவுச்சொல் குறைந்தது 8 எழுத்துகள் இருக்க வேண்டும்.',
    });
  });

  it('names its values, and is English without Accept-Language (or with one LexSetu does not speak)', async () => {
    const res = await t.api.get('/api/no-such-thing', { headers: { 'Accept-Language': 'hi-IN;q=0.8, fr' } });
    expect(res.body).toMatchObject({
      message: 'Not found: GET /api/no-such-thing',
      reason: 'route_not_found',
      values: { method: 'GET', path: '/api/no-such-thing' },
      text: 'नहीं मिला: GET /api/no-such-thing',
    });
    for (const headers of [{}, { 'Accept-Language': 'fr-FR, de;q=0.5' }] as Record<string, string>[]) {
      const english = await t.api.get('/api/no-such-thing', { headers });
      expect(english.body).toMatchObject({
        reason: 'route_not_found',
        text: 'Not found: GET /api/no-such-thing',
      });
    }
  });
});

describe('a notice', () => {
  it('is stored once, as its key and values, and read in Hindi by its Hindi reader', async () => {
    const reader = await userIn('Hindi');
    const id = await notify(t.db, t.deps.clock.now(), {
      userId: reader.id,
      kind: 'booking',
      says: notice('notice_booking_approved', {
        name: 'Adv. Rohan Mehta',
        topic: 'Tenancy notice',
        when: { day: '2030-08-01', slot: '10:30' },
      }),
      link: '/dashboard/schedules',
    });
    const row = await t.db
      .selectFrom('notifications')
      .select(['message', 'message_key', 'message_values'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      message: 'Adv. Rohan Mehta approved "Tenancy notice" on 08/01/2030 at 10:30am.',
      message_key: 'notice_booking_approved',
    });
    expect(JSON.parse(row.message_values!)).toMatchObject({ when: { day: '2030-08-01', slot: '10:30' } });

    const read = async (headers: Record<string, string>) =>
      notificationListSchema
        .parse((await t.api.get('/api/notifications', { token: reader.token, headers })).body)
        .items.find((n) => n._id === id)?.message;
    // Their setting, as nothing else is asked; the screens' language when they send one.
    expect(await read({})).toBe(
      'Adv. Rohan Mehta ने 01/08/2030, 10:30 am का "Tenancy notice" स्वीकार कर लिया।',
    );
    expect(await read({ 'Accept-Language': 'en' })).toBe(row.message);
    expect(await read({ 'Accept-Language': 'ta' })).toContain('அன்றைய "Tenancy notice" ஐ ஏற்றுக்கொண்டார்');
  });

  it("written before the keys keeps its English words; the system notices read in the reader's language", async () => {
    const reader = await userIn('Tamil');
    const id = await notify(t.db, t.deps.clock.now(), {
      userId: reader.id,
      kind: 'request',
      message: 'An old notice in English.',
    });
    const items = notificationListSchema.parse(
      (await t.api.get('/api/notifications', { token: reader.token })).body,
    ).items;
    expect(items.find((n) => n._id === id)?.message).toBe('An old notice in English.');
    expect(items.map((n) => n.message)).toContain(
      'மாதம் ₹99/- மட்டும் செலுத்தி ப்ரோவுக்கு மாறி, வரம்பற்ற ஆலோசனைகளைப் பெறுங்கள்.',
    );
  });
});

describe('a calendar invite', () => {
  it("downloaded in Hindi has the event's words in Hindi; its structure and the names stay as they are", async () => {
    const { token } = await t.tokenFor(demoLogins[0].email);
    const booking = await t.db
      .selectFrom('bookings')
      .select(['id', 'topic'])
      .where('client_id', '=', demoLogins[0].id)
      .where('mode', '=', 'video')
      .executeTakeFirstOrThrow();
    const file = (headers: Record<string, string>) =>
      t.api.get<string>(`/api/bookings/${booking.id}/calendar.ics`, { token, headers });
    const hindi = (await file({ 'Accept-Language': 'hi' })).text.replace(/\r\n /g, '');
    expect(hindi).toContain(`SUMMARY:परामर्श: ${booking.topic} (`);
    expect(hindi).toMatch(/DESCRIPTION:वीडियो कॉल। /);
    expect(hindi).toContain('BEGIN:VEVENT');
    const english = (await file({})).text.replace(/\r\n /g, '');
    expect(english).toContain(`SUMMARY:Consultation: ${booking.topic} (`);
  });
});
