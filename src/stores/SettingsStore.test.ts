// The saved settings as their store keeps them over the real API client: loaded as a Resource (its own words
// when that fails, loaded again on Try again), a change shown at once and put back if saving fails.
import { defaultSettings, type Settings } from '@contract';
import { describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonReply } from '@/test/fakes';
import { SettingsStore } from './SettingsStore';
import { UiStore } from './UiStore';

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

/** A reply the test sends when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function storeWith(replies: Array<Promise<Settings>>) {
  const ui = new UiStore(localStorage);
  const api = { call: () => replies.shift()! } as unknown as ConstructorParameters<typeof SettingsStore>[0];
  return { store: new SettingsStore(api, ui), ui };
}

describe('SettingsStore with slow replies', () => {
  it('keeps a change made while the saved settings were still loading (the slower reply is older)', async () => {
    const load = deferred<Settings>();
    const save = deferred<Settings>();
    const { store, ui } = storeWith([load.promise, save.promise]);
    const loading = store.load();
    const saving = store.update({ textSize: 'Large' });
    expect(ui.textSize).toBe('Large');

    // The server answered the load before it saw the change.
    load.resolve({ ...defaultSettings, textSize: 'Medium', reduceMotion: true });
    await loading;
    expect(ui.textSize).toBe('Large');
    expect(store.settings?.textSize).toBe('Large');
    expect(ui.reduceMotion).toBe(true); // what the load brought and nobody changed is applied

    save.resolve({ ...defaultSettings, textSize: 'Large', reduceMotion: true });
    await saving;
    expect(store.settings?.textSize).toBe('Large');
  });

  it("does not let an older save's reply undo a newer change", async () => {
    const { store } = storeWith([
      Promise.resolve({ ...defaultSettings }),
      new Promise((r) => setTimeout(() => r({ ...defaultSettings, darkMode: true }), 20)),
      Promise.resolve({ ...defaultSettings, darkMode: true, textSize: 'Large' }),
    ]);
    await store.load();
    const first = store.update({ darkMode: true });
    const second = store.update({ textSize: 'Large' });
    await Promise.all([first, second]);
    expect(store.settings).toMatchObject({ darkMode: true, textSize: 'Large' });
  });
});
