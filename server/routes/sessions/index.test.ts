import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionListSchema, type Session } from '@contract';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const chromeLinux =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const firefoxWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

async function login(email: string, userAgent: string) {
  const res = await t.api.post<{ token: string }>(
    '/api/login',
    { email, password: 'Demo@1234' },
    { headers: { 'User-Agent': userAgent } },
  );
  expect(res.status).toBe(200);
  return res.body.token;
}

describe('/api/sessions', () => {
  it('lists the live sessions of the signed-in user with a device label and the current one marked', async () => {
    const chrome = await login('asha@demo.lexsetu.in', chromeLinux);
    const firefox = await login('asha@demo.lexsetu.in', firefoxWindows);
    await login('rohan@demo.lexsetu.in', chromeLinux);
    const res = await t.api.get<Session[]>('/api/sessions', { token: chrome });
    expect(res.status).toBe(200);
    const list = sessionListSchema.parse(res.body);
    expect(list.map((s) => s.device).sort()).toEqual(['Chrome on Linux', 'Firefox on Windows']);
    expect(list.filter((s) => s.current)).toMatchObject([{ device: 'Chrome on Linux' }]);
    await t.api.post('/api/logout', {}, { token: firefox });
    expect((await t.api.get<Session[]>('/api/sessions', { token: chrome })).body).toHaveLength(1);
    expect((await t.api.get('/api/sessions')).status).toBe(401);
  });

  it('ends one of the own sessions, never someone else’s', async () => {
    const mine = await login('asha@demo.lexsetu.in', chromeLinux);
    const mineElsewhere = await login('asha@demo.lexsetu.in', firefoxWindows);
    const theirs = await login('rohan@demo.lexsetu.in', firefoxWindows);
    const theirList = (await t.api.get<Session[]>('/api/sessions', { token: theirs })).body;
    const theirId = theirList.find((s) => s.current)!._id;
    expect(
      await t.api.send('DELETE', `/api/sessions/${theirId}`, {
        headers: { Authorization: `Bearer ${mine}` },
      }),
    ).toMatchObject({
      status: 404,
      body: { message: 'Session not found.' },
    });
    expect((await t.api.get('/api/validate-token', { token: theirs })).status).toBe(200);

    const myList = (await t.api.get<Session[]>('/api/sessions', { token: mine })).body;
    const otherId = myList.find((s) => !s.current && s.device === 'Firefox on Windows')!._id;
    const ended = await t.api.send('DELETE', `/api/sessions/${otherId}`, {
      headers: { Authorization: `Bearer ${mine}` },
    });
    expect(ended).toMatchObject({ status: 200, body: { message: 'Session ended.' } });
    expect((await t.api.get('/api/validate-token', { token: mineElsewhere })).status).toBe(401);
    expect((await t.api.get('/api/validate-token', { token: mine })).status).toBe(200);
    // Ending it again, or an unknown id, is a 404.
    expect(
      (
        await t.api.send('DELETE', `/api/sessions/${otherId}`, {
          headers: { Authorization: `Bearer ${mine}` },
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.api.send('DELETE', '/api/sessions/NOPE', { headers: { Authorization: `Bearer ${mine}` } }))
        .status,
    ).toBe(404);
    expect((await t.api.send('DELETE', `/api/sessions/${otherId}`)).status).toBe(401);
  });
});
