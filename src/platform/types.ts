// The one seam between the renderer and where it runs (browser tab or Electron window).
// Components use `platform` from './index' and never ask which one they got.

export interface StoredSession {
  token: string;
  userId: string;
}

export interface TokenStore {
  get(): Promise<StoredSession | null>;
  set(session: StoredSession): Promise<void>;
  clear(): Promise<void>;
}

export interface OpenFilesOptions {
  /** Extensions or MIME types, e.g. ['.pdf', 'image/png']. */
  accept: string[];
  multiple: boolean;
}

/** A system notification: the same `tag` replaces the earlier one (one ringing call, not a pile of them). */
export interface AlertOptions {
  title: string;
  body: string;
  tag: string;
}

/** A ringing tone playing; stop() ends it (it also ends by itself after a minute). */
export interface Ringing {
  stop(): void;
}

export interface Platform {
  tokenStore: TokenStore;
  /** Shows a system notification (the browser's, or the desktop app's); nothing when notifications are refused. */
  alert(options: AlertOptions): void;
  /**
   * Call from a click: asks the browser for permission to notify and unlocks sound, so a later ring() and
   * alert() work. Resolves whether notifications will show.
   */
  prepareAlerts(): Promise<boolean>;
  /** Plays a ringing tone (no sound file) until stop(), at most 60 s. */
  ring(): Ringing;
  /** Resolves with the chosen files, or [] when the user cancels. */
  openFiles(options: OpenFilesOptions): Promise<File[]>;
  /** '' means the API is on the same origin as the page. */
  apiBaseUrl: string;
  /** Desktop only: where the session token is kept ('memory' = asked to log in after every restart). */
  tokenPersistence?: TokenPersistence;
  /** Desktop only: Settings → Server (bundled offline server or a hosted one). */
  server?: { mode: 'bundled' | 'hosted'; setServer(url: string | null): Promise<void> };
}

/** A file as it crosses the Electron IPC boundary (File objects cannot). */
export interface BridgedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** What the Electron preload exposes as `window.desktop` (keychain, native dialogs, bundled API address). */
export interface DesktopBridge {
  tokenGet(): Promise<StoredSession | null>;
  tokenSet(session: StoredSession): Promise<void>;
  tokenClear(): Promise<void>;
  /** Rejects with a message to show (file too large, type not accepted); [] when cancelled. */
  openFiles(options: OpenFilesOptions): Promise<BridgedFile[]>;
  /** Settings → Server: checks GET /api/health there, saves it and restarts; null = bundled server. */
  setServer(url: string | null): Promise<void>;
  /** The operating system's notification, shown by the main process; clicking it brings the window forward. */
  notify(options: AlertOptions): Promise<void>;
  apiBaseUrl: string;
  /** Where the session token lives: 'memory' means the user logs in again after every restart. */
  tokenPersistence: TokenPersistence;
  serverMode: 'bundled' | 'hosted';
  appVersion: string;
}

export type TokenPersistence = 'keychain' | 'encrypted' | 'memory';

declare global {
  interface Window {
    desktop?: DesktopBridge;
  }
}
