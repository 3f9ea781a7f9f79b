import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUsesRazorpay, contentSecurityPolicy, createAppProtocolHandler, resolveInside } from './protocol';

let base: string;
let root: string;
let serve: (request: Request) => Promise<Response>;
const csp = contentSecurityPolicy('http://127.0.0.1:5002');

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'lexsetu-protocol-'));
  root = join(base, 'renderer');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, 'assets', 'index-abc.js'), 'console.log(1)');
  writeFileSync(join(root, 'assets', 'index-abc.css'), 'body{}');
  writeFileSync(join(root, 'assets', 'logo.svg'), '<svg/>');
  writeFileSync(join(base, 'secret.txt'), 'outside the renderer');
  serve = createAppProtocolHandler({ root, csp });
});

const get = (url: string) => serve(new Request(url));

describe('app:// protocol', () => {
  it('serves index.html for / and for client routes, so deep links survive a reload', async () => {
    for (const url of [
      'app://lexsetu/',
      'app://lexsetu/dashboard/schedules',
      'app://lexsetu/login?next=%2Fdashboard',
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves assets with their MIME types and the CSP', async () => {
    const js = await get('app://lexsetu/assets/index-abc.js');
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await js.text()).toBe('console.log(1)');
    expect((await get('app://lexsetu/assets/index-abc.css')).headers.get('content-type')).toBe(
      'text/css; charset=utf-8',
    );
    expect((await get('app://lexsetu/assets/logo.svg')).headers.get('content-type')).toBe('image/svg+xml');
    const page = await get('app://lexsetu/');
    expect(page.headers.get('content-security-policy')).toBe(csp);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 for a missing asset instead of HTML', async () => {
    expect((await get('app://lexsetu/assets/missing.js')).status).toBe(404);
  });

  it('refuses paths leaving the renderer folder, however encoded', async () => {
    for (const url of [
      'app://lexsetu/..%2fsecret.txt',
      'app://lexsetu/assets/..%2f..%2fsecret.txt',
      'app://lexsetu/%2e%2e%2fsecret.txt',
      'app://lexsetu/assets/%2e%2e/%2e%2e/secret.txt',
      'app://lexsetu/..%5csecret.txt',
      'app://lexsetu/%00index.html',
      'app://lexsetu/%E0%A4%A',
    ]) {
      const response = await get(url);
      expect(response.status, url).not.toBe(200);
      expect(await response.text()).not.toContain('outside the renderer');
    }
    expect((await get('app://lexsetu/assets/..%2f..%2fsecret.txt')).status).toBe(403);
    expect(resolveInside(root, '/../secret.txt')).toBeNull();
    expect(resolveInside(root, '/assets/../index.html')).toBe(join(root, 'index.html'));
  });

  it('answers only its own host and read-only methods', async () => {
    expect((await get('app://other/')).status).toBe(404);
    expect((await serve(new Request('app://lexsetu/', { method: 'POST', body: 'x' }))).status).toBe(405);
  });
});

describe('content security policy', () => {
  it('allows own scripts and the API only', () => {
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:5002 ws://127.0.0.1:5002");
    expect(csp).toContain("object-src 'none'");
    expect(contentSecurityPolicy('https://api.lexsetu.in')).toContain('wss://api.lexsetu.in');
    expect(csp).not.toContain('razorpay');
  });

  it("adds Razorpay's checkout script, frames and calls only when the API uses Razorpay", () => {
    const withRazorpay = contentSecurityPolicy('https://api.lexsetu.in', { razorpay: true });
    expect(withRazorpay).toContain("script-src 'self' https://checkout.razorpay.com;");
    expect(withRazorpay).toContain(
      "frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com;",
    );
    expect(withRazorpay).toContain(
      "connect-src 'self' https://api.lexsetu.in wss://api.lexsetu.in https://api.razorpay.com https://lumberjack.razorpay.com;",
    );
    expect(withRazorpay).toContain("object-src 'none'");
  });

  it("knows the gateway from the environment (bundled) or the hosted server's own policy", async () => {
    expect(
      await apiUsesRazorpay('bundled', 'http://127.0.0.1:5002', { LEXSETU_RAZORPAY_KEY_ID: 'rzp_test_x' }),
    ).toBe(true);
    expect(await apiUsesRazorpay('bundled', 'http://127.0.0.1:5002', {})).toBe(false);
    const answering = (policy: string) =>
      (async () =>
        new Response('{}', { headers: { 'Content-Security-Policy': policy } })) as unknown as typeof fetch;
    const hosted = (policy: string) =>
      apiUsesRazorpay('hosted', 'https://api.lexsetu.in', {}, answering(policy));
    expect(await hosted("script-src 'self' https://checkout.razorpay.com")).toBe(true);
    expect(await hosted("script-src 'self'")).toBe(false);
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await apiUsesRazorpay('hosted', 'https://api.lexsetu.in', {}, offline)).toBe(false);
  });
});
