// The names a lawyer's listing is made of, for the catalogues: practice areas (contract/consultationTypes.ts),
// the search's cities (expertFilters.ts) and the languages a lawyer lists (contract/lawyerProfileTerms.ts). The
// values stay English (the search and the address use them); screens show them through t(name).
// contractWords.test.ts checks every one is here.
import { msg, type Translate } from '@/i18n/language';

export const practiceAreaWords: readonly string[] = [
  msg('Civil'),
  msg('Criminal'),
  msg('Administrative'),
  msg('Contract'),
  msg('Constitutional'),
  msg('Family'),
  msg('Intellectual property'),
  msg('Labor'),
  msg('Property'),
  msg('Environmental'),
  msg('Immigration'),
  msg('Real estate'),
  msg('Tax'),
  msg('Criminal defense'),
  msg('Health care'),
  msg('Technology and cybersecurity'),
  msg('Media'),
  msg('Entertainment'),
  msg('Corporate'),
  msg('Sports'),
  msg('Maritime law'),
];

export const cityWords: readonly string[] = [
  msg('New Delhi'),
  msg('Mumbai'),
  msg('Chennai'),
  msg('Bengaluru'),
  msg('Kolkata'),
  msg('Hyderabad'),
  msg('Pune'),
  msg('Lucknow'),
  msg('Kochi'),
  msg('Ahmedabad'),
];

export const languageWords: readonly string[] = [
  msg('English'),
  msg('Hindi'),
  msg('Tamil'),
  msg('Telugu'),
  msg('Kannada'),
  msg('Malayalam'),
  msg('Marathi'),
  msg('Bengali'),
  msg('Gujarati'),
  msg('Punjabi'),
  msg('Urdu'),
  msg('Odia'),
];

/** A lawyer's title as the server makes it ('Family Lawyer': the main practice area), in the reader's language. */
export function lawyerTitle(title: string, t: Translate): string {
  const suffix = ' Lawyer';
  const area = title.endsWith(suffix) ? title.slice(0, -suffix.length) : '';
  return practiceAreaWords.includes(area) ? t('{area} Lawyer', { area: t(area) }) : title;
}
