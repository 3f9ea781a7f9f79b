// The catalogues are complete: each area's en.json lists exactly the texts its code translates, Hindi and Tamil
// have every one, with the same placeholders and plural/select arguments, and each compiles. Prints the share
// translated per language.
import { parse, type Token } from '@messageformat/parser';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript build scripts
import { areas, readCatalogue } from '../../scripts/i18n/catalogues.mjs';
// @ts-expect-error plain JavaScript build scripts
import { extract } from '../../scripts/i18n/extract.mjs';

type Catalogue = Record<string, string>;
const translated = { hi: [0, 0], ta: [0, 0] };

/** The arguments a message uses: 'name' for {name}, 'count:plural' for {count, plural, …}. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.add(token.arg);
      if (token.type === 'function') found.add(`${token.arg}:${token.key}`);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(`${token.arg}:${token.type}`);
        for (const choice of token.cases) walk(choice.tokens);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

const byArea: Map<string, Set<string>> = extract();

describe.each(areas() as string[])('the %s catalogue', (area) => {
  const english: Catalogue = readCatalogue(area, 'en');
  it('lists exactly the texts its code translates', () => {
    expect(Object.keys(english).sort()).toEqual([...(byArea.get(area) ?? [])].sort());
  });
  it.each(['hi', 'ta'] as const)('%s has every text, with the same arguments, and compiles', (locale) => {
    const catalogue: Catalogue = readCatalogue(area, locale);
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
    const untranslated: string[] = [];
    for (const [id, text] of Object.entries(catalogue)) {
      translated[locale][1]++;
      if (!text) {
        untranslated.push(id);
        continue;
      }
      translated[locale][0]++;
      expect(() => compileMessageOrThrow(text), `${locale}: ${text}`).not.toThrow();
      expect(argumentsOf(text), `${locale}: ${id}`).toEqual(argumentsOf(id));
    }
    expect(untranslated, `${area}/${locale}.json has texts without a translation`).toEqual([]);
  });
});

afterAll(() => {
  const share = ([done, all]: number[]) =>
    `${done}/${all} (${all ? ((100 * done) / all).toFixed(1) : '100.0'} %)`;
  console.info(`Translated: Hindi ${share(translated.hi)}, Tamil ${share(translated.ta)}.`);
});
