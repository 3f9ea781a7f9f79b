import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema } from '@contract';
import { createTestApp, type TestApp } from '../../test/harness';
import packageJson from '../../../package.json';

let t: TestApp;
beforeAll(async () => (t = await createTestApp({ seed: false })));
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok with the package version', async () => {
    const res = await t.api.get('/api/health');
    expect(res.status).toBe(200);
    expect(healthResponseSchema.parse(res.body)).toEqual({ status: 'ok', version: packageJson.version });
  });
});
