// Every endpoint declared `access: 'admin'` is refused by mount itself, before any input is read: 401 without a
// session, 403 for a client or a lawyer, and, outside the demo, 403 naming the reason for an admin without
// two-factor authentication. One table of cases over the declarations, so a new admin endpoint is covered as
// soon as it is declared. The demo's admin is exempt (sales show the console offline).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@contract';
import { declaredEndpoints } from '@contract/endpoints';
import { demoLogins } from '../db/seed';
import { confirmTwoFactorSetup, currentTotp, startTwoFactorSetup } from '../services/twoFactor';
import { createTestApp, type TestApp } from '../test/harness';

let hosted: TestApp;
let demo: TestApp;
beforeAll(async () => {
  [hosted, demo] = await Promise.all([createTestApp({ env: { LEXSETU_DEMO: 'false' } }), createTestApp()]);
});
afterAll(() => Promise.all([hosted?.close(), demo?.close()]));

const admins = declaredEndpoints.filter((e) => e.access === 'admin');
const addressOf = (path: string) => path.replace(/:\w+/g, '01HZ0000000000000000000000');
const email = (role: 'consumer' | 'professional' | 'admin') => demoLogins.find((l) => l.role === role)!.email;

interface Answer {
  status: number;
  reason?: string;
  text: string;
}

async function call(t: TestApp, e: Endpoint, token?: string): Promise<Answer> {
  const headers: Record<string, string> = {
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(e.method === 'GET' ? {} : { 'Content-Type': 'application/json' }),
  };
  const res = await t.api.send<{ reason?: string }>(e.method, addressOf(e.path), {
    headers,
    ...(e.method === 'GET' ? {} : { body: '{}' }),
  });
  return {
    status: res.status,
    reason: typeof res.body === 'object' ? res.body.reason : undefined,
    text: res.text,
  };
}

type Expect = { status: 401 | 403; reason?: string } | 'let through';
const refusedCases: {
  who: string;
  app: () => TestApp;
  token: () => Promise<string | undefined>;
  expect: Expect;
}[] = [
  { who: 'no session', app: () => hosted, token: async () => undefined, expect: { status: 401 } },
  {
    who: 'a client',
    app: () => hosted,
    token: async () => (await hosted.tokenFor(email('consumer'))).token,
    expect: { status: 403, reason: 'admin_only' },
  },
  {
    who: 'a lawyer',
    app: () => hosted,
    token: async () => (await hosted.tokenFor(email('professional'))).token,
    expect: { status: 403, reason: 'admin_only' },
  },
  {
    who: 'an admin without 2FA outside the demo',
    app: () => hosted,
    token: async () => (await hosted.tokenFor(email('admin'))).token,
    expect: { status: 403, reason: 'admin_two_factor_required' },
  },
  {
    who: "the demo's admin without 2FA (demo mode)",
    app: () => demo,
    token: async () => (await demo.tokenFor(email('admin'))).token,
    expect: 'let through',
  },
];

function wrongAnswer(e: Endpoint, who: string, expected: Expect, got: Answer): string | null {
  const ok =
    expected === 'let through'
      ? got.status !== 401 && got.status !== 403 && got.reason !== 'route_not_found'
      : got.status === expected.status && (!expected.reason || got.reason === expected.reason);
  return ok ? null : `${e.method} ${e.path} ${who}: ${got.status} ${got.text.slice(0, 160)}`;
}

describe("endpoints declared access: 'admin'", () => {
  it('are every endpoint under /api/admin/', () => {
    expect(admins.map((e) => `${e.method} ${e.path}`).sort()).toEqual(
      declaredEndpoints
        .filter((e) => e.path.startsWith('/api/admin/'))
        .map((e) => `${e.method} ${e.path}`)
        .sort(),
    );
    expect(admins.length).toBeGreaterThanOrEqual(15);
  });

  it.each(refusedCases)(
    'answer $who as the table says, whatever the input',
    async ({ who, app, token, expect: want }) => {
      const bearer = await token();
      const wrong: string[] = [];
      for (const e of admins) {
        const problem = wrongAnswer(e, who, want, await call(app(), e, bearer));
        if (problem) wrong.push(problem);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('refuse an admin without 2FA with a message naming the reason, in their language', async () => {
    const { token } = await hosted.tokenFor(email('admin'));
    const list = admins.find((e) => e.method === 'GET')!;
    const res = await hosted.api.get<{ message: string; text: string; reason: string }>(
      addressOf(list.path),
      {
        token,
        headers: { 'Accept-Language': 'hi' },
      },
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      'Turn on two-factor authentication (Settings → Security & privacy) before using the admin console.',
    );
    expect(res.body.text).toContain('टू-फ़ैक्टर');
  });

  it('let an admin with 2FA on through outside the demo (and only once it is on)', async () => {
    const admin = await hosted.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email('admin'))
      .executeTakeFirstOrThrow();
    const { token } = await hosted.tokenFor(admin.email);
    const now = hosted.deps.clock.now();
    const { secret } = await startTwoFactorSetup(hosted.db, admin, hosted.config.jwtSecret, now);
    // Set up but not confirmed: still shut.
    expect((await call(hosted, admins[0]!, token)).reason).toBe('admin_two_factor_required');
    await confirmTwoFactorSetup(
      hosted.db,
      admin.id,
      currentTotp(secret, now.getTime()),
      hosted.config.jwtSecret,
      now.getTime(),
    );
    const wrong: string[] = [];
    for (const e of admins) {
      const problem = wrongAnswer(e, 'an admin with 2FA', 'let through', await call(hosted, e, token));
      if (problem) wrong.push(problem);
    }
    expect(wrong).toEqual([]);
  });
});
