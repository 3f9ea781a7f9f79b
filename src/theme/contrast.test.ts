// WCAG AA measured, not eyeballed: every text/background pair of the design system in light, dark and high
// contrast (on either) has a contrast ratio of at least 4.5:1. The antd side is antd's own computation of our
// theme (theme.getDesignToken, the same function ConfigProvider uses); the plain-HTML side is the --lex-*
// variables ThemeProvider sets. Translucent text is composited on its background first, as a browser does.
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { colourVariables, surfaceTokens } from './surfaceTokens';
import { antdThemeConfig, type ThemePrefs } from './tokens';

type Rgba = [number, number, number, number];

function parse(colour: string): Rgba {
  const value = colour.trim().toLowerCase();
  if (value.startsWith('#')) {
    const hex = value.length === 4 ? [...value.slice(1)].map((c) => c + c).join('') : value.slice(1, 7);
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
    return [r, g, b, 1];
  }
  const parts = /rgba?\(([^)]+)\)/.exec(value)?.[1].split(',').map(Number);
  if (!parts || parts.length < 3) throw new Error(`Unreadable colour ${colour}`);
  return [parts[0], parts[1], parts[2], parts[3] ?? 1];
}

/** `top` painted over an opaque `bottom`. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(text: string, background: string): number {
  const bg = parse(background);
  const fg = over(parse(text), bg);
  const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

const looks: [string, boolean, boolean][] = [
  ['light', false, false],
  ['dark', true, false],
  ['high contrast (light)', false, true],
  ['high contrast (dark)', true, true],
];

const prefsOf = (highContrast: boolean): ThemePrefs => ({
  textSize: 'Medium',
  accessibilityMode: false,
  highContrast,
  reduceMotion: false,
});

function pairsOf(dark: boolean, highContrast: boolean): [string, string, string][] {
  const config = antdThemeConfig(prefsOf(highContrast), dark, {
    default: theme.defaultAlgorithm,
    dark: theme.darkAlgorithm,
  });
  const t = theme.getDesignToken(config);
  const menu = config.components?.Menu as { itemSelectedColor: string; itemSelectedBg: string };
  const tabs = config.components?.Tabs as { itemSelectedColor: string };
  const pager = config.components?.Pagination as { itemActiveColor: string };
  const avatar = config.components?.Avatar as { colorTextPlaceholder: string };
  // A status tag's text is its status colour (the Tag's own, where set) on the status tint.
  const global = t as unknown as Record<string, string>;
  const tagTokens = { ...global, ...config.components?.Tag } as Record<string, string>;
  const statusTags = ['Success', 'Info', 'Warning', 'Error'].map(
    (status) =>
      [
        `${status.toLowerCase()} tag text on its tint`,
        tagTokens[`color${status}`],
        global[`color${status}Bg`],
      ] as [string, string, string],
  );
  const css = colourVariables(surfaceTokens(prefsOf(highContrast), dark), dark);
  // The page background and the card/side-bar surface: every text must hold on both.
  const grounds = [
    ['page', t.colorBgLayout],
    ['surface', t.colorBgContainer],
  ] as const;
  const texts = [
    ['text', t.colorText],
    ['secondary text', t.colorTextSecondary],
    ['tertiary text (labels)', t.colorTextTertiary],
    ['link', t.colorLink],
    ['link hover', t.colorLinkHover],
    ['error text', t.colorErrorText],
    ['danger button label', t.colorError],
    ['success text', t.colorSuccessText],
    ['selected tab', tabs.itemSelectedColor],
  ] as const;
  return [
    ...texts.flatMap(([name, colour]) =>
      grounds.map(([where, bg]) => [`${name} on ${where}`, colour, bg] as [string, string, string]),
    ),
    ['primary button label on primary', t.colorTextLightSolid, t.colorPrimary],
    ...statusTags,
    ["a pager's current page", pager.itemActiveColor, t.colorBgContainer],
    ['initials on an avatar', t.colorTextLightSolid, avatar.colorTextPlaceholder],
    ['active menu entry on its tint', menu.itemSelectedColor, menu.itemSelectedBg],
    ['neutral count badge', t.colorTextLightSolid, css['--lex-badge-neutral']],
    [
      'alert count badge',
      t.colorTextLightSolid,
      (config.components?.Badge as { colorError: string }).colorError,
    ],
    // The plain-HTML parts: brand name and links on the side bar and pages, the primary link-button.
    ['--lex-link on --lex-surface (brand, links)', css['--lex-link'], css['--lex-surface']],
    ['--lex-link on --lex-bg', css['--lex-link'], css['--lex-bg']],
    ['--lex-text on --lex-surface', css['--lex-text'], css['--lex-surface']],
    ['--lex-text-secondary on --lex-bg', css['--lex-text-secondary'], css['--lex-bg']],
    ['--lex-text-secondary on --lex-surface', css['--lex-text-secondary'], css['--lex-surface']],
    ['--lex-danger on --lex-surface', css['--lex-danger'], css['--lex-surface']],
    ['--lex-on-primary on --lex-primary (buttons, avatars)', css['--lex-on-primary'], css['--lex-primary']],
  ];
}

describe('WCAG AA contrast of the design system (4.5:1 for text)', () => {
  describe.each(looks)('%s', (_name, dark, highContrast) => {
    it.each(pairsOf(dark, highContrast))('%s', (_pair, text, background) => {
      const ratio = contrast(text, background);
      expect(ratio, `${text} on ${background}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(4.5);
    });
  });

  it('measures like the WCAG reference (black on white 21:1, antd’s blue with white 4.1:1)', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#1677ff')).toBeCloseTo(4.1, 1);
    expect(contrast('rgba(0,0,0,0.5)', '#ffffff')).toBeCloseTo(contrast('#808080', '#ffffff'), 1);
  });
});
