// LexSetu in English, Hindi and Tamil through Lingui. The English texts in the code are the message ids (the
// spec's words stay verbatim where they are used); src/i18n/catalogues/<area>/<locale>.json translate them,
// compiled at build into one module per language (vite-catalogues.ts), fetched when chosen (Hindi and Tamil
// with their script's font).
import { i18n, type Messages } from '@lingui/core';
import {
  cloneElement,
  createContext,
  Fragment,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { htmlLang, type Locale, type Translate, type UiLanguage } from './language';

export {
  htmlLang,
  languageFromBrowser,
  languageNames,
  msg,
  uiLanguages,
  type Locale,
  type Translate,
  type UiLanguage,
} from './language';

const catalogues: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:lexsetu-catalogue/en'),
  hi: () => import('virtual:lexsetu-catalogue/hi'),
  ta: () => import('virtual:lexsetu-catalogue/ta'),
};
// English's few plural messages are fetched at once, beside the app's start (start.tsx awaits them before its
// first render), so they stay out of every page's first load.
const englishLoading = catalogues.en();

type CompiledMessage = ReturnType<Parameters<typeof i18n.setMessagesCompiler>[0]>;
type Token = Exclude<CompiledMessage, string>[number];

/** A text without a catalogue entry (English, or one not translated yet): its {name} placeholders filled in. */
const placeholdersOnly = (text: string): CompiledMessage =>
  text.split(/\{(\w+)\}/).map((part, i): Token => (i % 2 ? [part] : part));

i18n.setMessagesCompiler(placeholdersOnly);
i18n.load('en', {});
i18n.activate('en');

const loading = new Map<Locale, Promise<void>>();

/** Loads a language's catalogue (once) and makes it the current one, with <html lang>. */
export async function activateLanguage(language: UiLanguage): Promise<void> {
  const locale = htmlLang[language];
  if (!loading.has(locale))
    loading.set(
      locale,
      (locale === 'en' ? englishLoading : catalogues[locale]()).then((module) =>
        i18n.load(locale, module.default),
      ),
    );
  await loading.get(locale);
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * The current language's text for an English source message, outside React (stores, toasts). A text with no
 * entry and no values comes back as it is: already translated, or someone's own words, braces and all.
 */
export const translate: Translate = (id, values) =>
  values || i18n.messages[id] !== undefined ? i18n._(id, values) : id;

/** The locale code of the current language (for Intl formatting). */
export const currentLocale = (): Locale => i18n.locale as Locale;

const LocaleContext = createContext<string>('en');

/** The translator; components using it render again when the language changes. */
export function useT(): Translate {
  const locale = useContext(LocaleContext);
  // A new function per language, so memoised children that take `t` render again on a switch.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo<Translate>(() => (id, values) => translate(id, values), [locale]);
}

/** A translated text with elements inside: <T id="Read our <0>terms</0>" components={{ 0: <Link … /> }} />. */
export function T({ id, values, components = {} }: TProps) {
  useContext(LocaleContext);
  return <>{withElements(translate(id, values), components)}</>;
}

interface TProps {
  id: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
}

const tag = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\/>/;

/** The text with each <n>…</n> (or <n/>) replaced by components[n] holding that part of the text. */
function withElements(text: string, components: Record<string, ReactElement>): ReactNode[] {
  const parts: ReactNode[] = [];
  let rest = text;
  for (let match = tag.exec(rest); match; match = tag.exec(rest)) {
    if (match.index > 0) parts.push(rest.slice(0, match.index));
    const [, name, inner, selfClosing] = match;
    const element = components[name ?? selfClosing!];
    const key = parts.length;
    if (!element) parts.push(<Fragment key={key}>{inner ?? ''}</Fragment>);
    else if (inner === undefined) parts.push(cloneElement(element, { key }));
    else parts.push(cloneElement(element, { key }, ...withElements(inner, components)));
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) parts.push(rest);
  return parts;
}

/** The app in `language`: loads its catalogue, then renders everything inside in it. */
export function LanguageProvider({ language, children }: { language: UiLanguage; children: ReactNode }) {
  const [locale, setLocale] = useState(i18n.locale);
  useEffect(() => {
    let current = true;
    void activateLanguage(language).then(() => {
      if (current) setLocale(i18n.locale);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}
