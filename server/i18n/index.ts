// The server speaks the reader's language: errors (by the request's Accept-Language), notices (by
// the reader, when read), e-mails and calendar invites (by the recipient's preferred language). Lingui's core
// formats ICU messages (plurals, {values}); the catalogues (catalogues.ts) are compiled here, once, at load.
// Keys are stable codes, not the English text: a stored notice and an API client's `reason` must outlive a
// rewording of the English.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Settings } from '@contract';
import { areaCatalogues, locales, type Catalogue, type Locale, type MessageId } from './catalogues';
import { written, type Values } from './values';

export { locales, type Locale } from './catalogues';
export type {
  ActivityKey,
  Area,
  ErrorReason,
  MailKey,
  MessageId,
  NoticeKey,
  PaymentKey,
  ValidationReason,
} from './catalogues';

export type { BookedDay, Instant, Value, Values } from './values';

/** A text to be said in some language: its catalogue id and values. */
export interface Said<Id extends string = MessageId> {
  id: Id;
  values?: Values;
}

const merged = (locale: Locale): Catalogue =>
  Object.assign({}, ...Object.values(areaCatalogues).map((area) => area[locale] as Catalogue));

/** Each locale's messages, compiled; a text not translated yet (empty) falls back to English. */
function compile(): Record<Locale, I18n> {
  const english = merged('en');
  const out = {} as Record<Locale, I18n>;
  for (const locale of locales) {
    const own = merged(locale);
    const messages: Messages = {};
    for (const [id, text] of Object.entries(english)) messages[id] = compileMessageOrThrow(own[id] || text);
    out[locale] = setupI18n({ locale, messages: { [locale]: messages } });
  }
  return out;
}

const i18ns = compile();

/** Lingui decodes '\u…' and '\x…' in its output: a backslash in a value (a path, a name) must come out as sent. */
const backslash = '\uE000';

function prepared(locale: Locale, values: Values | undefined): Record<string, string | number> | undefined {
  if (!values) return undefined;
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    const text = written(locale, value);
    out[name] = typeof text === 'string' ? text.replaceAll('\\', backslash) : text;
  }
  return out;
}

/** The text of `id` in `locale`, its {values} filled in; an unknown id comes back as it is. */
export function textIn(locale: Locale, id: MessageId | string, values?: Values): string {
  const text = i18ns[locale]._(id, prepared(locale, values));
  return text.includes(backslash) ? text.replaceAll(backslash, '\\') : text;
}

/** Says texts in one language. */
export const translator =
  (locale: Locale) =>
  (id: MessageId, values?: Values): string =>
    textIn(locale, id, values);

/** The text of a Said in `locale`. */
export const say = (locale: Locale, said: Said<string>): string => textIn(locale, said.id, said.values);

/** Whether the catalogues hold this id. */
export const isMessageId = (id: string): id is MessageId => Object.hasOwn(i18ns.en.messages, id);

const languageLocales: Record<Settings['preferredLanguage'], Locale> = {
  English: 'en',
  Hindi: 'hi',
  Tamil: 'ta',
};

/** The locale of a user's 'Preferred language' setting. */
export const localeOfLanguage = (language: Settings['preferredLanguage'] | undefined): Locale =>
  (language && languageLocales[language]) || 'en';

/** The setting's name of a language ('hi' → 'Hindi'). */
export const languageOfLocale = (locale: Locale): Settings['preferredLanguage'] =>
  (Object.keys(languageLocales) as Settings['preferredLanguage'][]).find(
    (l) => languageLocales[l] === locale,
  )!;

/**
 * The first language of an Accept-Language header LexSetu speaks, by quality ('ta', 'hi-IN;q=0.9, en;q=0.5'),
 * or undefined when it names none of them (or there is no header).
 */
export function requestedLocale(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return {
        code: tag.trim().toLowerCase().split('-')[0],
        quality: q === undefined ? 1 : Number(q),
        order,
      };
    })
    .filter((entry) => entry.quality > 0 && !Number.isNaN(entry.quality))
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranked.map((entry) => entry.code).find((code): code is Locale => locales.includes(code as Locale));
}

/** The language an answer to this request is in: the Accept-Language header's, else English. */
export const localeOfRequest = (header: string | undefined): Locale => requestedLocale(header) ?? 'en';
