// The home page's address in each language: / (English, or the visitor's Accept-Language), /hi and /ta (the
// prerendered Hindi and Tamil pages, served straight by server/static.ts).
import { htmlLang, uiLanguages, type UiLanguage } from '@/i18n/language';

export const homePathOf = (language: UiLanguage): string =>
  language === 'English' ? '/' : `/${htmlLang[language]}`;

/** The language a home address is in (/hi → Hindi), or undefined for / and every other path. */
export function languageOfHomePath(pathname: string): UiLanguage | undefined {
  const path = pathname.replace(/\/+$/, '');
  return uiLanguages.find((language) => language !== 'English' && path === homePathOf(language));
}

export const isHomePath = (pathname: string): boolean =>
  pathname === '/' || languageOfHomePath(pathname) !== undefined;
