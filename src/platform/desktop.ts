// The desktop app's platform: everything goes through the preload bridge (keychain, native dialogs, the
// system's notifications); the ringing tone is the page's own Web Audio. The token never touches localStorage
// here; a copy left by an older build is removed.
import { lazyRinger, pageAudioContext } from './lazyRinger';
import type { AudioContextLike } from './ringing';
import type { DesktopBridge, Platform } from './types';

export function createDesktopPlatform(
  bridge: DesktopBridge,
  storage: Storage | undefined = globalThis.localStorage,
  audio: () => AudioContextLike | null = pageAudioContext,
): Platform {
  storage?.removeItem('token');
  storage?.removeItem('userID');
  const ringer = lazyRinger(audio);
  return {
    alert: ({ title, body, tag }) =>
      void bridge
        .notify({ title, body, tag })
        .catch((error: unknown) => console.warn('Notify failed', error)),
    async prepareAlerts() {
      await ringer.unlock();
      return true; // the desktop app's notifications need no permission of the page
    },
    ring: ringer.ring,
    tokenStore: {
      get: () => bridge.tokenGet(),
      set: ({ token, userId }) => bridge.tokenSet({ token, userId }),
      clear: () => bridge.tokenClear(),
    },
    async openFiles(options) {
      // Plain copies: contextBridge cannot clone proxies (e.g. MobX observable arrays) across worlds.
      const picked = await bridge.openFiles({ accept: [...options.accept], multiple: options.multiple });
      // slice() copies into a plain ArrayBuffer, which File accepts whatever buffer IPC handed us.
      return picked.map((file) => new File([file.bytes.slice()], file.name, { type: file.type }));
    },
    apiBaseUrl: bridge.apiBaseUrl,
    tokenPersistence: bridge.tokenPersistence,
    server: { mode: bridge.serverMode, setServer: (url) => bridge.setServer(url) },
  };
}
