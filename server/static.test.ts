import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness';

let t: TestApp;
const indexHtml = '<!doctype html><title>LexSetu test</title>';

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  mkdirSync(join(t.config.webDir, 'assets'), { recursive: true });
  writeFileSync(join(t.config.webDir, 'index.html'), indexHtml);
  writeFileSync(join(t.config.webDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(join(t.config.webDir, 'robots.txt'), 'User-agent: *');
});
afterAll(() => t.close());

describe('website', () => {
  it('serves index.html at / without caching', async () => {
    const res = await t.api.get('/');
    expect(res.status).toBe(200);
    expect(res.text).toBe(indexHtml);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('falls back to index.html for app routes', async () => {
    const res = await t.api.get('/dashboard/schedules');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.text).toBe(indexHtml);
  });

  it('serves hashed assets as immutable, other files plainly, and 404s missing assets', async () => {
    const asset = await t.api.get('/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await t.api.get('/robots.txt')).text).toBe('User-agent: *');
    expect((await t.api.get('/assets/missing.js')).status).toBe(404);
  });

  it('answers other paths with app.html when the build has one (index.html carries the prerendered home)', async () => {
    const appHtml = '<!doctype html><title>LexSetu app</title>';
    writeFileSync(join(t.config.webDir, 'app.html'), appHtml);
    try {
      const deep = await t.api.get('/dashboard/schedules');
      expect(deep.text).toBe(appHtml);
      expect(deep.headers.get('cache-control')).toBe('no-cache');
      expect((await t.api.get('/')).text).toBe(indexHtml);
      expect((await t.api.get('/index.html')).text).toBe(indexHtml);
    } finally {
      rmSync(join(t.config.webDir, 'app.html'));
    }
  });

  it('never serves files outside the web folder', async () => {
    const res = await t.api.get('/..%2f..%2fetc%2fpasswd');
    expect(res.text).toBe(indexHtml);
  });

  it('says how to build when index.html is missing', async () => {
    rmSync(join(t.config.webDir, 'index.html'));
    const res = await t.api.get('/');
    expect(res.status).toBe(503);
    expect(res.text).toBe('The web app is not built yet: run npm run build:web');
    writeFileSync(join(t.config.webDir, 'index.html'), indexHtml);
  });
});
