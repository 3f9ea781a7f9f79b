import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { checkServer, loadSettings, saveSettings } from './settings';
import { menuTemplate } from './menu';

const file = () => join(mkdtempSync(join(tmpdir(), 'lexsetu-settings-')), 'settings.json');

describe('desktop settings', () => {
  it('remembers the server and window bounds across starts', async () => {
    const path = file();
    expect(await loadSettings(path)).toEqual({});
    await saveSettings(path, { serverUrl: 'https://api.lexsetu.in' });
    await saveSettings(path, { window: { x: 5, y: 6, width: 1000, height: 700, maximized: false } });
    expect(await loadSettings(path)).toEqual({
      serverUrl: 'https://api.lexsetu.in',
      window: { x: 5, y: 6, width: 1000, height: 700, maximized: false },
    });
    await saveSettings(path, { serverUrl: undefined });
    expect((await loadSettings(path)).serverUrl).toBeUndefined();
  });

  it('ignores a damaged or tampered file', async () => {
    const path = file();
    writeFileSync(path, '{not json');
    expect(await loadSettings(path)).toEqual({});
    writeFileSync(path, JSON.stringify({ serverUrl: 'file:///etc/passwd' }));
    expect(await loadSettings(path)).toEqual({});
  });
});

describe('hosted server check', () => {
  const answering = (status: number, body: unknown) =>
    vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('accepts a server whose /api/health says ok, keeping only its origin', async () => {
    const fetchFn = answering(200, { status: 'ok', version: '0.1.0' });
    expect(await checkServer('https://api.lexsetu.in/some/page', fetchFn)).toBe('https://api.lexsetu.in');
    expect(fetchFn).toHaveBeenCalledWith('https://api.lexsetu.in/api/health', expect.any(Object));
  });

  it('refuses something else answering, or nothing answering', async () => {
    await expect(checkServer('https://example.org', answering(404, { message: 'nope' }))).rejects.toThrow(
      'is not a LexSetu server',
    );
    await expect(checkServer('https://example.org', answering(200, { hello: 1 }))).rejects.toThrow(
      'is not a LexSetu server',
    );
    const offline = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(checkServer('http://127.0.0.1:5009', offline)).rejects.toThrow(
      'No LexSetu server answers at http://127.0.0.1:5009.',
    );
  });

  it('requires https for a server on another machine', async () => {
    const fetchFn = answering(200, { status: 'ok' });
    await expect(checkServer('http://10.0.0.9:5001', fetchFn)).rejects.toThrow('Use an https:// address');
    expect(fetchFn).not.toHaveBeenCalled();
    expect(await checkServer('http://localhost:5001', fetchFn)).toBe('http://localhost:5001');
  });
});

describe('menu', () => {
  it('has the usual roles and an About item on every platform', () => {
    const about = vi.fn();
    for (const platform of ['linux', 'win32', 'darwin'] as const) {
      const template = menuTemplate(platform, about);
      const roles = JSON.stringify(template);
      for (const role of ['editMenu', 'windowMenu', 'reload', 'zoomIn', 'togglefullscreen'])
        expect(roles).toContain(role);
      const items = template.flatMap((m) => (Array.isArray(m.submenu) ? m.submenu : []));
      const aboutItem = items.find((i) => i.label === 'About LexSetu')!;
      aboutItem.click!({} as never, undefined, {} as never);
    }
    expect(about).toHaveBeenCalledTimes(3);
  });
});
