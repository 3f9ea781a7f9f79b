import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => (t = await createTestApp({ seed: false, env: { LEXSETU_LOG: 'true' } })));
afterAll(() => t.close());

describe('requestLog', () => {
  it('logs method, path without query, status and time; never headers or tokens', async () => {
    await t.api.get('/api/xyz?email=asha@demo.lexsetu.in', { token: 'secret-token-value' });
    // the line is written when the response finishes, which may be after the client has read it
    await vi.waitFor(() => expect(t.logs.info).toHaveLength(1));
    expect(t.logs.info[0]).toMatch(/^GET \/api\/xyz 404 \d+ms$/);
  });
});
