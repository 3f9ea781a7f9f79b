// The signed-in user's saved settings (contract/settings.ts: settingsEndpoints), loaded as a Resource. Changes
// show at once (optimistic), are saved to the server (so every device gets them) and, for theme, language and
// accessibility, applied to the UiStore.
import type { Settings, SettingsPatch } from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@/api/client';
import { Resource } from './resource';
import type { UiStore } from './UiStore';
import { msg, translate } from '@/i18n';

// The contract (and zod with it) is fetched on first use so public first loads stay small.
const endpoints = async () => (await import('@contract')).settingsEndpoints;

const loadFailed = msg('Could not load your settings. Please try again.');

export class SettingsStore {
  /** The saved settings as loaded (and as changed since: a change shows at once). */
  readonly saved: Resource<Settings>;
  /** Why the last change could not be saved (its old value is back); cleared by the next load or save. */
  private saveError: string | null = null;
  /** Changes made while a load is on its way: newer than its reply, so they win over it. */
  private changedDuringLoad: SettingsPatch | null = null;
  /** Each save's number: only the newest save's reply replaces what the screen shows. */
  private saves = 0;

  constructor(
    private readonly api: Pick<ApiClient, 'call'>,
    private readonly ui: UiStore,
  ) {
    this.saved = new Resource(
      async () => {
        this.changedDuringLoad = {};
        try {
          const loaded = await this.api.call((await endpoints()).get);
          const settings = { ...loaded, ...this.changedDuringLoad };
          runInAction(() => {
            this.saveError = null;
            this.apply(settings);
          });
          return settings;
        } catch (error) {
          console.warn('Loading settings failed', error);
          throw error;
        } finally {
          this.changedDuringLoad = null;
        }
      },
      () => translate(loadFailed),
    );
    makeAutoObservable<SettingsStore, 'api' | 'ui' | 'changedDuringLoad' | 'saves'>(this, {
      api: false,
      ui: false,
      saved: false,
      changedDuringLoad: false,
      saves: false,
    });
  }

  /** The saved settings; null until they are loaded. */
  get settings(): Settings | null {
    return this.saved.data ?? null;
  }

  get loading(): boolean {
    return this.saved.loading;
  }

  /** What to tell the user: the settings could not be loaded, or a change could not be saved. */
  get error(): string | null {
    return this.saved.state === 'failed' ? this.saved.error : this.saveError;
  }

  load(): Promise<void> {
    return this.saved.load();
  }

  /** Sign-out: the next user's settings are their own. */
  reset(): void {
    this.saveError = null;
    this.saved.reset();
  }

  /** Shows the change at once, saves it, and puts the old value back if saving fails. */
  async update(patch: SettingsPatch): Promise<boolean> {
    const before = this.settings;
    const save = ++this.saves;
    if (before) this.saved.set({ ...before, ...patch });
    if (this.changedDuringLoad) Object.assign(this.changedDuringLoad, patch);
    this.apply(patch);
    try {
      const saved = await this.api.call((await endpoints()).update, { body: patch });
      runInAction(() => {
        // An older save's reply does not undo a newer change still on its way.
        if (save === this.saves) this.saved.set(saved);
        this.saveError = null;
      });
      return true;
    } catch (error) {
      console.warn('Saving settings failed', error);
      runInAction(() => {
        if (before) {
          this.saved.set(before);
          this.apply(before);
        }
        this.saveError = translate('Could not save your settings. Please try again.');
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
