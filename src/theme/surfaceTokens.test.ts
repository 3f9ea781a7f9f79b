/// <reference types="node" />
// A test that reads the source tree from disk (Node), beside the renderer it checks.
import { readFileSync } from 'node:fs';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { colourVariables, scaleVariables, surfaceTokens, type SurfaceTokens } from './surfaceTokens';
import { antdThemeConfig, type ThemePrefs } from './tokens';

const names = Object.keys(
  surfaceTokens(
    { textSize: 'Medium', accessibilityMode: false, highContrast: false, reduceMotion: false },
    false,
  ),
) as (keyof SurfaceTokens)[];

const antdTokens = (prefs: ThemePrefs, dark: boolean) => {
  const all = theme.getDesignToken(
    antdThemeConfig(prefs, dark, { default: theme.defaultAlgorithm, dark: theme.darkAlgorithm }),
  ) as unknown as Record<string, unknown>;
  return Object.fromEntries(names.map((name) => [name, all[name]]));
};

const defaults = {
  textSize: 'Medium',
  accessibilityMode: false,
  highContrast: false,
  reduceMotion: false,
} as const;

describe('surface tokens (the theme of the plain-HTML parts, without antd)', () => {
  it.each([false, true])('equal antd’s tokens for every accessibility setting (dark: %s)', (dark) => {
    for (const highContrast of [false, true])
      for (const accessibilityMode of [false, true])
        for (const textSize of ['Small', 'Medium', 'Large'] as const)
          for (const reduceMotion of [false, true]) {
            const prefs = { textSize, accessibilityMode, highContrast, reduceMotion };
            expect(surfaceTokens(prefs, dark), JSON.stringify(prefs)).toEqual(antdTokens(prefs, dark));
          }
  });

  it('are the CSS defaults the prerendered home page paints with (global.css :root)', () => {
    // Read as text (vitest hands CSS imports over empty); tests run from the repository root.
    const globalCss = readFileSync('src/theme/global.css', 'utf8');
    const root = /:root\s*{([^}]*)}/.exec(globalCss)?.[1] ?? '';
    const declared = Object.fromEntries(
      [...root.matchAll(/(--lex-[\w-]+):([^;]+);/g)].map(([, name, value]) => [name, value]),
    );
    // Same values, written as CSS: spaces after commas and line breaks do not matter.
    const normal = (value: string) => value.replace(/\s+/g, '').toLowerCase();
    const expected: Record<string, string> = {
      ...colourVariables(surfaceTokens(defaults, false)),
      ...scaleVariables(),
    };
    expect(Object.keys(declared).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, value] of Object.entries(expected))
      expect(normal(declared[name]), name).toBe(normal(value));
  });
});
