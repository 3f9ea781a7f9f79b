import { afterEach, describe, expect, it } from 'vitest';
import { UiStore } from '@/stores/UiStore';
import { OWN_SETTINGS_CLASS, ownSettingsScript } from './ownSettingsScript';

const marked = () => {
  document.documentElement.classList.remove(OWN_SETTINGS_CLASS);
  new Function(ownSettingsScript)();
  return document.documentElement.classList.contains(OWN_SETTINGS_CLASS);
};

afterEach(() => {
  document.documentElement.classList.remove(OWN_SETTINGS_CLASS);
  document.documentElement.lang = 'en';
});

describe('saved-settings script of the prerendered home page', () => {
  it('leaves the page shown with nothing saved, or with the defaults saved', () => {
    expect(marked()).toBe(false);
    const ui = new UiStore(localStorage);
    ui.setTheme('light');
    ui.setAccessibility({ textSize: 'Medium', highContrast: false });
    expect(marked()).toBe(false);
  });

  it.each([
    ['a dark theme', (ui: UiStore) => ui.setTheme('dark')],
    ['large text', (ui: UiStore) => ui.setAccessibility({ textSize: 'Large' })],
    ['small text', (ui: UiStore) => ui.setAccessibility({ textSize: 'Small' })],
    ['high contrast', (ui: UiStore) => ui.setAccessibility({ highContrast: true })],
    ['accessibility mode', (ui: UiStore) => ui.setAccessibility({ accessibilityMode: true })],
    ['reduced motion', (ui: UiStore) => ui.setAccessibility({ reduceMotion: true })],
  ])('hides it for %s saved by the app', (_name, save) => {
    save(new UiStore(localStorage));
    expect(marked()).toBe(true);
  });

  it("hides it when the visitor chose another language than the page's, shows it in their own", () => {
    const ui = new UiStore(localStorage);
    ui.setLanguage('English');
    expect(marked()).toBe(false);
    ui.setLanguage('Tamil');
    expect(marked()).toBe(true);
    document.documentElement.lang = 'ta'; // the Tamil page (ta/index.html)
    expect(marked()).toBe(false);
    document.documentElement.lang = 'hi';
    expect(marked()).toBe(true);
  });

  it('shows it when the saved settings cannot be read', () => {
    localStorage.setItem('a11y', '{not json');
    expect(marked()).toBe(false);
  });
});
