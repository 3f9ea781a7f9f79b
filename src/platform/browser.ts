// The website's platform: token in localStorage (keys fixed by the spec), a hidden file input for picking files,
// the browser's notifications and a Web Audio ringing tone.
import { browserAlerts, pageNotifications } from './alerts';
import { lazyRinger, pageAudioContext } from './lazyRinger';
import type { OpenFilesOptions, Platform, StoredSession, TokenStore } from './types';

const TOKEN_KEY = 'token';
const USER_ID_KEY = 'userID';

export function createLocalStorageTokenStore(storage: Storage = window.localStorage): TokenStore {
  return {
    async get() {
      const token = storage.getItem(TOKEN_KEY);
      if (!token) return null;
      return { token, userId: storage.getItem(USER_ID_KEY) ?? '' };
    },
    async set({ token, userId }: StoredSession) {
      storage.setItem(TOKEN_KEY, token);
      storage.setItem(USER_ID_KEY, userId);
    },
    async clear() {
      storage.removeItem(TOKEN_KEY);
      storage.removeItem(USER_ID_KEY);
    },
  };
}

function openFilesWithInput({ accept, multiple }: OpenFilesOptions): Promise<File[]> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = accept.join(',');
    input.multiple = multiple;
    input.hidden = true;
    const finish = (files: File[]) => {
      input.remove();
      resolve(files);
    };
    input.addEventListener('change', () => finish(Array.from(input.files ?? [])));
    input.addEventListener('cancel', () => finish([]));
    document.body.append(input);
    input.click();
  });
}

export function createBrowserPlatform(): Platform {
  const alerts = browserAlerts(pageNotifications());
  const ringer = lazyRinger(pageAudioContext);
  return {
    tokenStore: createLocalStorageTokenStore(),
    openFiles: openFilesWithInput,
    alert: alerts.alert,
    async prepareAlerts() {
      // Asked first, while the click still counts as the user's gesture.
      const allowed = alerts.allow();
      await ringer.unlock();
      return allowed;
    },
    ring: ringer.ring,
    apiBaseUrl: import.meta.env.VITE_API_URL ?? '',
  };
}
