import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeLanguageFor } from './static';
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

  it("serves / in the first of Hindi, Tamil and English the visitor's Accept-Language names, and /hi, /ta as they are", async () => {
    const homes = {
      hi: '<!doctype html><html lang="hi"><title>हिन्दी</title>',
      ta: '<!doctype html><html lang="ta"><title>தமிழ்</title>',
    };
    const appHtml = '<!doctype html><title>LexSetu app</title>';
    for (const [code, html] of Object.entries(homes)) {
      mkdirSync(join(t.config.webDir, code), { recursive: true });
      writeFileSync(join(t.config.webDir, code, 'index.html'), html);
    }
    writeFileSync(join(t.config.webDir, 'app.html'), appHtml);
    const home = (acceptLanguage?: string) =>
      t.api.get('/', acceptLanguage ? { headers: { 'Accept-Language': acceptLanguage } } : {});
    try {
      expect((await home()).text).toBe(indexHtml);
      expect((await home('hi-IN,hi;q=0.9,en;q=0.8')).text).toBe(homes.hi);
      expect((await home('ta')).text).toBe(homes.ta);
      expect((await home('fr-FR, ta;q=0.5, hi;q=0.7')).text).toBe(homes.hi);
      expect((await home('en-GB,en;q=0.9,ta;q=0.8')).text).toBe(indexHtml);
      expect((await home('de, fr')).text).toBe(indexHtml);
      const hindi = await home('hi');
      expect(hindi.headers.get('vary')).toContain('Accept-Language');
      expect(hindi.headers.get('cache-control')).toBe('no-cache');
      // The address names the language, whatever the browser says.
      expect((await t.api.get('/hi', { headers: { 'Accept-Language': 'ta' } })).text).toBe(homes.hi);
      expect((await t.api.get('/ta/')).text).toBe(homes.ta);
      // Other paths still get the app's page.
      expect((await t.api.get('/about', { headers: { 'Accept-Language': 'hi' } })).text).toBe(appHtml);
      // A build without the Hindi page: / in English, /hi the app's page (the app shows the home in Hindi).
      rmSync(join(t.config.webDir, 'hi'), { recursive: true });
      expect((await home('hi')).text).toBe(indexHtml);
      expect((await t.api.get('/hi')).text).toBe(appHtml);
    } finally {
      for (const code of Object.keys(homes))
        rmSync(join(t.config.webDir, code), { recursive: true, force: true });
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

describe('homeLanguageFor', () => {
  it('takes the first spoken language by weight, then order, and English otherwise', () => {
    expect(homeLanguageFor(undefined)).toBe('en');
    expect(homeLanguageFor('')).toBe('en');
    expect(homeLanguageFor('*')).toBe('en');
    expect(homeLanguageFor('ta-IN')).toBe('ta');
    expect(homeLanguageFor('HI')).toBe('hi');
    expect(homeLanguageFor('en;q=0.5, ta;q=0.9')).toBe('ta');
    expect(homeLanguageFor('mr-IN, hi;q=0.8, ta;q=0.8')).toBe('hi');
    expect(homeLanguageFor('hi;q=0, ta;q=0.1')).toBe('ta');
    expect(homeLanguageFor('hi;q=abc')).toBe('en');
  });
});
