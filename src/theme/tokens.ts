// Brand colours. antd's default #1677ff fails WCAG AA with white text; #0b5cad gives about 6.7:1.
export const BRAND_PRIMARY = '#0b5cad';

export const brandTokens = {
  colorPrimary: BRAND_PRIMARY,
  colorLink: BRAND_PRIMARY,
  borderRadius: 8,
};

const fontSizes = { Small: 12, Medium: 14, Large: 17 } as const;

/** antd tokens for the user's accessibility settings: antd sizes in px, so root CSS alone would not scale it. */
export function accessibilityTokens(
  prefs: {
    textSize: keyof typeof fontSizes;
    accessibilityMode: boolean;
    highContrast: boolean;
    reduceMotion: boolean;
  },
  dark: boolean,
) {
  const fontSize = fontSizes[prefs.textSize] + (prefs.accessibilityMode ? 2 : 0);
  return {
    fontSize,
    ...(prefs.accessibilityMode ? { controlHeight: 40, lineHeight: 1.7 } : {}),
    ...(prefs.highContrast
      ? dark
        ? {
            colorText: '#ffffff',
            colorTextSecondary: '#ffffff',
            colorBorder: '#ffffff',
            colorBgLayout: '#000000',
          }
        : {
            colorText: '#000000',
            colorTextSecondary: '#000000',
            colorBorder: '#000000',
            colorBgLayout: '#ffffff',
          }
      : {}),
    ...(prefs.reduceMotion ? { motion: false } : {}),
  };
}
