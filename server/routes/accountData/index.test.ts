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
  await updateUserSettings(t.db, user.id, { darkMode: true });
  await notify(t.db, { userId: user.id, kind: 'system', message: `${label} notice` });
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
});
