import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { demoLogins } from '../../db/seed';
import { notify } from '../../services/notifications';
import { updateUserSettings } from '../../services/settings';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const password = 'Nyaya#Setu2024';
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const tomorrow = () => new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
/** A Monday-to-Saturday date about ten days ahead (India), for a booking. */
function weekdayAhead(): string {
  let t = Date.now() + 10 * 86_400_000 + 330 * 60_000;
  while (new Date(t).getUTCDay() === 0) t += 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** POSTs one file (and fields) as multipart, the way the screens upload. */
async function upload(path: string, token: string, fileName: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  // Each upload endpoint declares its file field; the certificate goes in `certificate`, the rest in `file`.
  const field = path.endsWith('/certificate') ? 'certificate' : 'file';
  form.append(field, new Blob([png], { type: 'image/png' }), fileName);
  const res = await fetch(`${t.url}${path}`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBeLessThan(300);
  return res;
}

/**
 * A user with a file in each place a person uploads one: Invoices → Documents, a booking attachment, a
 * consultation attachment they sent, a Bar Council certificate (professionals), and a referral row.
 */
let slotIndex = 0;
async function userWithFiles(label: string, role: 'consumer' | 'professional') {
  // Each user books their own free slot with the demo lawyer.
  const slot = ['12:00', '12:30', '13:00', '13:30', '14:00', '14:30'][slotIndex++ % 6];
  const email = `${label}.${Date.now()}@example.in`;
  await t.api.post('/api/register', { email, password, role });
  const { token } = (await t.api.post<{ token: string }>('/api/login', { email, password })).body;
  const user = await t.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  await upload('/api/invoices/upload', token, `${label}-document.png`, { description: `${label} lease` });
  if (role === 'professional')
    await upload('/api/profile/lawyer/certificate', token, `${label}-certificate.png`);
  const booked = await t.api.post<{ _id: string }>(
    '/api/bookings',
    {
      lawyerId: demoLogins[1].id,
      date: weekdayAhead(),
      slot,
      mode: 'video',
      topic: `${label} consultation`,
    },
    { token },
  );
  if (booked.status === 201) {
    await upload('/api/upload', token, `${label}-attachment.png`, { scheduleId: booked.body._id });
    await upload(`/api/consultations/${booked.body._id}/attachments`, token, `${label}-chat.png`, {
      clientId: `${label}-c1`,
    });
  }
  await t.db
    .insertInto('referrals')
    .values({
      id: `01HZREF${label.toUpperCase().padEnd(19, '0').slice(0, 19)}`,
      referrer_id: demoLogins[0].id,
      referred_id: user.id,
      created_at: new Date().toISOString(),
      reward_paise: null,
      rewarded_at: null,
    })
    .execute();
  return { email, token, user, booked: booked.status === 201 };
}

const storedOf = async (userId: string) => [
  ...(await t.db.selectFrom('documents').select('stored_name').where('user_id', '=', userId).execute()),
  ...(await t.db
    .selectFrom('booking_documents')
    .select('stored_name')
    .where('uploaded_by', '=', userId)
    .execute()),
  ...(await t.db
    .selectFrom('lawyer_certificates')
    .select('stored_name')
    .where('user_id', '=', userId)
    .execute()),
  ...(
    await t.db
      .selectFrom('consultation_messages')
      .select('attachment_stored as stored_name')
      .where('sender_id', '=', userId)
      .execute()
  ).filter((r): r is { stored_name: string } => !!r.stored_name),
];

async function userWithData(label: string) {
  const email = `${label}.${Date.now()}@example.in`;
  await t.api.post('/api/register', { email, password, role: 'consumer' });
  const { token } = (await t.api.post<{ token: string }>('/api/login', { email, password })).body;
  const user = await t.db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  const form = new FormData();
  for (const [k, v] of Object.entries({
    title: `${label} boundary dispute`,
    description: 'A wall on my land.',
    mention: demoLogins[1].email,
    consultationType: 'Online',
    date: tomorrow(),
    timing: '11:30 AM',
  }))
    form.append(k, v);
  form.append('documents', new Blob([png], { type: 'image/png' }), `${label}-photo.png`);
  const created = await fetch(`${t.url}/api/create-request`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(created.status).toBe(201);
  await updateUserSettings(t.db, user.id, { darkMode: true }, t.deps.clock.now().toISOString());
  await notify(t.db, t.deps.clock.now(), { userId: user.id, kind: 'system', message: `${label} notice` });
  return { email, token, user };
}

async function download(token: string) {
  const res = await fetch(`${t.url}/api/account/export`, { headers: { Authorization: `Bearer ${token}` } });
  return { res, files: unzipSync(new Uint8Array(await res.arrayBuffer())) };
}

describe('download my data', () => {
  it("is a ZIP of the user's JSON and files, with nothing of other users and no secrets", async () => {
    const me = await userWithData('meera');
    await userWithData('other');
    const { res, files } = await download(me.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const data = JSON.parse(strFromU8(files['data.json']!)) as Record<string, unknown>;
    const text = JSON.stringify(data);
    expect(data.user).toMatchObject({ email: me.email });
    expect(text).toContain('meera boundary dispute');
    expect(text).toContain('meera notice');
    expect(text).toContain('"darkMode":true');
    expect(text).not.toContain('other boundary dispute');
    expect(text).not.toContain('other notice');
    expect(text).not.toMatch(/password_hash|argon2/);
    const names = Object.keys(files);
    expect(names.some((n) => n.startsWith('files/') && n.endsWith('meera-photo.png'))).toBe(true);
    expect(names.some((n) => n.includes('other-photo'))).toBe(false);
    expect(Buffer.from(files[names.find((n) => n.endsWith('meera-photo.png'))!]!)).toEqual(png);
    expect((await fetch(`${t.url}/api/account/export`)).status).toBe(401);
  });
});

describe('download my data: what the client saw of a lawyer', () => {
  it('names a lawyer mentioned from their profile by name and id, never by the e-mail they hide', async () => {
    const lawyer = demoLogins[1];
    await updateUserSettings(t.db, lawyer.id, { showEmail: false }, t.deps.clock.now().toISOString());
    const { email, token } = await userWithData('kavya');
    const form = new FormData();
    for (const [k, v] of Object.entries({
      title: 'kavya tenancy question',
      description: 'My landlord keeps the deposit.',
      mention: '',
      mentionId: lawyer.id,
      consultationType: 'Online',
      date: tomorrow(),
      timing: '12:30 PM',
    }))
      form.append(k, v);
    const created = await fetch(`${t.url}/api/create-request`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const text = strFromU8((await download(token)).files['data.json']!);
    const data = JSON.parse(text) as { requests: { title: string; mention: string; lawyer_id: string }[] };
    expect(data.requests.find((r) => r.title === 'kavya tenancy question')).toMatchObject({
      mention: lawyer.name,
      lawyer_id: lawyer.id,
    });
    // A lawyer the client typed the e-mail of stays as typed.
    expect(data.requests.find((r) => r.title === 'kavya boundary dispute')?.mention).toBe(lawyer.email);
    expect(text).toContain(email);
    expect(text.match(new RegExp(lawyer.email, 'g'))).toHaveLength(1);
  });
});

describe("download my data: every upload, and a lawyer's engagements", () => {
  it('holds documents, booking and chat attachments, the certificate and referrals, nothing of others', async () => {
    const me = await userWithFiles('nila', 'consumer');
    await userWithFiles('outsider', 'consumer');
    expect(me.booked).toBe(true);
    const { files } = await download(me.token);
    const names = Object.keys(files).filter((n) => !n.endsWith('/'));
    for (const name of ['nila-document.png', 'nila-attachment.png', 'nila-chat.png'])
      expect(
        names.some((n) => n.startsWith('files/') && n.endsWith(name)),
        name,
      ).toBe(true);
    expect(names.filter((n) => n.includes('outsider'))).toEqual([]);
    for (const name of names.filter((n) => n.startsWith('files/')))
      expect(Buffer.from(files[name]!)).toEqual(png);
    const text = strFromU8(files['data.json']!);
    expect(text).toContain('nila lease');
    expect(text).toContain('nila consultation');
    expect(text).not.toContain('outsider');
    const data = JSON.parse(text) as Record<string, unknown[]>;
    expect(data.referrals).toHaveLength(1);
    expect(data.booking_documents).toHaveLength(1);
    expect(data.consultation_messages).toHaveLength(1);
  });

  it('gives a lawyer their certificate and the bookings and requests they serve', async () => {
    const lawyer = await userWithFiles('advocate', 'professional');
    const names = Object.keys((await download(lawyer.token)).files);
    expect(names.some((n) => n.endsWith('advocate-certificate.png'))).toBe(true);
    const rohan = (await t.tokenFor(demoLogins[1].email)).token;
    const data = JSON.parse(strFromU8((await download(rohan)).files['data.json']!)) as Record<
      string,
      { lawyer_id?: string }[]
    >;
    expect(data.bookings_as_lawyer!.length).toBeGreaterThan(0);
    expect(data.bookings_as_lawyer!.every((b) => b.lawyer_id === demoLogins[1].id)).toBe(true);
    expect(JSON.stringify(data.requests_as_lawyer)).toContain('boundary dispute');
  });
});

describe('delete my data', () => {
  it('needs the password, then erases every personal row and file and signs out everywhere', async () => {
    const me = await userWithData('erase');
    const other = await userWithData('keeper');
    const second = await t.api.post<{ token: string }>('/api/login', { email: me.email, password });
    const docs = await t.db
      .selectFrom('request_documents')
      .innerJoin('requests', 'requests.id', 'request_documents.request_id')
      .select('stored_name')
      .where('requests.owner_id', '=', me.user.id)
      .execute();
    expect(docs).toHaveLength(1);
    const file = join(t.config.dataDir, 'uploads', docs[0]!.stored_name);
    expect(existsSync(file)).toBe(true);

    expect(
      await t.api.post('/api/account/delete', { password: 'Wrong#Pass2024' }, { token: me.token }),
    ).toMatchObject({
      status: 400,
      body: { message: 'The password is not correct.' },
    });
    expect((await t.api.post('/api/account/delete', {}, { token: me.token })).status).toBe(400);
    expect((await t.api.get('/api/validate-token', { token: me.token })).status).toBe(200);

    expect((await t.api.post('/api/account/delete', { password }, { token: me.token })).status).toBe(200);
    expect((await t.api.get('/api/validate-token', { token: me.token })).status).toBe(401);
    expect((await t.api.get('/api/validate-token', { token: second.body.token })).status).toBe(401);
    expect((await t.api.post('/api/login', { email: me.email, password })).status).toBe(404);
    expect(existsSync(file)).toBe(false);
    for (const [table, column] of [
      ['users', 'id'],
      ['sessions', 'user_id'],
      ['requests', 'owner_id'],
      ['notifications', 'user_id'],
      ['user_settings', 'user_id'],
    ] as const) {
      const rows = await t.db.selectFrom(table).selectAll().where(column, '=', me.user.id).execute();
      expect(rows, table).toEqual([]);
    }
    // The other user's data stays.
    expect((await t.api.get('/api/validate-token', { token: other.token })).status).toBe(200);
    expect(
      await t.db.selectFrom('requests').select('id').where('owner_id', '=', other.user.id).execute(),
    ).toHaveLength(1);
  });

  it('erases uploads everywhere and referral rows, keeping only invoices and payments', async () => {
    const me = await userWithFiles('gone', 'professional');
    expect(me.booked).toBe(true);
    // A paid premium plan: its payment and invoice must stay, by law.
    const order = (
      await t.api.post<{ orderId: string }>('/api/payment/order', { plan: 'monthly' }, { token: me.token })
    ).body;
    const signed = (
      await t.api.post<{ paymentId: string; signature: string }>(
        '/api/payment/demo/checkout',
        { orderId: order.orderId, method: 'scanPay', outcome: 'success' },
        { token: me.token },
      )
    ).body;
    expect(
      (
        await t.api.post(
          '/api/payment',
          { orderId: order.orderId, ...signed, method: 'scanPay' },
          { token: me.token },
        )
      ).status,
    ).toBe(200);
    const stored = (await storedOf(me.user.id)).map((r) => join(t.config.dataDir, 'uploads', r.stored_name));
    expect(stored).toHaveLength(4); // document, certificate, booking attachment, chat attachment
    for (const file of stored) expect(existsSync(file)).toBe(true);

    expect((await t.api.post('/api/account/delete', { password }, { token: me.token })).status).toBe(200);
    for (const file of stored) expect(existsSync(file), file).toBe(false);
    expect(await storedOf(me.user.id)).toEqual([]);
    const id = me.user.id;
    const left = {
      documents: await t.db.selectFrom('documents').select('id').where('user_id', '=', id).execute(),
      bookings: await t.db
        .selectFrom('bookings')
        .select('id')
        .where((eb) => eb.or([eb('client_id', '=', id), eb('lawyer_id', '=', id)]))
        .execute(),
      referrals: await t.db
        .selectFrom('referrals')
        .select('id')
        .where((eb) => eb.or([eb('referrer_id', '=', id), eb('referred_id', '=', id)]))
        .execute(),
      certificates: await t.db
        .selectFrom('lawyer_certificates')
        .select('user_id')
        .where('user_id', '=', id)
        .execute(),
      profiles: await t.db
        .selectFrom('lawyer_profiles')
        .select('user_id')
        .where('user_id', '=', id)
        .execute(),
      messages: await t.db
        .selectFrom('consultation_messages')
        .select('id')
        .where('sender_id', '=', id)
        .execute(),
    };
    expect(left).toEqual({
      documents: [],
      bookings: [],
      referrals: [],
      certificates: [],
      profiles: [],
      messages: [],
    });
    // Kept by law, pointing at an anonymous stub.
    expect(await t.db.selectFrom('payments').select('id').where('user_id', '=', id).execute()).toHaveLength(
      1,
    );
    expect(await t.db.selectFrom('invoices').select('id').where('user_id', '=', id).execute()).toHaveLength(
      1,
    );
    const stub = await t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(stub).toMatchObject({ name: 'Erased user' });
    expect(stub.email).not.toContain('gone');
  });
});
