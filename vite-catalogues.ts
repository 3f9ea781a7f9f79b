// Compiles the message catalogues at build time into one module per language (`virtual:lexsetu-catalogue/hi`),
// so the browser gets Lingui's compiled messages and never ships an ICU parser. English keeps only the messages
// with plurals, selects or formats: a plain English text, or one with {name} placeholders only, is its own id
// and src/i18n fills it in without an entry. Hindi and Tamil bring their script's font with them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const prefix = 'virtual:lexsetu-catalogue/';
const cataloguesDir = join(import.meta.dirname, 'src/i18n/catalogues');
/** An ICU argument with a type: {count, plural, …}, {choice, select, …}, {n, number}. */
const formatted = /\{\s*\w+\s*,/;
const scriptFonts: Record<string, string[]> = {
  hi: [
    '@fontsource/noto-sans-devanagari/devanagari-400.css',
    '@fontsource/noto-sans-devanagari/devanagari-600.css',
  ],
  ta: ['@fontsource/noto-sans-tamil/tamil-400.css', '@fontsource/noto-sans-tamil/tamil-600.css'],
};

export function compiledCatalogues(): Plugin {
  return {
    name: 'lexsetu:compiled-catalogues',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const locale = id.slice(prefix.length + 1);
      const english = locale === 'en';
      const compiled: Record<string, unknown> = {};
      for (const area of readdirSync(cataloguesDir).filter((name) => !name.includes('.'))) {
        const file = join(cataloguesDir, area, `${locale}.json`);
        this.addWatchFile(file);
        const messages: Record<string, string> = JSON.parse(readFileSync(file, 'utf8'));
        for (const [source, text] of Object.entries(messages))
          if (text !== '' && (!english || formatted.test(source)))
            compiled[source] = compileMessageOrThrow(text);
      }
      const fonts = (scriptFonts[locale] ?? []).map((css) => `import '${css}';\n`).join('');
      return `${fonts}export default ${JSON.stringify(compiled)};`;
    },
  };
}
