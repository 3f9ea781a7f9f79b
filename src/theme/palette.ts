// The design system's plain values (tokens.ts re-exports them): spacing, radius, type scale, fonts, the
// colours of each look and the user's theme settings. The --lex-* CSS variables (surfaceTokens.ts) need only
// these, so the app's first load carries them without antd's theme (tokens.ts, loaded with AntdTheme).

/** Spacing steps in px (4-px grid). CSS uses the same steps as --lex-space-*. */
export const space = { xxs: 4, xs: 8, sm: 12, md: 16, lg: 24, xl: 32, xxl: 48 } as const;

/** Corner radii in px: controls, cards and chips, pills. CSS: --lex-radius-*. */
export const radius = { sm: 6, md: 8, lg: 12, pill: 999 } as const;

/** Type scale in rem (the root size follows the user's text size setting). CSS: --lex-font-size-*. */
export const typeScale = {
  caption: '0.8125rem',
  body: '1rem',
  lead: '1.125rem',
  title: '1.25rem',
  heading: '1.75rem',
  display: '2rem',
} as const;

/** Avatar sizes in px: list rows, cards, a profile's header. */
export const avatarSize = { sm: 32, md: 56, lg: 88 } as const;

export const fontWeight = { regular: 400, medium: 500, strong: 600, bold: 700 } as const;

// Noto Sans Devanagari and Tamil cover only their scripts (src/i18n loads them for a Hindi or Tamil page).
export const fontFamily = `'Noto Sans Devanagari', 'Noto Sans Tamil', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial,
'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol',
'Noto Color Emoji'`;

// Brand colours. antd's default #1677ff fails WCAG AA with white text; #0b5cad gives about 6.7:1.
export const BRAND_PRIMARY = '#0b5cad';

/**
 * The values antd derives from the seeds that the screens use outside antd, plus the few set outright
 * (map tokens antd lets a theme override). surfaceTokens.test.ts keeps them equal to antd's computation.
 */
export const palette = {
  light: {
    colorPrimary: '#0b5cad',
    colorLink: '#0b5cad',
    colorLinkHover: '#084a8c',
    /** Text on a primary-coloured background (buttons, avatars, badges). */
    colorTextLightSolid: '#fff',
    colorText: 'rgba(0,0,0,0.88)',
    colorTextSecondary: 'rgba(0,0,0,0.65)',
    colorTextTertiary: 'rgba(0,0,0,0.6)',
    colorBgLayout: '#f5f5f5',
    colorBgContainer: '#ffffff',
    colorBorderSecondary: '#f0f0f0',
    colorError: '#c41d1d',
    colorSuccessText: '#237804',
    /** The selected side-navigation entry: text on its tint. */
    menuSelectedColor: '#0b5cad',
    menuSelectedBg: '#e6f0fa',
    /** Count badges that are only a number (not an alert). */
    badgeNeutralBg: '#595959',
    /** Count badges that call for attention (unread notifications). */
    badgeAlertBg: '#c41d1d',
    /** Initials without a photo: a grey that holds their white letters (antd's placeholder grey, 2.9:1 in dark). */
    avatarBg: '#666666',
  },
  dark: {
    colorPrimary: '#165bbe',
    colorLink: '#7eafdc',
    colorLinkHover: '#a9cdf0',
    colorTextLightSolid: '#fff',
    colorText: 'rgba(255,255,255,0.85)',
    colorTextSecondary: 'rgba(255,255,255,0.65)',
    colorTextTertiary: 'rgba(255,255,255,0.6)',
    colorBgLayout: '#000000',
    colorBgContainer: '#141414',
    colorBorderSecondary: '#303030',
    colorError: '#dc6b6b',
    colorSuccessText: '#73d13d',
    menuSelectedColor: '#a9cdf0',
    menuSelectedBg: '#152d50',
    badgeNeutralBg: '#434343',
    badgeAlertBg: '#b32424',
    avatarBg: '#595959',
  },
} as const;

export type Look = keyof typeof palette;

export const fontSizes = { Small: 12, Medium: 14, Large: 17 } as const;

export interface ThemePrefs {
  textSize: keyof typeof fontSizes;
  accessibilityMode: boolean;
  highContrast: boolean;
  reduceMotion: boolean;
}
