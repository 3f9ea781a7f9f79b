import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSettings, settingsSchema } from '@contract';
import { demoLogins } from '../../db/seed';
import { getUserSettings } from '../../services/settings';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const put = (body: unknown, token?: string) =>
  t.api.send('PUT', '/api/settings', {
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });

describe('GET/PUT /api/settings', () => {
  it('starts with the spec defaults', async () => {
    const { token } = await t.tokenFor(demoLogins[1].email);
    const res = await t.api.get('/api/settings', { token });
    expect(res.status).toBe(200);
    expect(settingsSchema.strict().parse(res.body)).toEqual(defaultSettings);
    expect(res.body).toMatchObject({
      location: true,
      filterUnknownMessages: true,
      requireApproval: false,
      accessibilityMode: false,
      textSize: 'Medium',
      skipSilentSections: true,
      captions: true,
      silentMode: true,
      autoCaptions: false,
      darkMode: false,
    });
  });

  it('saves a change in one session and restores it in another (another device)', async () => {
    const first = await t.tokenFor();
    const saved = await put({ darkMode: true, textSize: 'Large', requireApproval: true }, first.token);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ darkMode: true, textSize: 'Large', captions: true });
    const second = await t.tokenFor();
    expect((await t.api.get('/api/settings', { token: second.token })).body).toMatchObject({
      darkMode: true,
      textSize: 'Large',
      requireApproval: true,
      location: true,
    });
    // A later partial change keeps the earlier ones.
    await put({ location: false }, second.token);
    expect(await getUserSettings(t.db, demoLogins[0].id)).toMatchObject({ darkMode: true, location: false });
    // Another user is untouched.
    expect(await getUserSettings(t.db, demoLogins[1].id)).toEqual(defaultSettings);
  });

  it('refuses unknown keys and wrong types with 400 and changes nothing', async () => {
    const { token } = await t.tokenFor(demoLogins[1].email);
    const unknown = await put({ darkMode: true, isAdmin: true }, token);
    expect(unknown).toMatchObject({ status: 400, body: { code: 'validation_error' } });
    expect((unknown.body as { message: string }).message).toContain('isAdmin');
    expect(await put({ darkMode: 'yes' }, token)).toMatchObject({
      status: 400,
      body: { message: /^darkMode: / },
    });
    expect(await put({ textSize: 'Huge' }, token)).toMatchObject({
      status: 400,
      body: { message: /^textSize: / },
    });
    expect(await getUserSettings(t.db, demoLogins[1].id)).toEqual(defaultSettings);
  });

  it('needs a login', async () => {
    expect((await t.api.get('/api/settings')).status).toBe(401);
    expect((await put({ darkMode: true })).status).toBe(401);
  });
});
