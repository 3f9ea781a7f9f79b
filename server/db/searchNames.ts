// Names in three scripts for expert search: a lawyer's name in Latin letters, and also in Devanagari
// and in Tamil when they gave them. What search matches is one text holding all of them, written one way: Unicode
// NFC (a letter with a nukta typed precomposed or as two code points is the same name) without the invisible
// joiners (ZWJ, ZWNJ) that only choose how a conjunct is drawn. A typed search term is written the same way.

const joiners = /[\u200c\u200d]/g;

/** A name or a search term as search compares it. */
export const searchForm = (text: string): string => text.normalize('NFC').replace(joiners, '');

/** The text search matches a lawyer's name against: every script's name they gave. */
export function searchNames(name: string, devanagari = '', tamil = ''): string {
  return [name, devanagari, tamil]
    .map((n) => searchForm(n).trim())
    .filter(Boolean)
    .join(' ');
}
