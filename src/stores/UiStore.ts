// App-wide UI preferences. The theme survives reloads in localStorage under `theme` (spec: default light).
// Accessibility preferences (from the user's saved settings) are mirrored here so the whole UI, carousels and
// the typing headline included, can react at once; they are cached under `a11y` for the next first paint.
// The dashboard's language (saved setting 'Preferred language') likewise, cached under `language`.
import { makeAutoObservable } from 'mobx';
import { languageFromBrowser, uiLanguages, type UiLanguage } from '@/i18n/language';

export type ThemeName = 'light' | 'dark';
export type TextSize = 'Small' | 'Medium' | 'Large';
type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface AccessibilityPreferences {
  accessibilityMode: boolean;
  textSize: TextSize;
  highContrast: boolean;
  reduceMotion: boolean;
}

const THEME_KEY = 'theme';
const A11Y_KEY = 'a11y';
const LANGUAGE_KEY = 'language';
const defaultAccessibility: AccessibilityPreferences = {
  accessibilityMode: false,
  textSize: 'Medium',
  highContrast: false,
  reduceMotion: false,
};

function readAccessibility(storage: PreferenceStorage): AccessibilityPreferences {
  try {
    const saved = JSON.parse(storage.getItem(A11Y_KEY) ?? '{}') as Partial<AccessibilityPreferences>;
    return {
      accessibilityMode: saved.accessibilityMode === true,
      textSize: saved.textSize === 'Small' || saved.textSize === 'Large' ? saved.textSize : 'Medium',
      highContrast: saved.highContrast === true,
      reduceMotion: saved.reduceMotion === true,
    };
  } catch {
    return { ...defaultAccessibility };
  }
}

export class UiStore {
  theme: ThemeName;
  accessibilityMode: boolean;
  textSize: TextSize;
  highContrast: boolean;
  /** Carousels, marquees and the typing headline stand still when true. */
  reduceMotion: boolean;
  /** The language of every screen: saved here or in the settings, else the browser's first one we speak. */
  language: UiLanguage;

  constructor(private readonly storage: PreferenceStorage) {
    this.theme = storage.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light';
    const language = storage.getItem(LANGUAGE_KEY);
    this.language =
      uiLanguages.find((l) => l === language) ??
      languageFromBrowser(globalThis.navigator?.languages ?? []) ??
      'English';
    const a11y = readAccessibility(storage);
    this.accessibilityMode = a11y.accessibilityMode;
    this.textSize = a11y.textSize;
    this.highContrast = a11y.highContrast;
    this.reduceMotion = a11y.reduceMotion;
    makeAutoObservable<UiStore, 'storage'>(this, { storage: false });
  }

  get isDark(): boolean {
    return this.theme === 'dark';
  }

  /** Classes for the document root: text size, accessibility mode, high contrast, reduced motion. */
  get rootClasses(): string[] {
    return [
      `lex-text-${this.textSize.toLowerCase()}`,
      ...(this.accessibilityMode ? ['lex-a11y'] : []),
      ...(this.highContrast ? ['lex-high-contrast'] : []),
      ...(this.reduceMotion ? ['lex-reduce-motion'] : []),
    ];
  }

  setTheme(theme: ThemeName) {
    this.theme = theme;
    this.storage.setItem(THEME_KEY, theme);
  }

  toggleTheme() {
    this.setTheme(this.isDark ? 'light' : 'dark');
  }

  setLanguage(language: UiLanguage) {
    this.language = language;
    this.storage.setItem(LANGUAGE_KEY, language);
  }

  setAccessibility(next: Partial<AccessibilityPreferences>) {
    if (next.accessibilityMode !== undefined) this.accessibilityMode = next.accessibilityMode;
    if (next.textSize !== undefined) this.textSize = next.textSize;
    if (next.highContrast !== undefined) this.highContrast = next.highContrast;
    if (next.reduceMotion !== undefined) this.reduceMotion = next.reduceMotion;
    const saved: AccessibilityPreferences = {
      accessibilityMode: this.accessibilityMode,
      textSize: this.textSize,
      highContrast: this.highContrast,
      reduceMotion: this.reduceMotion,
    };
    this.storage.setItem(A11Y_KEY, JSON.stringify(saved));
  }
}
