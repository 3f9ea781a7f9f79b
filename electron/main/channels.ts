// IPC channel names, shared by main (ipcMain.handle) and the preload bridge. Pure constants: the
// sandboxed preload bundles this file.
export const channels = {
  tokenGet: 'lexsetu:token-get',
  tokenSet: 'lexsetu:token-set',
  tokenClear: 'lexsetu:token-clear',
  openFiles: 'lexsetu:open-files',
  setServer: 'lexsetu:set-server',
  notify: 'lexsetu:notify',
} as const;

/** Answer of the calls whose failure the user should read (a file too big, a server not answering). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** Process arguments main passes to the preload (sandboxed preloads see process.argv, not env). */
export const argNames = {
  apiBaseUrl: '--lexsetu-api-base-url=',
  tokenPersistence: '--lexsetu-token-persistence=',
  serverMode: '--lexsetu-server-mode=',
  version: '--lexsetu-version=',
} as const;
