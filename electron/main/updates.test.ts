import { describe, expect, it, vi } from 'vitest';
import { startAutoUpdates, updatesOffReason, type UpdaterLike } from './updates';

function fakeUpdater(check: () => Promise<unknown> = async () => null) {
  const updater: UpdaterLike & { feeds: unknown[] } = {
    autoDownload: false,
    feeds: [],
    setFeedURL: (options) => void updater.feeds.push(options),
    checkForUpdatesAndNotify: vi.fn(check),
  };
  return updater;
}

describe('auto-update', () => {
  it('is off without a feed URL, in unpackaged runs, and for a plain-HTTP feed elsewhere', () => {
    expect(updatesOffReason(undefined, true)).toBe('LEXSETU_UPDATE_URL is not set');
    expect(updatesOffReason('https://updates.lexsetu.in/desktop', false)).toBe('not a packaged build');
    expect(updatesOffReason('http://updates.lexsetu.in/desktop', true)).toBe(
      'LEXSETU_UPDATE_URL must be an https:// address',
    );
    expect(updatesOffReason('not a url', true)).toMatch('not a URL');
    expect(updatesOffReason('https://updates.lexsetu.in/desktop', true)).toBeUndefined();
  });

  it('never loads electron-updater when off', async () => {
    const loadUpdater = vi.fn(async () => fakeUpdater());
    expect(await startAutoUpdates({ feedUrl: undefined, packaged: true, loadUpdater, warn: () => {} })).toBe(
      false,
    );
    expect(loadUpdater).not.toHaveBeenCalled();
  });

  it('points electron-updater at the generic feed and checks once; a failed check only warns', async () => {
    const updater = fakeUpdater(async () => {
      throw new Error('offline');
    });
    const warn = vi.fn();
    const on = await startAutoUpdates({
      feedUrl: 'https://updates.lexsetu.in/desktop',
      packaged: true,
      loadUpdater: async () => updater,
      warn,
    });
    expect(on).toBe(true);
    expect(updater.feeds).toEqual([{ provider: 'generic', url: 'https://updates.lexsetu.in/desktop' }]);
    expect(updater.checkForUpdatesAndNotify).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Update check failed: offline'));
  });
});
