// The design system's values the plain-HTML parts use (public header, footer and pages, the page frame, the
// dashboard's own classes), known without loading antd: the home page's first load carries no antd at all.
// surfaceTokens.test.ts checks them against antd's own token computation for every theme and accessibility
// combination; cssVariables() turns them into the --lex-* variables (ThemeProvider, global.css :root).
import { fontFamily, palette, radius, space, typeScale, type ThemePrefs } from './palette';

export interface SurfaceTokens {
  colorPrimary: string;
  colorLink: string;
  colorText: string;
  colorTextSecondary: string;
  colorBgLayout: string;
  colorBgContainer: string;
  colorBorderSecondary: string;
  colorError: string;
  colorTextLightSolid: string;
  fontFamily: string;
}

export function surfaceTokens(prefs: ThemePrefs, dark: boolean): SurfaceTokens {
  const look = palette[dark ? 'dark' : 'light'];
  const base: SurfaceTokens = {
    colorPrimary: look.colorPrimary,
    colorLink: look.colorLink,
    colorText: look.colorText,
    colorTextSecondary: look.colorTextSecondary,
    colorBgLayout: look.colorBgLayout,
    colorBgContainer: look.colorBgContainer,
    colorBorderSecondary: look.colorBorderSecondary,
    colorError: look.colorError,
    colorTextLightSolid: look.colorTextLightSolid,
    fontFamily,
  };
  // High contrast sets text and background colours outright (the rest keep the theme's values).
  if (!prefs.highContrast) return base;
  const ink = dark ? '#ffffff' : '#000000';
  return { ...base, colorText: ink, colorTextSecondary: ink, colorBgLayout: dark ? '#000000' : '#ffffff' };
}

/** Colour variables of one look (set on .lex-surface and <html> by ThemeProvider). */
export function colourVariables(token: SurfaceTokens, dark = false): Record<`--lex-${string}`, string> {
  return {
    '--lex-badge-neutral': palette[dark ? 'dark' : 'light'].badgeNeutralBg,
    '--lex-primary': token.colorPrimary,
    '--lex-on-primary': token.colorTextLightSolid,
    '--lex-link': token.colorLink,
    /** The selected tab and menu entry (antd's Menu and Tabs take it from the same palette value). */
    '--lex-selected': palette[dark ? 'dark' : 'light'].menuSelectedColor,
    '--lex-text': token.colorText,
    '--lex-text-secondary': token.colorTextSecondary,
    '--lex-bg': token.colorBgLayout,
    '--lex-surface': token.colorBgContainer,
    '--lex-border': token.colorBorderSecondary,
    '--lex-danger': token.colorError,
    '--lex-font': token.fontFamily,
  };
}

/** Spacing, radius and type variables: the same in every look (global.css :root). */
export function scaleVariables(): Record<`--lex-${string}`, string> {
  const entries = [
    ...Object.entries(space).map(([name, px]) => [`--lex-space-${name}`, `${px}px`]),
    ...Object.entries(radius).map(([name, px]) => [`--lex-radius-${name}`, `${px}px`]),
    ...Object.entries(typeScale).map(([name, size]) => [`--lex-font-size-${name}`, size]),
  ];
  return Object.fromEntries(entries) as Record<`--lex-${string}`, string>;
}
