import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalStorageTokenStore } from './browser';
import { createDesktopPlatform } from './desktop';
import { detectPlatform } from './index';
import type { DesktopBridge, StoredSession } from './types';

describe('browser token store', () => {
  it('keeps the session under the keys token and userID', async () => {
    const store = createLocalStorageTokenStore();
    expect(await store.get()).toBeNull();
    await store.set({ token: 't1', userId: 'u1' });
    expect(localStorage.getItem('token')).toBe('t1');
    expect(localStorage.getItem('userID')).toBe('u1');
    expect(await store.get()).toEqual({ token: 't1', userId: 'u1' });
    await store.clear();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userID')).toBeNull();
  });
});

// jsdom's File has no arrayBuffer(); FileReader reads it as a browser would.
const readBytes = (file: File) =>
  new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(file);
  });

/** A fake preload bridge: its own in-memory "keychain", a picker returning fixed files. */
function fakeBridge(overrides: Partial<DesktopBridge> = {}) {
  let keychain: StoredSession | null = null;
  const bridge: DesktopBridge = {
    tokenGet: vi.fn(async () => keychain),
    tokenSet: vi.fn(async (session: StoredSession) => void (keychain = session)),
    tokenClear: vi.fn(async () => void (keychain = null)),
    openFiles: vi.fn(async () => [
      { name: 'brief.pdf', type: 'application/pdf', bytes: new Uint8Array([37, 80, 68, 70]) },
      { name: 'photo.png', type: 'image/png', bytes: new Uint8Array([1, 2]) },
    ]),
    setServer: vi.fn(async () => {}),
    notify: vi.fn(async () => {}),
    apiBaseUrl: 'http://127.0.0.1:5001',
    tokenPersistence: 'keychain',
    serverMode: 'bundled',
    appVersion: '0.1.0',
    ...overrides,
  };
  return bridge;
}

describe('desktop platform', () => {
  afterEach(() => {
    delete window.desktop;
    localStorage.clear();
  });

  it('keeps the session in the bridge (keychain), never in localStorage', async () => {
    const bridge = fakeBridge();
    const { tokenStore } = createDesktopPlatform(bridge);
    await tokenStore.set({ token: 'jwt-secret', userId: 'u1' });
    expect(bridge.tokenSet).toHaveBeenCalledWith({ token: 'jwt-secret', userId: 'u1' });
    expect(await tokenStore.get()).toEqual({ token: 'jwt-secret', userId: 'u1' });
    expect(localStorage.length).toBe(0);
    expect(JSON.stringify({ ...localStorage })).not.toContain('jwt-secret');
    await tokenStore.clear();
    expect(await tokenStore.get()).toBeNull();
  });

  it('removes a token an older build left in localStorage', () => {
    localStorage.setItem('token', 'old');
    localStorage.setItem('userID', 'u0');
    createDesktopPlatform(fakeBridge());
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userID')).toBeNull();
  });

  it('turns bridged files into File objects with name, type and content', async () => {
    const bridge = fakeBridge();
    const files = await createDesktopPlatform(bridge).openFiles({ accept: ['.pdf', '.png'], multiple: true });
    expect(bridge.openFiles).toHaveBeenCalledWith({ accept: ['.pdf', '.png'], multiple: true });
    expect(files.map((f) => [f instanceof File, f.name, f.type, f.size])).toEqual([
      [true, 'brief.pdf', 'application/pdf', 4],
      [true, 'photo.png', 'image/png', 2],
    ]);
    expect(new Uint8Array(await readBytes(files[0]))).toEqual(new Uint8Array([37, 80, 68, 70]));
    // What an upload sends: the multipart part keeps the file name and type.
    const form = new FormData();
    form.append('documents', files[0]);
    const part = form.get('documents') as File;
    expect([part.name, part.type]).toEqual(['brief.pdf', 'application/pdf']);
  });

  it('passes the picker refusal (too large) on to the caller', async () => {
    const bridge = fakeBridge({
      openFiles: vi.fn(async () => Promise.reject(new Error('"scan.pdf" is larger than the 10 MB limit.'))),
    });
    await expect(
      createDesktopPlatform(bridge).openFiles({ accept: ['.pdf'], multiple: false }),
    ).rejects.toThrow('larger than the 10 MB limit');
  });

  it('tells the app where the token lives and which server it uses', () => {
    const platform = createDesktopPlatform(
      fakeBridge({ tokenPersistence: 'memory', serverMode: 'hosted', apiBaseUrl: 'https://api.lexsetu.in' }),
    );
    expect(platform.tokenPersistence).toBe('memory');
    expect(platform.server?.mode).toBe('hosted');
    expect(platform.apiBaseUrl).toBe('https://api.lexsetu.in');
  });

  it('shows alerts as the desktop app’s notifications, sending only title, body and tag', async () => {
    const bridge = fakeBridge();
    const platform = createDesktopPlatform(bridge, localStorage, () => null);
    platform.alert({
      title: 'Asha is calling',
      body: 'Consult now: property dispute',
      tag: 'instant-c1',
      extra: 1,
    } as never);
    expect(bridge.notify).toHaveBeenCalledWith({
      title: 'Asha is calling',
      body: 'Consult now: property dispute',
      tag: 'instant-c1',
    });
    // A refused notification is no error for the page; alerts need no browser permission here.
    vi.mocked(bridge.notify).mockRejectedValueOnce(new Error('refused'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => platform.alert({ title: 't', body: 'b', tag: 'x' })).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
    expect(await platform.prepareAlerts()).toBe(true);
    // Without Web Audio (jsdom), a ring is silent but can still be stopped.
    expect(() => platform.ring().stop()).not.toThrow();
  });

  it('is chosen only when the preload exposes window.desktop', async () => {
    expect(detectPlatform().apiBaseUrl).toBe('');
    expect(detectPlatform().tokenPersistence).toBeUndefined();
    const bridge = fakeBridge();
    await bridge.tokenSet({ token: 'k', userId: 'u' });
    window.desktop = bridge;
    const platform = detectPlatform();
    expect(platform.apiBaseUrl).toBe('http://127.0.0.1:5001');
    expect(await platform.tokenStore.get()).toEqual({ token: 'k', userId: 'u' });
  });
});
