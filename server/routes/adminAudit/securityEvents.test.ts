// Security events reach the audit log as the user does them (actor and subject: the user), and erasure keeps
// the user's lines, pseudonymised: the console shows them by id, with no name.
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList } from '@contract';
import { eraseUser } from '../../services/dataRights';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.tokenFor('admin@demo.lexsetu.in')).token;
});
afterAll(() => t.close());

const password = 'Nyaya#Setu2024';
const chrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';
let counter = 0;

async function register() {
  const email = `audited${++counter}.${Date.now()}@example.in`;
  const res = await t.api.post<{ user: { _id: string } }>('/api/register', {
    email,
    password,
    role: 'consumer',
  });
  expect(res.status).toBe(201);
  return { email, id: res.body.user._id };
}

const login = (email: string, userAgent: string, extra: Record<string, string> = {}) =>
  t.api.post<{ token: string }>(
    '/api/login',
    { email, password, ...extra },
    { headers: { 'User-Agent': userAgent } },
  );

/** The user's lines, oldest first, as the console shows them. */
async function linesOf(userId: string) {
  const res = await t.api.get<AuditList>(`/api/admin/audit?subject=${userId}&limit=100`, { token: admin });
  expect(res.status).toBe(200);
  return res.body.items.reverse();
}

describe('security events on the audit log', () => {
  it('records new-device sign-ins, 2FA on and off, an ended session and a data export, by the user on themselves', async () => {
    const { email, id } = await register();
    const first = (await login(email, chrome)).body.token;
    await login(email, chrome); // the same device again: nothing new
    await login(email, chrome.replace('120.0.0.0', '121.0.0.0')); // a browser update is no new device
    const other = await login(email, firefox);

    const setup = await t.api.post<{ secret: string }>('/api/two-factor/setup', {}, { token: first });
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(setup.body.secret) }).generate();
    expect((await t.api.post('/api/two-factor/enable', { code }, { token: first })).status).toBe(200);
    expect((await t.api.post('/api/two-factor/disable', { password }, { token: first })).status).toBe(200);

    const sessions = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', id)
      .where('user_agent', '=', firefox)
      .execute();
    expect(other.status).toBe(200);
    const ended = await t.api.send('DELETE', `/api/sessions/${sessions[0]!.id}`, {
      headers: { Authorization: `Bearer ${first}` },
    });
    expect(ended.status).toBe(200);

    const zip = await fetch(`${t.url}/api/account/export`, { headers: { Authorization: `Bearer ${first}` } });
    expect(zip.status).toBe(200);
    await zip.arrayBuffer();

    const lines = await linesOf(id);
    expect(lines.map((l) => [l.action, l.actor?._id, l.subject?._id, l.subject?.type])).toEqual([
      ['security.new_device_sign_in', id, id, 'user'],
      ['security.new_device_sign_in', id, id, 'user'],
      ['security.two_factor_on', id, id, 'user'],
      ['security.two_factor_off', id, id, 'user'],
      ['security.sessions_ended', id, id, 'user'],
      ['security.data_export', id, id, 'user'],
    ]);
    expect(lines.slice(0, 2).map((l) => l.detail)).toEqual([
      { device: 'Chrome on Linux' },
      { device: 'Firefox on Windows' },
    ]);
    expect(lines[4]!.detail).toEqual({ sessionId: sessions[0]!.id });
  });

  it('records a password reset', async () => {
    const { email, id } = await register();
    expect((await t.api.post('/api/forgot-password', { email })).status).toBe(200);
    const inbox = await t.api.get<{ text: string }[]>(`/api/demo/inbox?email=${encodeURIComponent(email)}`);
    const otp = /verification code is (\d{6})/.exec(inbox.body[0]!.text)![1];
    const verified = await t.api.post<{ resetToken: string }>('/api/verify-otp', { email, otp });
    const reset = await t.api.post('/api/reset-password', {
      email,
      newPassword: 'Brand#New7pass',
      resetToken: verified.body.resetToken,
    });
    expect(reset.status).toBe(200);
    expect((await linesOf(id)).map((l) => [l.action, l.actor?._id])).toEqual([
      ['security.password_reset', id],
    ]);
  });

  it('keeps every line of an erased user, pseudonymised (no name), and records the erasure', async () => {
    const { email, id } = await register();
    const { token } = (await login(email, chrome)).body;
    const before = await t.db.selectFrom('audit_log').selectAll().where('actor_ref', '=', id).execute();
    expect(before).toHaveLength(1);
    const shown = await linesOf(id);
    expect(shown[0]!.actor).toEqual({ _id: id, name: expect.any(String) as string, erased: false });

    expect((await t.api.post('/api/account/delete', { password }, { token })).status).toBe(200);

    const after = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('actor_ref', '=', id)
      .orderBy('at')
      .execute();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.map((l) => l.action)).toEqual(['security.new_device_sign_in', 'security.erasure']);
    const lines = await linesOf(id);
    expect(lines.map((l) => [l.action, l.actor, l.subject])).toEqual(
      ['security.new_device_sign_in', 'security.erasure'].map((action) => [
        action,
        { _id: id, name: null, erased: true },
        { type: 'user', _id: id, name: null },
      ]),
    );
    // Nothing in a line names the person.
    expect(JSON.stringify(after)).not.toContain(email);
  });

  it('shows a user kept as an anonymous stub (payments retained by law) without a name too', async () => {
    const asha = await t.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('email', '=', 'asha@demo.lexsetu.in')
      .executeTakeFirstOrThrow();
    await eraseUser(t.db, t.deps.storage, asha.id, t.deps.clock.now());
    // The row stays (her payments point at it) but names nobody now.
    expect(
      await t.db.selectFrom('users').select('name').where('id', '=', asha.id).executeTakeFirst(),
    ).toEqual({
      name: 'Erased user',
    });
    const lines = await linesOf(asha.id);
    expect(lines.at(-1)).toMatchObject({
      action: 'security.erasure',
      actor: { _id: asha.id, name: null, erased: true },
      subject: { type: 'user', _id: asha.id, name: null },
    });
    expect(JSON.stringify(lines)).not.toContain(asha.name);
  });
});
