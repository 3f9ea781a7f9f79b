// The PDF and draft catalogues (server/i18n/catalogues/{pdf,drafts}) are complete: every English text has a
// Hindi and a Tamil translation with the same {placeholders}; amounts and days are written as each language does.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentDay, documentMonth, documentRupees, fillIn, pdfTranslator } from './labels';

const catalogue = (area: string, locale: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../../i18n/catalogues/${area}/${locale}.json`, import.meta.url), 'utf8'));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(['pdf', 'drafts'])('catalogue %s', (area) => {
  const en = catalogue(area, 'en');
  it.each(['hi', 'ta'])('has every text in %s, with the same placeholders', (locale) => {
    const own = catalogue(area, locale);
    expect(Object.keys(own).sort()).toEqual(Object.keys(en).sort());
    for (const [id, english] of Object.entries(en)) {
      expect(english).toBe(id);
      expect(own[id], `${locale}: ${id}`).not.toBe('');
      expect(placeholders(own[id]!), `${locale}: ${id}`).toEqual(placeholders(id));
    }
  });
});

describe('PDF words', () => {
  it('fills in values and falls back to the English text', () => {
    expect(pdfTranslator('Hindi')('Invoice number: {number}', { number: 'INV/1' })).toBe('चालान संख्या: INV/1');
    expect(fillIn('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });

  it('writes ₹ with Indian grouping and paise', () => {
    expect(documentRupees(1_00_000_00)).toBe('₹1,00,000.00');
    expect(documentRupees(-53_558)).toBe('-₹535.58');
    expect(documentRupees(0)).toBe('₹0.00');
  });

  it('writes days and months as each language does', () => {
    expect(documentDay('2026-11-05T10:00:00.000Z', 'English')).toBe('2026-11-05');
    expect(documentDay('2026-11-05', 'Tamil')).toBe('05/11/2026');
    expect(documentMonth('2030-01', 'English')).toBe('2030-01');
    expect(documentMonth('2030-01', 'Hindi')).toBe('जनवरी 2030');
    expect(documentMonth('2030-01', 'Tamil')).toBe('ஜனவரி 2030');
  });
});
