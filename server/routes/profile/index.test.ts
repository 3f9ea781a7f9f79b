import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileSchema } from '@contract';
import { demoLogins } from '../../db/seed';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const patch = (body: unknown, token?: string) =>
  t.api.send('PATCH', '/api/profile', {
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });

describe('profile and support tickets', () => {
  it('shows the own profile with the free plan, saves a valid edit and refuses a bad one', async () => {
    const { token } = await t.tokenFor();
    const first = profileSchema.parse((await t.api.get('/api/profile', { token })).body);
    expect(first).toMatchObject({
      _id: demoLogins[0].id,
      name: 'Asha Verma',
      plan: 'Basic free plan',
      about: null,
    });
    const saved = await patch(
      { about: 'Tenant in Noida', dateOfBirth: '1990-04-12', country: 'India', region: 'Uttar Pradesh' },
      token,
    );
    expect(saved).toMatchObject({
      status: 200,
      body: { about: 'Tenant in Noida', dateOfBirth: '1990-04-12', name: 'Asha Verma' },
    });
    expect((await t.api.get('/api/profile', { token })).body).toMatchObject({
      country: 'India',
      region: 'Uttar Pradesh',
    });
    expect(await patch({ dateOfBirth: '12/04/1990' }, token)).toMatchObject({
      status: 400,
      body: { message: /^dateOfBirth: / },
    });
    expect(await patch({ name: '' }, token)).toMatchObject({
      status: 400,
      body: { message: 'Name is required.' },
    });
    expect(await patch({ plan: 'Pro' }, token)).toMatchObject({ status: 400 });
    // Another user sees their own profile only.
    const rohan = (await t.tokenFor(demoLogins[1].email)).token;
    expect((await t.api.get('/api/profile', { token: rohan })).body).toMatchObject({
      _id: demoLogins[1].id,
      about: null,
    });
    expect((await t.api.get('/api/profile')).status).toBe(401);
  });

  it('creates a support ticket the user (and only they) can see', async () => {
    const { token } = await t.tokenFor();
    expect(
      await t.api.post('/api/support-tickets', { subject: 'Refund', message: 'short' }, { token }),
    ).toMatchObject({ status: 400 });
    const created = await t.api.post(
      '/api/support-tickets',
      { subject: 'Refund', message: 'I was charged twice for one call.' },
      { token },
    );
    // New until support answers it (then answered, or closed).
    expect(created).toMatchObject({ status: 201, body: { subject: 'Refund', status: 'new' } });
    expect(
      (await t.api.get<{ items: unknown[] }>('/api/support-tickets', { token })).body.items,
    ).toHaveLength(1);
    const rohan = (await t.tokenFor(demoLogins[1].email)).token;
    expect((await t.api.get('/api/support-tickets', { token: rohan })).body).toEqual({
      items: [],
      nextCursor: null,
    });
    expect(
      (await t.api.post('/api/support-tickets', { subject: 'x', message: 'long enough text' })).status,
    ).toBe(401);
  });
});
