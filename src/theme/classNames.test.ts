/// <reference types="node" />
// A test that reads the source tree from disk (Node), beside the renderer it checks.
// No class name without a rule: every class a screen writes in src/ (className="…", and the quoted words of a
// className={…} expression) has a style rule in some CSS file under src/. antd's own classes (ant-…) are styled
// by antd. A class used only as a hook for tests or scripts does not belong in className: use data-* instead.
// Names this cannot see (built at run time, 'activity-icon-${type}', or handed through props) are checked on the
// rendered screens by the accessibility sweep (e2e/web/accessibility.spec.ts).
// Files are read as text (vitest hands CSS imports over empty); tests run from the repository root.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function filesUnder(dir: string, ending: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, ending);
    return ending.test(entry.name) ? [path] : [];
  });
}

const isTest = (path: string) => /\.test\.tsx?$/.test(path);

/** Class names written in a source file's className attributes. */
export function classNamesIn(source: string): string[] {
  const names: string[] = [];
  for (const [, literal, expression] of source.matchAll(
    /className=(?:"([^"]*)"|\{((?:[^{}]|\{[^{}]*\})*)\})/g,
  )) {
    const texts =
      literal !== undefined
        ? [literal]
        : [...(expression ?? '').matchAll(/'([^']*)'|"([^"]*)"|`([^`]*)`/g)].map(
            ([, single, double, template]) =>
              (single ?? double ?? template ?? '').replace(/\$\{[^}]*\}/g, '\u0000'),
          );
    // A word built around a ${…} placeholder ('is-${level}') is only partly known: left out.
    for (const text of texts)
      for (const word of text.split(/\s+/)) if (/^[a-zA-Z][\w-]*$/.test(word)) names.push(word);
  }
  return names;
}

/** Class names a style sheet has a selector for. */
export function classNamesStyledIn(css: string): Set<string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors = withoutComments.replace(/\{[^{}]*\}/g, '{}');
  return new Set([...selectors.matchAll(/\.(-?[a-zA-Z_][\w-]*)/g)].map(([, name]) => name));
}

describe('class names used in src/', () => {
  const styled = new Set(
    filesUnder('src', /\.css$/).flatMap((file) => [...classNamesStyledIn(readFileSync(file, 'utf8'))]),
  );
  const used = new Map<string, string>();
  for (const file of filesUnder('src', /\.tsx?$/).filter((path) => !isTest(path)))
    for (const name of classNamesIn(readFileSync(file, 'utf8'))) if (!used.has(name)) used.set(name, file);

  it('finds the class names (the scan works)', () => {
    expect(used.size).toBeGreaterThan(50);
    expect(used.has('request-card')).toBe(true);
  });

  it('all have a style rule in a CSS file under src/ (antd’s ant- classes aside)', () => {
    const unstyled = [...used]
      .filter(([name]) => !name.startsWith('ant-') && !styled.has(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(unstyled).toEqual([]);
  });

  it('reads className literals, expressions and selectors as meant', () => {
    expect(
      classNamesIn(`<p className="a b-c" /><i className={x ? 'd' : "e"} /><b className={\`f \${g}\`} />`),
    ).toEqual(['a', 'b-c', 'd', 'e', 'f']);
    expect(classNamesIn('<b className={`strength-bar is-${level}`} />')).toEqual(['strength-bar']);
    expect([
      ...classNamesStyledIn('/* .no */ .x .y:hover, a.z > .w { margin: 0.5rem; } @media (x) { .v {} }'),
    ]).toEqual(['x', 'y', 'z', 'w', 'v']);
  });
});
