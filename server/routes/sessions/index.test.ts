import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionListSchema, type Session, type SessionList } from '@contract';
import { walkPages } from '../../test/pages';
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
    const res = await t.api.get<SessionList>('/api/sessions', { token: chrome });
    expect(res.status).toBe(200);
    const list = sessionListSchema.parse(res.body).items;
    expect(list.map((s) => s.device).sort()).toEqual(['Chrome on Linux', 'Firefox on Windows']);
    expect(list.filter((s) => s.current)).toMatchObject([{ device: 'Chrome on Linux' }]);
    await t.api.post('/api/logout', {}, { token: firefox });
    expect((await t.api.get<SessionList>('/api/sessions', { token: chrome })).body.items).toHaveLength(1);
    expect((await t.api.get('/api/sessions')).status).toBe(401);
  });

  it('ends one of the own sessions, never someone else’s', async () => {
    const mine = await login('asha@demo.lexsetu.in', chromeLinux);
    const mineElsewhere = await login('asha@demo.lexsetu.in', firefoxWindows);
    const theirs = await login('rohan@demo.lexsetu.in', firefoxWindows);
    const theirList = (await t.api.get<SessionList>('/api/sessions', { token: theirs })).body.items;
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

    const myList = (await t.api.get<SessionList>('/api/sessions', { token: mine })).body.items;
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

describe('/api/sessions over days', () => {
  afterEach(() => vi.useRealTimers());
  const minute = 60_000;
  const day = 24 * 60 * minute;
  const at = (ms: number) => new Date(ms).toISOString();
  const list = async (token: string) =>
    sessionListSchema.parse((await t.api.get<SessionList>('/api/sessions', { token })).body).items;
  let count = 0;
  async function signedUp(): Promise<string> {
    const email = `devices${++count}.${Date.now()}@example.in`;
    const res = await t.api.post('/api/register', { email, password: 'Demo@1234', role: 'consumer' });
    expect(res.status).toBe(201);
    return email;
  }

  it('records use at most once a minute and lists the most recently used first', async () => {
    const email = await signedUp();
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const a = await login(email, chromeLinux);
    // 59 s after its last recorded use a request leaves it; at 60 s it moves.
    vi.setSystemTime(start + 59_000);
    expect((await list(a)).find((s) => s.current)!.lastSeenAt).toBe(at(start));
    vi.setSystemTime(start + minute);
    expect((await list(a)).find((s) => s.current)!.lastSeenAt).toBe(at(start + minute));
    vi.setSystemTime(start + 2 * minute);
    const b = await login(email, firefoxWindows);
    vi.setSystemTime(start + 3 * minute);
    await login(email, chromeLinux);
    vi.setSystemTime(start + 3 * minute + 30_000);
    const sessions = await list(b);
    expect(sessions.map((s) => [s.device, s.lastSeenAt])).toEqual([
      ['Firefox on Windows', at(start + 3 * minute + 30_000)],
      ['Chrome on Linux', at(start + 3 * minute)],
      ['Chrome on Linux', at(start + minute)],
    ]);
  });

  it('pages most recently used first: each page follows the last, nothing repeated or skipped', async () => {
    const email = await signedUp();
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    for (let i = 0; i < 4; i++) {
      vi.setSystemTime(start + i * minute);
      await login(email, i % 2 ? firefoxWindows : chromeLinux);
    }
    vi.setSystemTime(start + 4 * minute);
    const last = await login(email, chromeLinux);
    const walked = await walkPages<Session>(t, '/api/sessions', last, 2);
    expect(walked.pages.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(walked.items.map((s) => s.lastSeenAt)).toEqual([4, 3, 2, 1, 0].map((i) => at(start + i * minute)));
    expect(walked.items.filter((s) => s.current)).toHaveLength(1);
  });

  it('keeps at most 512 characters of a User-Agent', async () => {
    const email = await signedUp();
    const token = await login(email, `${chromeLinux} ${'x'.repeat(1000)}`);
    const [current] = await list(token);
    const row = await t.db
      .selectFrom('sessions')
      .select('user_agent')
      .where('id', '=', current!._id)
      .executeTakeFirstOrThrow();
    expect(row.user_agent).toBe(`${chromeLinux} ${'x'.repeat(1000)}`.slice(0, 512));
  });

  it('no longer lists a session whose 7-day token has expired', async () => {
    const email = await signedUp();
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    await login(email, chromeLinux);
    vi.setSystemTime(start + 2 * day);
    const later = await login(email, firefoxWindows);
    vi.setSystemTime(start + 7 * day - minute);
    expect((await list(later)).map((s) => s.device).sort()).toEqual([
      'Chrome on Linux',
      'Firefox on Windows',
    ]);
    vi.setSystemTime(start + 7 * day + minute);
    expect((await list(later)).map((s) => s.device)).toEqual(['Firefox on Windows']);
  });
});
