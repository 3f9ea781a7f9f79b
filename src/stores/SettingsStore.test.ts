import { defaultSettings, type Settings } from '@contract';
import { describe, expect, it } from 'vitest';
import { SettingsStore } from './SettingsStore';
import { UiStore } from './UiStore';

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

describe('SettingsStore', () => {
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
