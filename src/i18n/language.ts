// The few pieces of the i18n seam every page may touch (kept tiny: the public site's first load includes them).
// Components call useT(); outside the dashboard shell it is English, so marketing pages always stay English.
import type { Settings } from '@contract';
import { createContext, useContext } from 'react';

export type UiLanguage = Settings['preferredLanguage'];
export const uiLanguages = ['English', 'Hindi', 'Tamil'] as const satisfies readonly UiLanguage[];

/** English source text (optionally with {name} placeholders) → the text to show. */
export type Translate = (text: string, values?: Record<string, string | number>) => string;

export const fillIn = (text: string, values?: Record<string, string | number>) =>
  values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)) : text;

export const TranslateContext = createContext<Translate>(fillIn);

/** The translator of the surrounding shell: the user's language in the dashboard, English elsewhere. */
export const useT = (): Translate => useContext(TranslateContext);
