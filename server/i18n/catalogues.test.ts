// The server's catalogues are complete: in every area Hindi and Tamil have exactly English's keys, each text
// with the same placeholders and plural/select arguments, each compiles; no key is in two areas, and every key
// of errors, notices and mails is one the code says (validation keys are found by their English: english.test.ts).
// Prints the share translated per language.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { afterAll, describe, expect, it } from 'vitest';
import { areaCatalogues, type Area, type Catalogue } from './catalogues';
import { textIn } from '.';

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

const areas = Object.keys(areaCatalogues) as Area[];

describe.each(areas)('the %s catalogue', (area) => {
  const english: Catalogue = areaCatalogues[area].en;

  it('compiles in English, and a text without arguments reads as written', () => {
    for (const [id, text] of Object.entries(english)) {
      expect(() => compileMessageOrThrow(text), id).not.toThrow();
      if (argumentsOf(text).length === 0) expect(textIn('en', id), id).toBe(text);
    }
  });

  it.each(['hi', 'ta'] as const)('%s has every text, with the same arguments, and compiles', (locale) => {
    const catalogue: Catalogue = areaCatalogues[area][locale];
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
      expect(argumentsOf(text), `${locale}: ${id}`).toEqual(argumentsOf(english[id]));
      // Still Latin where it should be Devanagari or Tamil: a text copied, not translated.
      const letters = text.replace(/\{\w+\}|LexSetu|[^\p{L}]/gu, '');
      const script = locale === 'hi' ? /\p{Script=Devanagari}/u : /\p{Script=Tamil}/u;
      if (letters.length > 3) expect(script.test(letters), `${locale}: ${id} is not translated`).toBe(true);
    }
    expect(untranslated, `${area}/${locale}.json has texts without a translation`).toEqual([]);
  });
});

describe('the keys', () => {
  it('are each in one area only', () => {
    const seen = new Map<string, Area>();
    for (const area of areas)
      for (const id of Object.keys(areaCatalogues[area].en)) {
        expect(seen.get(id), `${id} is in ${seen.get(id)} and ${area}`).toBeUndefined();
        seen.set(id, area);
      }
  });

  it('of errors, notices, mails, payments and activities are each said somewhere in the server code', () => {
    const code: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) code.push(readFileSync(path, 'utf8'));
      }
    };
    walk(join(import.meta.dirname, '..'));
    const source = code.join('\n');
    const unused = (['errors', 'notifications', 'mail', 'payments', 'activities'] as const).flatMap((area) =>
      Object.keys(areaCatalogues[area].en).filter((id) => !source.includes(`'${id}'`)),
    );
    expect(unused).toEqual([]);
  });
});

afterAll(() => {
  const share = ([done, all]: number[]) =>
    `${done}/${all} (${all ? ((100 * done) / all).toFixed(1) : '100.0'} %)`;
  console.info(`Server texts translated: Hindi ${share(translated.hi)}, Tamil ${share(translated.ta)}.`);
});
