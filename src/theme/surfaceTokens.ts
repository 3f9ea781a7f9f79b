// The few antd theme values the plain-HTML parts use (public header, footer and pages, the page frame), known
// without loading antd: the home page's first load carries no antd at all. surfaceTokens.test.ts checks them
// against antd's own token computation for every theme and accessibility combination.
import { accessibilityTokens } from './tokens';

export interface SurfaceTokens {
  colorPrimary: string;
  colorLink: string;
  colorText: string;
  colorTextSecondary: string;
  colorBgLayout: string;
  colorBgContainer: string;
  colorBorderSecondary: string;
  fontFamily: string;
}

const fontFamily = `-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial,
'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol',
'Noto Color Emoji'`;

/** antd's default and dark algorithms applied to the brand tokens (primary #0b5cad). */
const themes: Record<'light' | 'dark', SurfaceTokens> = {
  light: {
    colorPrimary: '#0b5cad',
    colorLink: '#0b5cad',
    colorText: 'rgba(0,0,0,0.88)',
    colorTextSecondary: 'rgba(0,0,0,0.65)',
    colorBgLayout: '#f5f5f5',
    colorBgContainer: '#ffffff',
    colorBorderSecondary: '#f0f0f0',
    fontFamily,
  },
  dark: {
    colorPrimary: '#0c5196',
    colorLink: '#0c5196',
    colorText: 'rgba(255,255,255,0.85)',
    colorTextSecondary: 'rgba(255,255,255,0.65)',
    colorBgLayout: '#000000',
    colorBgContainer: '#141414',
    colorBorderSecondary: '#303030',
    fontFamily,
  },
};

export function surfaceTokens(
  prefs: Parameters<typeof accessibilityTokens>[0],
  dark: boolean,
): SurfaceTokens {
  // High contrast sets text and background colours outright (the rest keep the theme's values).
  const { colorText, colorTextSecondary, colorBgLayout } = accessibilityTokens(prefs, dark) as Partial<
    Pick<SurfaceTokens, 'colorText' | 'colorTextSecondary' | 'colorBgLayout'>
  >;
  const base = themes[dark ? 'dark' : 'light'];
  return {
    ...base,
    colorText: colorText ?? base.colorText,
    colorTextSecondary: colorTextSecondary ?? base.colorTextSecondary,
    colorBgLayout: colorBgLayout ?? base.colorBgLayout,
  };
}
