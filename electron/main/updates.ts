// Auto-update through electron-updater from a generic feed (a folder of latest*.yml + installers on any
// HTTPS host). Off unless LEXSETU_UPDATE_URL names the feed, and never in development or unpackaged runs.
export interface UpdaterLike {
  autoDownload: boolean;
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  checkForUpdatesAndNotify(): Promise<unknown>;
}

export interface UpdateOptions {
  feedUrl: string | undefined;
  packaged: boolean;
  /** Loaded only when updates are on, so unpackaged runs never touch electron-updater. */
  loadUpdater(): Promise<UpdaterLike>;
  warn(message: string): void;
}

/** Why updates are off, or undefined when they are on. */
export function updatesOffReason(feedUrl: string | undefined, packaged: boolean): string | undefined {
  if (!feedUrl) return 'LEXSETU_UPDATE_URL is not set';
  if (!packaged) return 'not a packaged build';
  let url: URL;
  try {
    url = new URL(feedUrl);
  } catch {
    return `LEXSETU_UPDATE_URL is not a URL: ${feedUrl}`;
  }
  // Updates run code on the machine: only over HTTPS (plain HTTP only for a feed on this machine).
  if (url.protocol !== 'https:' && !['localhost', '127.0.0.1'].includes(url.hostname))
    return 'LEXSETU_UPDATE_URL must be an https:// address';
  return undefined;
}

/** Checks the feed once at start; returns whether updates are on. A failing check is only a warning. */
export async function startAutoUpdates(options: UpdateOptions): Promise<boolean> {
  const off = updatesOffReason(options.feedUrl, options.packaged);
  if (off) return false;
  const updater = await options.loadUpdater();
  updater.autoDownload = true;
  updater.setFeedURL({ provider: 'generic', url: options.feedUrl! });
  updater
    .checkForUpdatesAndNotify()
    .catch((error: Error) => options.warn(`Update check failed: ${error.message}`));
  return true;
}
