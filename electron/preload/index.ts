// The narrow bridge between the sandboxed renderer and main: `window.desktop`, typed as DesktopBridge.
// Only these calls cross; ipcRenderer itself is never exposed.
import { contextBridge, ipcRenderer } from 'electron';
import type { BridgedFile, DesktopBridge, OpenFilesOptions, StoredSession } from '../../src/platform/types';
import { argNames, channels, type Outcome } from '../main/channels';

/** Values main passed through webPreferences.additionalArguments. */
function arg(prefix: string): string {
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length) ?? '';
}

async function unwrap<T>(pending: Promise<Outcome<T>>): Promise<T> {
  const result = await pending;
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

const persistence = arg(argNames.tokenPersistence);

const bridge: DesktopBridge = {
  tokenGet: () => ipcRenderer.invoke(channels.tokenGet) as Promise<StoredSession | null>,
  tokenSet: (session) =>
    ipcRenderer.invoke(channels.tokenSet, { token: session.token, userId: session.userId }),
  tokenClear: () => ipcRenderer.invoke(channels.tokenClear),
  openFiles: (options: OpenFilesOptions) =>
    unwrap<BridgedFile[]>(
      ipcRenderer.invoke(channels.openFiles, { accept: [...options.accept], multiple: options.multiple }),
    ),
  setServer: (url) => unwrap<void>(ipcRenderer.invoke(channels.setServer, url)),
  notify: async ({ title, body, tag }) =>
    void (await ipcRenderer.invoke(channels.notify, { title, body, tag })),
  apiBaseUrl: arg(argNames.apiBaseUrl),
  tokenPersistence: persistence === 'keychain' || persistence === 'encrypted' ? persistence : 'memory',
  serverMode: arg(argNames.serverMode) === 'hosted' ? 'hosted' : 'bundled',
  appVersion: arg(argNames.version),
};

contextBridge.exposeInMainWorld('desktop', bridge);
