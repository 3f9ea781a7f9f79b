// The saved settings as their store keeps them over the real API client: loaded as a Resource (its own words
// when that fails, loaded again on Try again), a change shown at once and put back if saving fails.
import { defaultSettings } from '@contract';
import { describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonReply } from '@/test/fakes';

const saved = { ...defaultSettings, darkMode: false };

describe('SettingsStore', () => {
  it('says its own words when loading fails, and loads again on request', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let up = false;
    const { store } = createTestStore({
      route: () => (up ? jsonReply(200, saved) : jsonReply(503, { message: 'Database down.', code: 'x' })),
    });
    await store.settings.load();
    expect(store.settings).toMatchObject({
      settings: null,
      error: 'Could not load your settings. Please try again.',
    });
    up = true;
    await store.settings.load();
    expect(store.settings).toMatchObject({ error: null, loading: false });
    expect(store.settings.settings).toMatchObject({ darkMode: false });
  });

  it('shows a change at once, and puts the old value back (with the reason) if saving fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let refuse = false;
    const { store } = createTestStore({
      route: ({ method, body }) =>
        method === 'GET'
          ? jsonReply(200, saved)
          : refuse
            ? new TypeError('Failed to fetch')
            : jsonReply(200, { ...saved, ...(body as object) }),
    });
    await store.settings.load();
    const saving = store.settings.update({ darkMode: true });
    expect(store.settings.settings?.darkMode).toBe(true);
    await expect(saving).resolves.toBe(true);
    expect(store.ui.isDark).toBe(true);
    refuse = true;
    await expect(store.settings.update({ darkMode: false })).resolves.toBe(false);
    expect(store.settings.settings?.darkMode).toBe(true);
    expect(store.settings.error).toBe('Could not save your settings. Please try again.');
    refuse = false;
    await store.settings.load();
    expect(store.settings.error).toBeNull();
    store.settings.reset();
    expect(store.settings.settings).toBeNull();
  });
});
