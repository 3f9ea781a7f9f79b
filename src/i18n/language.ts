// The languages LexSetu speaks, named as the saved setting names them ('Preferred language').
import type { Settings } from '@contract';

export type UiLanguage = Settings['preferredLanguage'];
export const uiLanguages = ['English', 'Hindi', 'Tamil'] as const satisfies readonly UiLanguage[];
export type Locale = 'en' | 'hi' | 'ta';

/** The BCP 47 code: <html lang> (screen readers pick their voice from it), catalogues, Intl. */
export const htmlLang: Record<UiLanguage, Locale> = { English: 'en', Hindi: 'hi', Tamil: 'ta' };

/** Each language named in itself, so someone who cannot read the current language still finds their own. */
export const languageNames: Record<UiLanguage, string> = {
  English: 'English',
  Hindi: 'हिन्दी (Hindi)',
  Tamil: 'தமிழ் (Tamil)',
};

/** The first language of a browser's list (navigator.languages, from Accept-Language) that LexSetu speaks. */
export function languageFromBrowser(preferred: readonly string[]): UiLanguage | undefined {
  for (const tag of preferred) {
    const code = tag.toLowerCase().split('-')[0];
    const found = uiLanguages.find((language) => htmlLang[language] === code);
    if (found) return found;
  }
  return undefined;
}

/** English source message (ICU: {name}, {count, plural, …}) → the text in the current language. */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

/** Marks a text for the catalogues where it is defined (option lists, constants); translated where shown. */
export const msg = <Text extends string>(id: Text): Text => id;
