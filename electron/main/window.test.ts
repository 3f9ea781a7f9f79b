import { describe, expect, it, vi, beforeEach } from 'vitest';

type Handler = (...args: unknown[]) => unknown;
interface FakeWindow {
  options: Electron.BrowserWindowConstructorOptions;
  loaded?: string;
  webContents: {
    handlers: Record<string, Handler>;
    openHandler: (d: { url: string }) => { action: string };
    session: { requestHandler: Handler; checkHandler: Handler };
  };
}
const created: FakeWindow[] = [];
const openExternal = vi.fn();

vi.mock('electron', () => {
  class BrowserWindow {
    options: Electron.BrowserWindowConstructorOptions;
    loaded?: string;
    webContents = {
      handlers: {} as Record<string, Handler>,
      openHandler: undefined as unknown,
      setWindowOpenHandler(fn: unknown) {
        this.openHandler = fn;
      },
      on(event: string, fn: Handler) {
        this.handlers[event] = fn;
      },
      session: {
        requestHandler: undefined as unknown,
        checkHandler: undefined as unknown,
        setPermissionRequestHandler(fn: unknown) {
          this.requestHandler = fn;
        },
        setPermissionCheckHandler(fn: unknown) {
          this.checkHandler = fn;
        },
      },
    };
    constructor(options: Electron.BrowserWindowConstructorOptions) {
      this.options = options;
      created.push(this as unknown as FakeWindow);
    }
    once() {}
    maximize() {}
    loadURL(url: string) {
      this.loaded = url;
      return Promise.resolve();
    }
  }
  return { BrowserWindow, shell: { openExternal } };
});

const { createMainWindow, isOwnUrl, permissionAllowed } = await import('./window');

const appUrl = 'app://lexsetu/';
const open = () =>
  createMainWindow({
    appUrl,
    preload: '/app/out/preload/index.cjs',
    additionalArguments: ['--x=1'],
  }) as unknown as FakeWindow;

function navigate(window: FakeWindow, event: string, url: string) {
  const preventDefault = vi.fn();
  window.webContents.handlers[event]({ preventDefault }, url);
  return preventDefault.mock.calls.length > 0;
}

describe('main window', () => {
  beforeEach(() => {
    created.length = 0;
    openExternal.mockReset();
  });

  it('is isolated and sandboxed with Node kept out of the renderer', () => {
    const window = open();
    const prefs = window.options.webPreferences!;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
      allowRunningInsecureContent: false,
    });
    expect(prefs.preload).toMatch(/preload[\\/]index\.cjs$/);
    expect(prefs.additionalArguments).toEqual(['--x=1']);
    expect(window.loaded).toBe(appUrl);
  });

  it('restores remembered size and position', () => {
    createMainWindow({ appUrl, preload: 'p', bounds: { x: 10, y: 20, width: 900, height: 700 } });
    expect(created[0].options).toMatchObject({ x: 10, y: 20, width: 900, height: 700 });
  });

  it('keeps navigation on the app origin, including look-alike and file: URLs', () => {
    const window = open();
    expect(navigate(window, 'will-navigate', 'app://lexsetu/dashboard/schedules')).toBe(false);
    for (const url of [
      'https://evil.example/',
      'http://localhost.evil.com/',
      'app://lexsetu.evil.com/',
      'app://evil/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:text/html,<h1>x</h1>',
      'not a url',
    ]) {
      expect(navigate(window, 'will-navigate', url), url).toBe(true);
      expect(navigate(window, 'will-redirect', url), url).toBe(true);
    }
    // A plain external web link still reaches the user, in the browser; file: never does.
    expect(openExternal).toHaveBeenCalledWith('https://evil.example/');
    expect(openExternal).not.toHaveBeenCalledWith('file:///etc/passwd');
    // An e-mail link (Refer & earn 'Refer now') goes to the mail app.
    const mail = 'mailto:?subject=Join%20me%20on%20LexSetu&body=https%3A%2F%2Flexsetu.in%2Fsignup%3Fref%3DX';
    expect(navigate(window, 'will-navigate', mail)).toBe(true);
    expect(openExternal).toHaveBeenCalledWith(mail);
  });

  it('denies every new window and opens only http(s) and mailto links externally', () => {
    const window = open();
    expect(window.webContents.openHandler({ url: 'https://example.org/x' })).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://example.org/x');
    for (const url of ['file:///etc/passwd', 'smb://host/share', 'javascript:alert(1)', 'app://lexsetu/x']) {
      expect(window.webContents.openHandler({ url })).toEqual({ action: 'deny' });
    }
    expect(openExternal).toHaveBeenCalledTimes(1);
  });

  it('refuses webviews', () => {
    expect(navigate(open(), 'will-attach-webview', '')).toBe(true);
  });

  it('grants only media (calls) and fullscreen, and only to the app itself', () => {
    const window = open();
    const decide = (permission: string, requestingUrl: string) => {
      const callback = vi.fn();
      window.webContents.session.requestHandler({}, permission, callback, { requestingUrl });
      return callback.mock.calls[0][0];
    };
    expect(decide('media', 'app://lexsetu/dashboard/call')).toBe(true);
    expect(decide('media', 'https://evil.example/')).toBe(false);
    for (const permission of ['geolocation', 'notifications', 'clipboard-read', 'openExternal', 'midi'])
      expect(decide(permission, 'app://lexsetu/'), permission).toBe(false);
    expect(window.webContents.session.checkHandler({}, 'media', 'app://lexsetu')).toBe(true);
    expect(window.webContents.session.checkHandler({}, 'geolocation', 'app://lexsetu')).toBe(false);
    expect(permissionAllowed('media', 'file:///x', appUrl)).toBe(false);
  });

  it('tells own URLs from others with a URL parser', () => {
    expect(isOwnUrl('http://localhost:5173/a', 'http://localhost:5173')).toBe(true);
    expect(isOwnUrl('http://localhost:5174/a', 'http://localhost:5173')).toBe(false);
    expect(isOwnUrl('http://localhost:5173@evil.com/', 'http://localhost:5173')).toBe(false);
    expect(isOwnUrl('file:///x', 'file:///y')).toBe(false);
  });
});
