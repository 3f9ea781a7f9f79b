import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthResponseSchema } from '@contract';
import { createTestApp, type TestApp } from '../../test/harness';
import packageJson from '../../../package.json';

let t: TestApp;
beforeAll(async () => (t = await createTestApp({ seed: false })));
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok with the package version and the default upload limits', async () => {
    const res = await t.api.get('/api/health');
    expect(res.status).toBe(200);
    expect(healthResponseSchema.parse(res.body)).toEqual({
      status: 'ok',
      version: packageJson.version,
      limits: { maxUploadMb: 10, maxFilesPerRequest: 5 },
    });
  });

  it('reports the limits the server was configured with', async () => {
    const other = await createTestApp({
      seed: false,
      env: { LEXSETU_MAX_UPLOAD_MB: '3', LEXSETU_MAX_FILES_PER_REQUEST: '2' },
    });
    try {
      const res = await other.api.get('/api/health');
      expect(healthResponseSchema.parse(res.body).limits).toEqual({ maxUploadMb: 3, maxFilesPerRequest: 2 });
    } finally {
      await other.close();
    }
  });
});
