// Every endpoint declared `access: 'admin'` is refused by mount itself: 401 without a session, 403 (one message)
// for a signed-in client, before any input is read (an empty or wrong body changes nothing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredEndpoints } from '@contract/endpoints';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const admins = declaredEndpoints.filter((e) => e.access === 'admin');
const addressOf = (path: string) => path.replace(/:\w+/g, '01HZ0000000000000000000000');

describe("endpoints declared access: 'admin'", () => {
  it('are the admin pages: payouts, reviews, packages, stuck orders and verifications', () => {
    expect(admins.map((e) => `${e.method} ${e.path}`).sort()).toEqual(
      declaredEndpoints
        .filter((e) => e.path.startsWith('/api/admin/'))
        .map((e) => `${e.method} ${e.path}`)
        .sort(),
    );
    expect(admins.length).toBeGreaterThanOrEqual(13);
  });

  it('answer 401 to anyone not signed in and 403 to a signed-in client, whatever the input', async () => {
    const { token } = await t.tokenFor();
    const wrong: string[] = [];
    for (const e of admins) {
      const path = addressOf(e.path);
      const body = e.method === 'GET' ? {} : { body: '{}', headers: { 'Content-Type': 'application/json' } };
      const anonymous = await t.api.send(e.method, path, body);
      const client = await t.api.send<{ message: string; code: string }>(e.method, path, {
        ...body,
        headers: { ...body.headers, Authorization: `Bearer ${token}` },
      });
      if (anonymous.status !== 401) wrong.push(`${e.method} ${e.path} anonymous: ${anonymous.status}`);
      if (client.status !== 403 || client.body.message !== 'Only an admin can do this.')
        wrong.push(`${e.method} ${e.path} client: ${client.status} ${client.text}`);
    }
    expect(wrong).toEqual([]);
  });
});
