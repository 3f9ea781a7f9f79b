// Electron main: single instance, the API (bundled server in offline/demo mode, or the hosted one chosen in
// Settings → Server / LEXSETU_SERVER_URL), the token vault, IPC, the app:// renderer and the one window.
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  Notification,
  protocol,
  safeStorage,
  utilityProcess,
  type IpcMainInvokeEvent,
} from 'electron';
import { join } from 'node:path';
import { startBundledServer, type BundledServer } from './bundledServer';
import { argNames } from './channels';
import { maxUploadBytes, pickFiles } from './filePicker';
import { registerIpcHandlers, type IpcEventLike } from './ipc';
import { menuTemplate } from './menu';
import { createNotifier } from './notifications';
import { APP_ORIGIN, APP_SCHEME } from './origin';
import { apiUsesRazorpay, contentSecurityPolicy, createAppProtocolHandler } from './protocol';
import { checkServer, loadSettings, saveSettings, type WindowBounds } from './settings';
import { ENCRYPTED_TOKEN_FILE, loadKeytar, openTokenVault } from './tokenVault';
import { startAutoUpdates } from './updates';
import { utilityServerFork } from './utilityServer';
import { createMainWindow } from './window';

// Must happen before ready: a standard + secure scheme gets a real origin, fetch and 'self' in the CSP.
protocol.registerSchemesAsPrivileged([
  {
    scheme: APP_SCHEME,
    privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
  },
]);

let mainWindow: BrowserWindow | null = null;
let server: BundledServer | undefined;

const userData = () => app.getPath('userData');
const settingsFile = () => join(userData(), 'settings.json');

/** The built server runs in an Electron utility process, so no separate Node is shipped. */
const forkServer = utilityServerFork((entry, args, options) => utilityProcess.fork(entry, args, options));

async function resolveApi(
  serverUrl: string | undefined,
): Promise<{ apiBaseUrl: string; mode: 'hosted' | 'bundled' }> {
  const hosted = process.env.LEXSETU_SERVER_URL || serverUrl;
  if (hosted) return { apiBaseUrl: new URL(hosted).origin, mode: 'hosted' };
  server = await startBundledServer({
    fork: forkServer,
    entry: join(__dirname, 'server.js'),
    dataDir: join(userData(), 'server-data'),
    log: (message) => console.warn(message),
    onFatal: (error) => {
      dialog.showErrorBox('LexSetu server stopped', error.message);
      app.quit();
    },
  });
  return { apiBaseUrl: server.url, mode: 'bundled' };
}

function rememberBounds(window: BrowserWindow): void {
  window.on('close', () => {
    const { x, y, width, height } = window.getNormalBounds();
    const bounds: WindowBounds = { x, y, width, height, maximized: window.isMaximized() };
    void saveSettings(settingsFile(), { window: bounds }).catch(() => {});
  });
}

async function start(): Promise<void> {
  const settings = await loadSettings(settingsFile());
  const { apiBaseUrl, mode } = await resolveApi(settings.serverUrl);
  // electron-vite dev serves the renderer over HTTP with hot reload; the built app uses app://lexsetu.
  const appUrl = process.env.ELECTRON_RENDERER_URL ?? `${APP_ORIGIN}/`;
  protocol.handle(
    APP_SCHEME,
    createAppProtocolHandler({
      root: join(__dirname, '../renderer'),
      csp: contentSecurityPolicy(apiBaseUrl, {
        razorpay: await apiUsesRazorpay(mode, apiBaseUrl, process.env),
      }),
    }),
  );

  const vault = await openTokenVault({
    loadKeytar: () => loadKeytar(),
    safeStorage,
    encryptedFile: join(userData(), ENCRYPTED_TOKEN_FILE),
    account: apiBaseUrl,
    warn: (message) => console.warn(message),
  });

  registerIpcHandlers(
    {
      handle: (channel, listener) =>
        ipcMain.handle(channel, (event: IpcMainInvokeEvent, ...args) =>
          listener(event as IpcEventLike, ...args),
        ),
    },
    appUrl,
    {
      vault,
      pickFiles: (request) =>
        pickFiles((options) => dialog.showOpenDialog(mainWindow!, options), request, maxUploadBytes()),
      async setServer(url) {
        const origin = url ? await checkServer(url) : undefined;
        await saveSettings(settingsFile(), { serverUrl: origin });
        app.relaunch();
        app.quit();
      },
      notify: createNotifier(Notification, () => {
        if (!mainWindow) return;
        if (mainWindow.isMinimized()) mainWindow.restore();
        mainWindow.show();
        mainWindow.focus();
      }),
    },
  );

  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      menuTemplate(
        process.platform,
        () =>
          void dialog.showMessageBox({
            title: 'About LexSetu',
            message: `LexSetu ${app.getVersion()}`,
            detail: `Server: ${apiBaseUrl}`,
          }),
      ),
    ),
  );

  const openWindow = () => {
    mainWindow = createMainWindow({
      appUrl,
      preload: join(__dirname, '../preload/index.cjs'),
      bounds: settings.window,
      additionalArguments: [
        argNames.apiBaseUrl + apiBaseUrl,
        argNames.tokenPersistence + vault.persistence,
        argNames.serverMode + mode,
        argNames.version + app.getVersion(),
      ],
    });
    rememberBounds(mainWindow);
    mainWindow.on('closed', () => (mainWindow = null));
  };
  openWindow();
  void startAutoUpdates({
    feedUrl: process.env.LEXSETU_UPDATE_URL,
    packaged: app.isPackaged,
    loadUpdater: async () => (await import('electron-updater')).autoUpdater,
    warn: (message) => console.warn(message),
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow();
  });
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  // A second launch focuses the window we already have instead of opening another app.
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app
    .whenReady()
    .then(start)
    .catch((error: Error) => {
      dialog.showErrorBox('LexSetu could not start', error.message);
      app.quit();
    });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  // Stop the bundled server before quitting so its database closes cleanly.
  app.on('before-quit', (event) => {
    if (!server) return;
    event.preventDefault();
    const running = server;
    server = undefined;
    void running.stop().finally(() => app.quit());
  });
}
