// `npm run i18n:extract`: finds every text the renderer translates — t('…'), translate('…'), msg('…') and
// <T id="…"> with a literal English message — and brings the catalogues in line: each area's en.json lists
// exactly its texts, hi.json and ta.json get an empty entry for each new one (to translate) and lose the
// texts no longer used. A text already in common/ is not repeated in another area. `-- --area dashboard` (may
// repeat) writes only those areas' files.
import { readdirSync, readFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { areaOf, cataloguesDir, locales, readCatalogue, root, writeCatalogue, areas } from './catalogues.mjs';

const translators = new Set(['t', 'translate', 'msg']);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'test' || entry.name === 'catalogues' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const literal = (node) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/** The texts of one file, in order. */
export function textsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = [];
  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : undefined;
      const text = literal(node.arguments[0]);
      if (name && translators.has(name) && text !== undefined) found.push(text);
    }
    if (
      (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
      node.tagName.getText() === 'T'
    ) {
      for (const attribute of node.attributes.properties)
        if (ts.isJsxAttribute(attribute) && attribute.name.getText() === 'id') {
          const value = attribute.initializer;
          const text = value && ts.isJsxExpression(value) ? literal(value.expression) : literal(value);
          if (text !== undefined) found.push(text);
        }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every area's texts, as found in the code now. */
export function extract() {
  const byArea = new Map();
  for (const file of sourceFiles(join(root, 'src'))) {
    const area = areaOf(file);
    if (!byArea.has(area)) byArea.set(area, new Set());
    for (const text of textsOf(file)) byArea.get(area).add(text);
  }
  const common = byArea.get('common') ?? new Set();
  for (const [area, texts] of byArea) if (area !== 'common') for (const text of common) texts.delete(text);
  return byArea;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const byArea = extract();
  const only = process.argv.flatMap((arg, i) => (process.argv[i - 1] === '--area' ? [arg] : []));
  // A text that moved between areas keeps its translation.
  const known = Object.fromEntries(locales.map((locale) => [locale, {}]));
  for (const area of areas())
    for (const locale of locales) Object.assign(known[locale], readCatalogue(area, locale));
  for (const [area, texts] of byArea) {
    if (only.length > 0 && !only.includes(area)) continue;
    mkdirSync(join(cataloguesDir, area), { recursive: true });
    const ids = [...texts];
    writeCatalogue(area, 'en', Object.fromEntries(ids.map((id) => [id, id])));
    for (const locale of locales.filter((l) => l !== 'en')) {
      const current = { ...known[locale], ...readCatalogue(area, locale) };
      writeCatalogue(area, locale, Object.fromEntries(ids.map((id) => [id, current[id] ?? ''])));
    }
  }
  const counts = [...byArea].map(([area, texts]) => `${area} ${texts.size}`).join(', ');
  console.log(`Catalogues updated: ${counts}.`);
}
