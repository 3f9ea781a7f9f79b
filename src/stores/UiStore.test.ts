import { describe, expect, it } from 'vitest';
import { UiStore } from './UiStore';

describe('UiStore', () => {
  it('starts light when nothing is saved', () => {
    expect(new UiStore(localStorage).theme).toBe('light');
  });

  it('toggles the theme and saves it under `theme`', () => {
    const ui = new UiStore(localStorage);
    ui.toggleTheme();
    expect(ui.theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    ui.toggleTheme();
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('restores a saved dark theme and ignores unknown values', () => {
    localStorage.setItem('theme', 'dark');
    expect(new UiStore(localStorage).isDark).toBe(true);
    localStorage.setItem('theme', 'purple');
    expect(new UiStore(localStorage).theme).toBe('light');
  });

  it('keeps the dashboard language for the next load, English when nothing (or nonsense) is saved', () => {
    expect(new UiStore(localStorage).language).toBe('English');
    new UiStore(localStorage).setLanguage('Tamil');
    expect(localStorage.getItem('language')).toBe('Tamil');
    expect(new UiStore(localStorage).language).toBe('Tamil');
    localStorage.setItem('language', 'Klingon');
    expect(new UiStore(localStorage).language).toBe('English');
  });
});
