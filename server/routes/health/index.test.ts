import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { healthResponseSchema, readinessSchema } from '@contract';
import { closeDatabase } from '../../db/connection';
import { fakeS3, fakeS3Credentials } from '../../test/fakeS3';
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

describe('GET /api/health/ready', () => {
  it('answers 200 when the database and the file folder answer', async () => {
    const res = await t.api.get('/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(readinessSchema.parse(res.body)).toEqual({ status: 'ready', down: [] });
  });

  it('answers 503 naming the database when it does not answer, while liveness stays 200', async () => {
    const other = await createTestApp({ seed: false });
    try {
      await closeDatabase(other.db);
      const res = await other.api.get('/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable', down: ['database'] });
      expect((await other.api.get('/api/health')).status).toBe(200);
    } finally {
      await other.close().catch(() => undefined);
    }
  });

  it('checks the S3 bucket when files live there: up is ready, gone is 503 naming storage', async () => {
    const bucket = fakeS3();
    await new Promise<void>((ok) => bucket.server.listen(0, '127.0.0.1', ok));
    const hosted = await createTestApp({
      seed: false,
      env: {
        LEXSETU_S3_ENDPOINT: `http://127.0.0.1:${(bucket.server.address() as AddressInfo).port}`,
        LEXSETU_S3_BUCKET: 'lexsetu-files',
        LEXSETU_S3_ACCESS_KEY_ID: fakeS3Credentials.accessKeyId,
        LEXSETU_S3_SECRET_ACCESS_KEY: fakeS3Credentials.secretAccessKey,
      },
    });
    try {
      expect((await hosted.api.get('/api/health/ready')).status).toBe(200);
      await new Promise<void>((done) => bucket.server.close(() => done()));
      const res = await hosted.api.get('/api/health/ready');
      expect([res.status, res.body]).toEqual([503, { status: 'unavailable', down: ['storage'] }]);
    } finally {
      await hosted.close();
    }
  });
});
