// The renderer's message catalogues, shared by the build (vite-catalogues.ts), the extractor (extract.mjs)
// and the completeness test: src/i18n/catalogues/<area>/<locale>.json, each {English source message: text}.
// English texts in the code are the ids (the spec's words stay verbatim where they are used).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const cataloguesDir = join(root, 'src/i18n/catalogues');
export const locales = ['en', 'hi', 'ta'];

/** The area whose catalogue holds the texts of a source file: one folder per part of the product. */
export function areaOf(file) {
  const path = relative(join(root, 'src'), file).split('\\').join('/');
  const rules = [
    [/^pages\/(public|demo)\//, 'public'],
    [/^pages\/auth\//, 'auth'],
    [/^pages\/dashboard\/settings\//, 'settings'],
    [/^pages\/dashboard\/earnings\//, 'earnings'],
    [/^pages\/dashboard\/documents\//, 'documents'],
    [/^pages\/dashboard\/admin\//, 'admin'],
    [/^pages\/dashboard\//, 'dashboard'],
  ];
  return rules.find(([pattern]) => pattern.test(path))?.[1] ?? 'common';
}

export const areas = () =>
  existsSync(cataloguesDir)
    ? readdirSync(cataloguesDir)
        .filter((name) => !name.includes('.'))
        .sort()
    : [];

export function readCatalogue(area, locale) {
  const file = join(cataloguesDir, area, `${locale}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

export function writeCatalogue(area, locale, messages) {
  const sorted = Object.fromEntries(Object.entries(messages).sort(([a], [b]) => a.localeCompare(b, 'en')));
  writeFileSync(join(cataloguesDir, area, `${locale}.json`), `${JSON.stringify(sorted, null, 2)}\n`);
}
