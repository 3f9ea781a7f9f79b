// The words printed on LexSetu's PDFs in the recipient's language (settings.preferredLanguage), from the server
// catalogues of area `pdf` (server/i18n/catalogues/pdf/{en,hi,ta}.json: English text as the id, as in the
// renderer), plus how a date and an amount are written there. Messages hold only {placeholders}.
import type { Settings } from '@contract';
import en from '../../i18n/catalogues/pdf/en.json';
import hi from '../../i18n/catalogues/pdf/hi.json';
import ta from '../../i18n/catalogues/pdf/ta.json';

export type UiLanguage = Settings['preferredLanguage'];
export type PdfText = keyof typeof en;
type Values = Record<string, string | number>;

/** Fills {name} placeholders; a missing value stays visible as {name} rather than disappearing. */
export function fillIn(message: string, values: Values = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** A translator over one area's catalogues: the English text is the id and the fallback. */
export function catalogueTranslator<Id extends string>(
  catalogues: Record<UiLanguage, Partial<Record<Id, string>>>,
) {
  return (language: UiLanguage) =>
    (id: Id, values?: Values): string =>
      fillIn(catalogues[language][id] || id, values);
}

export const pdfTranslator = catalogueTranslator<PdfText>({ English: en, Hindi: hi, Tamil: ta });

const twoDecimals = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount on a document of account: ₹ with Indian grouping and paise, ₹1,00,000.00 (-₹535.58 taken back). */
export function documentRupees(paise: number): string {
  return `${paise < 0 ? '-' : ''}₹${twoDecimals.format(Math.abs(paise) / 100)}`;
}

/** A day ('2026-11-05', or an ISO instant's date part): as it always was in English, DD/MM/YYYY in Hindi and Tamil. */
export function documentDay(iso: string, language: UiLanguage): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return language === 'English' ? iso.slice(0, 10) : `${day}/${month}/${year}`;
}

const monthNames: Record<UiLanguage, string> = { English: 'en-IN', Hindi: 'hi-IN', Tamil: 'ta-IN' };

/** A month ('2030-01'): as it is in English, its name in the script in Hindi and Tamil ('जनवरी 2030'). */
export function documentMonth(month: string, language: UiLanguage): string {
  if (language === 'English') return month;
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(monthNames[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, number! - 1, 1)));
}
