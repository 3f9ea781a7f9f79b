// Which language a person reads the server's words in. Mail, calendar invites and anything said
// with nobody asking: their 'Preferred language' setting. An answer to a signed-in request (the bell): the
// language the request asks for (Accept-Language: what the screens show right now), else that setting.
import type { Db } from '../db/connection';
import { localeOfLanguage, requestedLocale, type Locale } from '../i18n';
import { getUserSettings } from './settings';

/** The user's Preferred language (English when unset). */
export async function userLocale(db: Db, userId: string): Promise<Locale> {
  return localeOfLanguage((await getUserSettings(db, userId)).preferredLanguage);
}

/** The language of an answer to this user's request: Accept-Language when it names one LexSetu speaks. */
export async function readerLocale(
  db: Db,
  userId: string,
  acceptLanguage: string | undefined,
): Promise<Locale> {
  return requestedLocale(acceptLanguage) ?? userLocale(db, userId);
}
