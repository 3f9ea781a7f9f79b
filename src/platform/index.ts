// The only place that knows whether we run in Electron: the preload sets `window.desktop`.
import { createBrowserPlatform } from './browser';
import { createDesktopPlatform } from './desktop';
import type { Platform } from './types';

export function detectPlatform(): Platform {
  return window.desktop ? createDesktopPlatform(window.desktop) : createBrowserPlatform();
}

export type {
  Platform,
  TokenStore,
  StoredSession,
  OpenFilesOptions,
  DesktopBridge,
  TokenPersistence,
  AlertOptions,
  Ringing,
} from './types';
