// The one app window, hardened as Signal Desktop does: no Node in the renderer, isolated and sandboxed,
// navigation kept on our own origin, new windows denied, permissions denied except what calls need.
import { BrowserWindow, shell } from 'electron';
import { isExternalWebUrl, isSameOrigin } from './origin';
import type { WindowBounds } from './settings';

export const windowPreferences = (
  preloadPath: string,
  additionalArguments: string[] = [],
): Electron.WebPreferences => ({
  preload: preloadPath,
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  spellcheck: true,
  additionalArguments,
});

/** Only our own pages load inside the window; everything else opens in the user's browser. */
export const isOwnUrl = isSameOrigin;

/** Calls need camera and microphone (and fullscreen video); nothing else is ever granted. */
const grantedPermissions = new Set(['media', 'fullscreen']);

export function permissionAllowed(permission: string, requestingUrl: string, appUrl: string): boolean {
  return grantedPermissions.has(permission) && isSameOrigin(requestingUrl, appUrl);
}

/** What the window does with a window.open / target=_blank link: never a new window. */
export function handleWindowOpen(url: string, openExternal: (url: string) => unknown): { action: 'deny' } {
  if (isExternalWebUrl(url)) void openExternal(url);
  return { action: 'deny' };
}

export interface MainWindowOptions {
  appUrl: string;
  preload: string;
  /** Handed to the preload through process.argv (API address, token persistence). */
  additionalArguments?: string[];
  bounds?: WindowBounds;
}

export function createMainWindow({
  appUrl,
  preload,
  additionalArguments = [],
  bounds,
}: MainWindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: bounds?.width ?? 1280,
    height: bounds?.height ?? 820,
    ...(bounds ? { x: bounds.x, y: bounds.y } : {}),
    minWidth: 360,
    title: 'LexSetu',
    show: false,
    webPreferences: windowPreferences(preload, additionalArguments),
  });
  if (bounds?.maximized) window.maximize();
  window.once('ready-to-show', () => window.show());

  const contents = window.webContents;
  contents.setWindowOpenHandler(({ url }) => handleWindowOpen(url, shell.openExternal));
  const keepOnOwnOrigin = (event: { preventDefault(): void }, url: string) => {
    if (isOwnUrl(url, appUrl)) return;
    event.preventDefault();
    // A plain <a href="https://..."> without target: open it where links belong, the browser.
    if (isExternalWebUrl(url)) void shell.openExternal(url);
  };
  contents.on('will-navigate', keepOnOwnOrigin);
  contents.on('will-redirect', keepOnOwnOrigin);
  contents.on('will-attach-webview', (event) => event.preventDefault());

  const session = contents.session;
  session.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(permissionAllowed(permission, details.requestingUrl ?? '', appUrl)),
  );
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    permissionAllowed(permission, requestingOrigin, appUrl),
  );

  void window.loadURL(appUrl);
  return window;
}
