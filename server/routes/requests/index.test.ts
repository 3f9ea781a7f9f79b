import { existsSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsultationRequest, ConsultationRequestList } from '@contract';
import { fakeS3, fakeS3Credentials } from '../../test/fakeS3';
import { updateUserSettings } from '../../services/settings';
import { testClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import { zipSync } from 'fflate';
import { fakeExe, htmlPage, tinyDocx, tinyPdf, tinyPng } from '../../test/sampleFiles';

const client = 'asha@demo.lexsetu.in';
const lawyer = 'rohan@demo.lexsetu.in';
const otherClient = 'other-client@example.in';
const otherLawyer = 'other-lawyer@example.in';

let t: TestApp;
const tokens: Record<string, string> = {};

async function addUser(email: string, role: 'consumer' | 'professional') {
  const now = new Date().toISOString();
  await t.db
    .insertInto('users')
    .values({
      id: `U-${role}-${email.length}`,
      email,
      name: email,
      role,
      password_hash: 'x',
      consultation_types: '[]',
      created_at: now,
      updated_at: now,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  await addUser(otherClient, 'consumer');
  await addUser(otherLawyer, 'professional');
  for (const email of [client, lawyer, otherClient, otherLawyer])
    tokens[email] = (await t.tokenFor(email)).token;
});
afterAll(() => t.close());

const validFields = {
  title: 'Property dispute',
  description: 'Need advice on a boundary wall.',
  budget: '1500.50',
  date: '2099-12-31',
  timing: '10:30 AM',
  mention: lawyer,
  consultationType: 'Online',
};

interface Upload {
  name: string;
  data: Buffer;
  type?: string;
}

async function create(
  fields: Record<string, string> = validFields,
  files: Upload[] = [],
  token: string | null = tokens[client],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(
      'documents',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  const res = await fetch(`${t.url}/api/create-request`, {
    method: 'POST',
    body: form,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as ConsultationRequest & { message: string } };
}

const list = async (tab: string, email = client) =>
  (await t.api.get<ConsultationRequestList>(`/api/requests?tab=${tab}`, { token: tokens[email] })).body.items;

const uploads = () => {
  const dir = join(t.config.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
};

const countRows = async () =>
  Number(
    (
      await t.db
        .selectFrom('requests')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/create-request', () => {
  it('creates a request with two documents (201) stored under generated names', async () => {
    // The seeded demo's document orders have files of their own.
    const before = new Set(uploads());
    const { status, body } = await create(validFields, [
      { name: 'photo.png', data: tinyPng, type: 'image/png' },
      { name: 'deed.pdf', data: tinyPdf, type: 'application/pdf' },
    ]);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      title: 'Property dispute',
      budget: 1500.5,
      consultationType: 'Online',
      date: '2099-12-31',
      timing: '10:30 AM',
      mention: lawyer,
      expert: '',
      status: 'new',
      isOwner: true,
    });
    // Order is the order the multipart parser finished writing the files, not guaranteed to be the upload order.
    expect(body.documents.map((d) => d.name).sort()).toEqual(['deed.pdf', 'photo.png']);
    const stored = await t.db
      .selectFrom('requests')
      .select('budget_paise')
      .where('id', '=', body._id)
      .executeTakeFirstOrThrow();
    expect(stored.budget_paise).toBe(150050);
    const added = uploads().filter((n) => !before.has(n));
    expect(added.length).toBe(2);
    for (const n of added) expect(n).toMatch(/^[0-9a-f]{32}\.(png|pdf)$/);
  });

  it('accepts a DOCX and no budget', async () => {
    const { budget: _omit, ...noBudget } = validFields;
    const { status, body } = await create(noBudget, [{ name: 'brief.docx', data: tinyDocx }]);
    expect(status).toBe(201);
    expect(body.budget).toBeNull();
  });

  it('refuses a macro-enabled DOCX and a zip bomb by content, keeping nothing', async () => {
    const rows = await countRows();
    const files = uploads().length;
    const docx = (extra: Record<string, Uint8Array>) =>
      Buffer.from(
        zipSync({
          '[Content_Types].xml': new TextEncoder().encode('<Types/>'),
          'word/document.xml': new TextEncoder().encode('<w:document/>'),
          ...extra,
        }),
      );
    const macro = await create(validFields, [
      { name: 'ok.png', data: tinyPng },
      { name: 'brief.docx', data: docx({ 'word/vbaProject.bin': new Uint8Array(8) }) },
    ]);
    expect(macro.status).toBe(415);
    expect(macro.body.message).toBe(
      'brief.docx contains macros (vbaProject.bin): macro-enabled documents are not accepted.',
    );
    const bomb = await create(validFields, [
      { name: 'notes.docx', data: docx({ 'word/zeros.bin': new Uint8Array(30 * 1024 * 1024) }) },
    ]);
    expect(bomb.status).toBe(415);
    expect(bomb.body.message).toMatch(/^notes\.docx would unpack to more than 100 MB/);
    expect(await countRows()).toBe(rows);
    expect(uploads().length).toBe(files);
  });

  it('allows 30 new requests per account per 10 minutes, then 429 saying when; others are not held back', async () => {
    const clock = testClock();
    const app = await createTestApp({ clock });
    try {
      const mine = (await app.tokenFor('asha@demo.lexsetu.in')).token;
      const post = async (token: string) => {
        const form = new FormData();
        for (const [k, v] of Object.entries({ ...validFields, mention: 'rohan@demo.lexsetu.in' }))
          form.append(k, v);
        const res = await fetch(`${app.url}/api/create-request`, {
          method: 'POST',
          body: form,
          headers: { Authorization: `Bearer ${token}` },
        });
        return { status: res.status, body: (await res.json()) as { message: string } };
      };
      for (let i = 0; i < 30; i++) expect((await post(mine)).status).toBe(201);
      const limited = await post(mine);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(
        /^You have created many requests in a short time\. Please try again in \d+ seconds\.$/,
      );
      const someoneElse = (await app.tokenFor('admin@demo.lexsetu.in')).token;
      expect((await post(someoneElse)).status).toBe(201);
      clock.advance(10 * 60_000);
      expect((await post(mine)).status).toBe(201);
    } finally {
      await app.close();
    }
  });

  it("a lawyer who hid their profile from strangers is not reached through a stranger's mention", async () => {
    const lawyerId = (
      await t.db.selectFrom('users').select('id').where('email', '=', otherLawyer).executeTakeFirstOrThrow()
    ).id;
    await updateUserSettings(
      t.db,
      lawyerId,
      { profileVisibility: 'clients' },
      t.deps.clock.now().toISOString(),
    );
    try {
      const { status, body } = await create({ ...validFields, mention: otherLawyer });
      expect(status).toBe(201);
      // Created for the client, but the lawyer neither gets it nor sees it.
      expect((await list('new', otherLawyer)).map((r) => r._id)).not.toContain(body._id);
      const stored = await t.db
        .selectFrom('requests')
        .select('lawyer_id')
        .where('id', '=', body._id)
        .executeTakeFirstOrThrow();
      expect(stored.lawyer_id).toBeNull();
    } finally {
      await updateUserSettings(
        t.db,
        lawyerId,
        { profileVisibility: 'everyone' },
        t.deps.clock.now().toISOString(),
      );
    }
  });

  it("mentions a lawyer from their profile by id: the lawyer gets it, the client sees the lawyer's name, never the e-mail", async () => {
    const rohan = await t.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('email', '=', lawyer)
      .executeTakeFirstOrThrow();
    const { mention: _m, ...fields } = validFields;
    const before = await countRows();
    const { status, body } = await create({ ...fields, mentionId: rohan.id });
    expect(status).toBe(201);
    expect(body.mention).toBe(rohan.name);
    expect(JSON.stringify(body)).not.toContain(lawyer);
    // The lawyer was mentioned, and sees the request with their own address.
    const theirs = (await list('new', lawyer)).find((r) => r._id === body._id);
    expect(theirs).toMatchObject({ mention: lawyer, canAccept: true });
    // Bills & Payments and the activity list name the lawyer too (other requests here mention by e-mail).
    const bills = await t.api.get<{ engagements: Array<{ _id: string; mentioned: string }> }>('/api/bills', {
      token: tokens[client],
    });
    expect(bills.body.engagements.find((e) => e._id === body._id)).toMatchObject({ mentioned: rohan.name });
    const activity = await t.api.get<Array<{ _id: string; description: string }>>('/api/transactions', {
      token: tokens[client],
    });
    const created = activity.body.find((a) => a._id === `request-created-${body._id}`);
    expect(created?.description).toContain(`mentioning ${rohan.name}.`);
    expect(await countRows()).toBe(before + 1);
  });

  it('refuses a mention by id of no lawyer, of a client, or of a lawyer hidden from this client (404), keeping nothing', async () => {
    const { mention: _m, ...fields } = validFields;
    // A verified lawyer other than Rohan, who shows their profile to nobody.
    const hidden = (
      await t.db
        .selectFrom('lawyer_profiles')
        .innerJoin('users', 'users.id', 'lawyer_profiles.user_id')
        .select('users.id')
        .where('verification_status', '=', 'verified')
        .where('users.email', '<>', lawyer)
        .executeTakeFirstOrThrow()
    ).id;
    await updateUserSettings(t.db, hidden, { profileVisibility: 'nobody' }, t.deps.clock.now().toISOString());
    const aClient = (
      await t.db.selectFrom('users').select('id').where('email', '=', otherClient).executeTakeFirstOrThrow()
    ).id;
    const before = await countRows();
    for (const mentionId of ['NOPE', aClient, hidden]) {
      const { status, body } = await create({ ...fields, mentionId }, [{ name: 'a.pdf', data: tinyPdf }]);
      expect([status, body.message]).toEqual([404, 'Lawyer not found.']);
    }
    expect(await countRows()).toBe(before);
    await updateUserSettings(
      t.db,
      hidden,
      { profileVisibility: 'everyone' },
      t.deps.clock.now().toISOString(),
    );
    const { status } = await create({ ...fields, mentionId: hidden });
    expect(status).toBe(201);
  });

  it('refuses missing required fields with the spec message first', async () => {
    const { title: _t, timing: _ti, ...partial } = validFields;
    const { status, body } = await create(partial);
    expect(status).toBe(400);
    expect(body.message.startsWith('Please fill all required fields.')).toBe(true);
    expect(body.message).toContain('title');
  });

  it('refuses a renamed executable and HTML named .png, keeping nothing', async () => {
    const rows = await countRows();
    const files = uploads().length;
    const exe = await create(validFields, [
      { name: 'ok.png', data: tinyPng },
      { name: 'setup.pdf', data: fakeExe, type: 'application/pdf' },
    ]);
    expect(exe.status).toBe(415);
    expect(exe.body.message).toBe('Unsupported file type: setup.pdf. Allowed: PNG, JPG, PDF, DOC, DOCX.');
    const html = await create(validFields, [{ name: 'cat.png', data: htmlPage, type: 'image/png' }]);
    expect(html.status).toBe(415);
    expect(html.body.message).toContain('cat.png');
    expect(await countRows()).toBe(rows);
    expect(uploads().length).toBe(files);
  });

  it('refuses more than 5 files', async () => {
    const rows = await countRows();
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, data: tinyPng }));
    const { status, body } = await create(validFields, six);
    expect(status).toBe(400);
    expect(body.message).toContain('up to 5 files');
    expect(await countRows()).toBe(rows);
  });

  it('refuses past dates, unknown slots and consultation types, bad e-mails and budgets', async () => {
    for (const change of [
      { date: '2000-01-01' },
      { date: '2099-02-30' },
      { timing: '6:00 PM' },
      { timing: '10:15 AM' },
      { consultationType: 'Phone' },
      { mention: 'not-an-email' },
      { budget: '-5' },
      { budget: 'lots' },
    ]) {
      const { status } = await create({ ...validFields, ...change });
      expect(status, JSON.stringify(change)).toBe(400);
    }
  });

  it('refuses documents in another field than documents and a field sent twice, naming it (400), keeping nothing', async () => {
    const rows = await countRows();
    const files = uploads().length;
    const send = async (form: FormData) => {
      const res = await fetch(`${t.url}/api/create-request`, {
        method: 'POST',
        body: form,
        headers: { Authorization: `Bearer ${tokens[client]}` },
      });
      return { status: res.status, body: (await res.json()) as { message: string; field?: string } };
    };
    const stray = new FormData();
    for (const [name, value] of Object.entries(validFields)) stray.append(name, value);
    stray.append('file', new Blob([new Uint8Array(tinyPdf)]), 'lease.pdf');
    expect(await send(stray)).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'Send files in the field documents, not file.' }),
    });
    const twice = new FormData();
    for (const [name, value] of Object.entries(validFields)) twice.append(name, value);
    twice.append('title', 'A second title');
    const reply = await send(twice);
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe('title');
    expect(await countRows()).toBe(rows);
    expect(uploads().length).toBe(files);
  });

  it('refuses a budget of more than 9 digits of rupees, as the form does (400 naming budget)', async () => {
    const rows = await countRows();
    const { status, body } = await create({ ...validFields, budget: '1234567890' });
    expect(status).toBe(400);
    expect(body.message).toBe('Budget must be an amount in rupees.');
    expect(await countRows()).toBe(rows);
  });

  it('refuses a file over the size limit (413), keeping nothing', async () => {
    const small = await createTestApp({ env: { LEXSETU_MAX_UPLOAD_MB: '1' } });
    try {
      const { token } = await small.tokenFor(client);
      const form = new FormData();
      for (const [name, value] of Object.entries(validFields)) form.append(name, value);
      const big = Buffer.concat([tinyPdf, Buffer.alloc(1024 * 1024 + 10)]);
      form.append('documents', new Blob([new Uint8Array(big)]), 'big.pdf');
      const res = await fetch(`${small.url}/api/create-request`, {
        method: 'POST',
        body: form,
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(413);
      expect(await small.db.selectFrom('requests').select('id').execute()).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('needs a login and multipart', async () => {
    expect((await create(validFields, [], null)).status).toBe(401);
    const json = await t.api.post('/api/create-request', validFields, { token: tokens[client] });
    expect(json.status).toBe(415);
  });
});

describe('tabs, accept, complete, delete and downloads', () => {
  let request: ConsultationRequest;
  beforeAll(async () => {
    request = (
      await create({ ...validFields, title: 'Flow request' }, [
        { name: 'a.png', data: tinyPng },
        { name: 'b.pdf', data: tinyPdf },
      ])
    ).body;
  });

  const state = async () =>
    t.db.selectFrom('requests').selectAll().where('id', '=', request._id).executeTakeFirst();

  it('lists by tab for the owner and the mentioned lawyer only', async () => {
    expect((await list('new')).map((r) => r._id)).toContain(request._id);
    expect((await list('on-going')).map((r) => r._id)).not.toContain(request._id);
    const forLawyer = (await list('new', lawyer)).find((r) => r._id === request._id);
    // The lawyer's screen names the client who sent it.
    expect(forLawyer).toMatchObject({ canAccept: true, isOwner: false, client: 'Asha Verma' });
    expect((await list('new', otherClient)).map((r) => r._id)).not.toContain(request._id);
    expect((await list('new', otherLawyer)).map((r) => r._id)).not.toContain(request._id);
    expect((await t.api.get('/api/requests?tab=new')).status).toBe(401);
    expect((await t.api.get('/api/requests?tab=bogus', { token: tokens[client] })).status).toBe(400);
  });

  it('lets only participants download a document, as an attachment', async () => {
    // The multipart parser may finish the files in either order: pick the PDF by name.
    const doc = request.documents.find((d) => d.name === 'b.pdf')!;
    for (const email of [client, lawyer]) {
      const res = await fetch(`${t.url}/api/files/${doc._id}`, {
        headers: { Authorization: `Bearer ${tokens[email]}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="b.pdf"/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await res.arrayBuffer()).equals(tinyPdf)).toBe(true);
    }
    for (const email of [otherClient, otherLawyer]) {
      expect((await t.api.get(`/api/files/${doc._id}`, { token: tokens[email] })).status).toBe(404);
    }
    expect((await t.api.get(`/api/files/${doc._id}`)).status).toBe(401);
    expect((await t.api.get('/api/files/missing', { token: tokens[client] })).status).toBe(404);
  });

  it('refuses accept and complete from anyone but the right person, changing nothing', async () => {
    const before = await state();
    const tries: [string, string | undefined, number[]][] = [
      ['accept', tokens[otherClient], [404]],
      ['accept', tokens[otherLawyer], [404]],
      ['accept', undefined, [401]],
      ['accept', tokens[client], [403]],
      ['complete', tokens[otherClient], [404]],
      ['complete', tokens[otherLawyer], [404]],
      ['complete', undefined, [401]],
      ['complete', tokens[client], [409]],
    ];
    for (const [action, token, statuses] of tries) {
      const res = await t.api.post(`/api/requests/${request._id}/${action}`, undefined, { token });
      expect(statuses, `${action} ${token?.slice(-6)}`).toContain(res.status);
    }
    expect(await state()).toEqual(before);
  });

  it('moves new → on-going when the mentioned lawyer accepts, then → completed', async () => {
    const accepted = await t.api.post<ConsultationRequest>(`/api/requests/${request._id}/accept`, undefined, {
      token: tokens[lawyer],
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      status: 'on-going',
      expert: 'Adv. Rohan Mehta',
      canComplete: true,
      canChat: true,
    });
    expect((await list('on-going')).find((r) => r._id === request._id)?.expert).toBe('Adv. Rohan Mehta');
    expect((await list('new')).map((r) => r._id)).not.toContain(request._id);
    const again = await t.api.post(`/api/requests/${request._id}/accept`, undefined, {
      token: tokens[lawyer],
    });
    expect(again.status).toBe(409);
    for (const token of [tokens[otherClient], tokens[otherLawyer], undefined]) {
      const res = await t.api.post(`/api/requests/${request._id}/complete`, undefined, { token });
      expect([401, 403, 404]).toContain(res.status);
    }
    expect((await state())?.status).toBe('on-going');
    const done = await t.api.post<ConsultationRequest>(`/api/requests/${request._id}/complete`, undefined, {
      token: tokens[client],
    });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('completed');
    expect((await list('completed', lawyer)).map((r) => r._id)).toContain(request._id);
  });

  it('deletes only for the owner; everyone else gets 401/404 and nothing changes', async () => {
    const files = uploads().length;
    for (const token of [tokens[otherClient], tokens[otherLawyer], tokens[lawyer], undefined]) {
      const res = await t.api.send('DELETE', `/api/requests/${request._id}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      expect([401, 404]).toContain(res.status);
    }
    expect(await state()).toBeTruthy();
    expect(uploads().length).toBe(files);
    const res = await t.api.send('DELETE', `/api/requests/${request._id}`, {
      headers: { Authorization: `Bearer ${tokens[client]}` },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Request deleted successfully' });
    expect(await state()).toBeUndefined();
    expect(uploads().length).toBe(files - 2);
    expect(
      (await t.api.get(`/api/files/${request.documents[0]._id}`, { token: tokens[client] })).status,
    ).toBe(404);
  });
});

describe("the accepted lawyer on the client's on-going request", () => {
  it('shows their name and photo, which the client can load', async () => {
    const { body: request } = await create({ ...validFields, title: 'Photo request' });
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(tinyPng)], { type: 'image/png' }), 'rohan.png');
    const uploaded = await fetch(`${t.url}/api/profile/photo`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${tokens[lawyer]}` },
    });
    expect(uploaded.status).toBe(200);
    const accepted = await t.api.post(`/api/requests/${request._id}/accept`, undefined, {
      token: tokens[lawyer],
    });
    expect(accepted.status).toBe(200);

    const seen = (await list('on-going')).find((r) => r._id === request._id)!;
    const { id: lawyerId } = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', lawyer)
      .executeTakeFirstOrThrow();
    expect(seen.expert).toBe('Adv. Rohan Mehta');
    expect(seen.image).toMatch(new RegExp(`^/api/users/${lawyerId}/photo\\?v=\\w+$`));
    const photo = await fetch(`${t.url}${seen.image}`, {
      headers: { Authorization: `Bearer ${tokens[client]}` },
    });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await photo.arrayBuffer()).equals(tinyPng)).toBe(true);

    // Without a photo the card keeps the name and shows initials.
    expect(
      (
        await t.api.send('DELETE', '/api/profile/photo', {
          headers: { Authorization: `Bearer ${tokens[lawyer]}` },
        })
      ).status,
    ).toBe(200);
    expect((await list('on-going')).find((r) => r._id === request._id)).toMatchObject({
      expert: 'Adv. Rohan Mehta',
      image: '',
    });
  });
});

describe('documents in an S3-compatible bucket (hosted mode)', () => {
  it('stores the upload in the bucket, not the data folder, and serves it back to the owner', async () => {
    const bucket = fakeS3();
    await new Promise<void>((ok) => bucket.server.listen(0, '127.0.0.1', ok));
    const hosted = await createTestApp({
      env: {
        LEXSETU_S3_ENDPOINT: `http://127.0.0.1:${(bucket.server.address() as AddressInfo).port}`,
        LEXSETU_S3_BUCKET: 'lexsetu-files',
        LEXSETU_S3_ACCESS_KEY_ID: fakeS3Credentials.accessKeyId,
        LEXSETU_S3_SECRET_ACCESS_KEY: fakeS3Credentials.secretAccessKey,
      },
    });
    try {
      const token = (await hosted.tokenFor(client)).token;
      // The seeded demo's document orders keep their files in the bucket too.
      const seeded = new Set(bucket.objects.keys());
      const form = new FormData();
      for (const [name, value] of Object.entries(validFields)) form.append(name, value);
      form.append('documents', new Blob([new Uint8Array(tinyPdf)], { type: 'application/pdf' }), 'lease.pdf');
      const res = await fetch(`${hosted.url}/api/create-request`, {
        method: 'POST',
        body: form,
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(201);
      const created = (await res.json()) as ConsultationRequest;
      expect([...bucket.objects.keys()].filter((key) => !seeded.has(key))).toEqual([
        expect.stringMatching(/^\/lexsetu-files\/[0-9a-f]{32}\.pdf$/),
      ]);
      expect(existsSync(join(hosted.config.dataDir, 'uploads'))).toBe(false);
      const doc = await hosted.db
        .selectFrom('request_documents')
        .select('id')
        .where('request_id', '=', created._id)
        .executeTakeFirstOrThrow();
      const download = await fetch(`${hosted.url}/api/files/${doc.id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer())).toEqual(tinyPdf);
    } finally {
      await hosted.close();
      await new Promise<void>((done) => bucket.server.close(() => done()));
    }
  });
});
