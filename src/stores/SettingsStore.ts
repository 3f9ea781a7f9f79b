// The signed-in user's saved settings (contract/settings.ts: settingsEndpoints). Changes show at once
// (optimistic), are saved to the server (so every device gets them) and, for theme, language and accessibility,
// applied to the UiStore.
import type { Settings, SettingsPatch } from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@/api/client';
import type { UiStore } from './UiStore';

// The contract (and zod with it) is fetched on first use so public first loads stay small.
const endpoints = async () => (await import('@contract')).settingsEndpoints;

export class SettingsStore {
  settings: Settings | null = null;
  loading = false;
  error: string | null = null;
  /** Changes made while a load is on its way: newer than its reply, so they win over it. */
  private changedDuringLoad: SettingsPatch | null = null;
  /** Each save's number: only the newest save's reply replaces what the screen shows. */
  private saves = 0;

  constructor(
    private readonly api: Pick<ApiClient, 'call'>,
    private readonly ui: UiStore,
  ) {
    makeAutoObservable<SettingsStore, 'api' | 'ui' | 'changedDuringLoad' | 'saves'>(this, {
      api: false,
      ui: false,
      changedDuringLoad: false,
      saves: false,
    });
  }

  async load(): Promise<void> {
    this.loading = true;
    this.changedDuringLoad = {};
    try {
      const loaded = await this.api.call((await endpoints()).get);
      runInAction(() => {
        const settings = { ...loaded, ...this.changedDuringLoad };
        this.settings = settings;
        this.error = null;
        this.apply(settings);
      });
    } catch (error) {
      console.warn('Loading settings failed', error);
      runInAction(() => (this.error = 'Could not load your settings. Please try again.'));
    } finally {
      runInAction(() => {
        this.loading = false;
        this.changedDuringLoad = null;
      });
    }
  }

  /** Shows the change at once, saves it, and puts the old value back if saving fails. */
  async update(patch: SettingsPatch): Promise<boolean> {
    const before = this.settings;
    const save = ++this.saves;
    if (before) this.settings = { ...before, ...patch };
    if (this.changedDuringLoad) Object.assign(this.changedDuringLoad, patch);
    this.apply(patch);
    try {
      const saved = await this.api.call((await endpoints()).update, { body: patch });
      runInAction(() => {
        // An older save's reply does not undo a newer change still on its way.
        if (save === this.saves) this.settings = saved;
        this.error = null;
      });
      return true;
    } catch (error) {
      console.warn('Saving settings failed', error);
      runInAction(() => {
        this.settings = before;
        if (before) this.apply(before);
        this.error = 'Could not save your settings. Please try again.';
      });
      return false;
    }
  }

  private apply(values: Partial<Settings>) {
    if (values.darkMode !== undefined) this.ui.setTheme(values.darkMode ? 'dark' : 'light');
    if (values.preferredLanguage !== undefined) this.ui.setLanguage(values.preferredLanguage);
    const { accessibilityMode, textSize, highContrast, reduceMotion } = values;
    this.ui.setAccessibility({ accessibilityMode, textSize, highContrast, reduceMotion });
  }
}
