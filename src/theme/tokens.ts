// LexSetu's one design system: colour, type scale, spacing and radius. Everything else reads from here —
// antd's ConfigProvider (AntdTheme.tsx, through antdThemeConfig) and the --lex-* CSS variables of the plain-HTML
// parts (surfaceTokens.ts, ThemeProvider.tsx, global.css :root). Four looks: light, dark, and high contrast on
// either. contrast.test.ts measures every text/background pair of each look against WCAG AA (4.5:1). The plain
// values are in palette.ts (re-exported here), which the first load carries without antd's part below.
import type { ThemeConfig } from 'antd';
import { BRAND_PRIMARY, fontFamily, fontSizes, palette, radius, space, type ThemePrefs } from './palette';

export * from './palette';

/**
 * Seeds handed to antd per theme. antd derives its palette from them (the dark algorithm darkens a seed), so
 * the seeds are chosen for what comes out: in dark, a mid blue for buttons (white label 6.4:1) and a light
 * blue for links, tabs and the active menu entry (7.9:1 on the cards); a red legible as text on either.
 */
const seeds = {
  light: { colorPrimary: BRAND_PRIMARY, colorLink: BRAND_PRIMARY, colorError: '#c41d1d' },
  dark: { colorPrimary: '#1668dc', colorLink: '#91caff', colorError: '#ff7a7a' },
} as const;

/**
 * Light tags' text (antd takes a preset tag's text from shade 7 of its colour): shade 8 where shade 7 is under
 * 4.5:1 on the tag's own tint (orange 3.3, green 3.4, gold 2.7). Dark's derived shades already pass.
 */
const tagText8 = {
  orange: '#ad4e00',
  gold: '#874d00',
  green: '#237804',
  cyan: '#006d75',
  lime: '#3f6600',
  volcano: '#ad2102',
} as const;
// Both spellings: antd's CSS variable (--ant-orange-7) is written from the 'orange-7' key, its JS from 'orange7'.
const lightTagText = Object.fromEntries(
  Object.entries(tagText8).flatMap(([colour, text]) => [
    [`${colour}7`, text],
    [`${colour}-7`, text],
  ]),
);

/**
 * Status tags (success, processing, warning, error) write their text in the status colour itself, on its tint:
 * the light success green reads at 2.2:1 there (Find experts' Verified), the info blue 3.7, the warning gold 1.8,
 * the dark info blue 3.4. The text shades of the same hues instead (as the preset tags above).
 */
const statusTagText = {
  light: { colorSuccess: palette.light.colorSuccessText, colorInfo: '#0958d9', colorWarning: tagText8.gold },
  dark: { colorInfo: '#3c89e8' },
} as const;

/** antd's seed and override tokens of the brand for light or dark. */
export function brandTokens(dark: boolean) {
  const look = palette[dark ? 'dark' : 'light'];
  return {
    ...seeds[dark ? 'dark' : 'light'],
    ...(dark ? {} : lightTagText),
    // antd's placeholder grey is 1.8:1 on white; the tertiary text colour reads at 5.7:1 (7.4:1 in dark).
    colorTextPlaceholder: look.colorTextTertiary,
    colorLinkHover: look.colorLinkHover,
    colorLinkActive: look.colorLinkHover,
    colorTextTertiary: look.colorTextTertiary,
    colorErrorText: look.colorError,
    colorSuccessText: look.colorSuccessText,
    borderRadius: radius.md,
    borderRadiusLG: radius.lg,
    borderRadiusSM: radius.sm,
    fontFamily,
  };
}

/** antd tokens for the user's accessibility settings: antd sizes in px, so root CSS alone would not scale it. */
export function accessibilityTokens(prefs: ThemePrefs, dark: boolean) {
  const fontSize = fontSizes[prefs.textSize] + (prefs.accessibilityMode ? 2 : 0);
  return {
    fontSize,
    ...(prefs.accessibilityMode ? { controlHeight: 40, lineHeight: 1.7 } : {}),
    ...(prefs.highContrast
      ? dark
        ? {
            colorText: '#ffffff',
            colorTextSecondary: '#ffffff',
            colorTextTertiary: '#ffffff',
            colorBorder: '#ffffff',
            colorBgLayout: '#000000',
          }
        : {
            colorText: '#000000',
            colorTextSecondary: '#000000',
            colorTextTertiary: '#000000',
            colorBorder: '#000000',
            colorBgLayout: '#ffffff',
          }
      : {}),
  };
}

/** The whole antd theme of one look: algorithm, global tokens and the components whose colours we set. */
export function antdThemeConfig(
  prefs: ThemePrefs,
  dark: boolean,
  algorithms: { default: ThemeConfig['algorithm']; dark: ThemeConfig['algorithm'] },
): ThemeConfig {
  const look = palette[dark ? 'dark' : 'light'];
  const selected = prefs.highContrast ? (dark ? '#ffffff' : '#000000') : look.menuSelectedColor;
  return {
    algorithm: dark ? algorithms.dark : algorithms.default,
    token: { ...brandTokens(dark), ...accessibilityTokens(prefs, dark) },
    components: {
      // The active entry and the selected tab read in the link colour (antd's default is the button blue,
      // 2.3:1 on the dark surfaces).
      Menu: {
        itemSelectedColor: selected,
        itemSelectedBg: look.menuSelectedBg,
        itemBg: 'transparent',
        itemMarginInline: space.xs,
      },
      Tabs: {
        itemSelectedColor: selected,
        itemActiveColor: selected,
        itemHoverColor: look.colorLinkHover,
        inkBarColor: selected,
      },
      // The current page's number reads like the selected tab (antd's is the button blue, 2.9:1 on dark cards).
      Pagination: { itemActiveColor: selected, itemActiveColorHover: look.colorLinkHover },
      Tag: statusTagText[dark ? 'dark' : 'light'],
      // antd paints initials' circle in the placeholder grey.
      Avatar: { colorTextPlaceholder: look.avatarBg },
      Card: { borderRadiusLG: radius.lg },
      // Count badges carry a white figure: a red dark enough for it in either look (the dark look's text red is
      // too light to hold a white label).
      Badge: { colorError: look.badgeAlertBg },
    },
  };
}
