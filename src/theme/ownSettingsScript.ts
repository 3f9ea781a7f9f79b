// A classic script put in the prerendered home pages (vite-prerender.ts) that runs before their first paint: a
// visitor with a saved dark theme or accessibility setting (UiStore keeps them under `theme` and `a11y`) would
// first see the home page in the default look, and one who chose another language than the page's (`language`;
// the server picks the page by Accept-Language) would see it in the wrong one, so it stays hidden for them until
// the app renders (global.css, html.lex-own-settings) — as before prerendering. A file, not inline: the
// Content-Security-Policy allows the site's own script files only. Plain ES5 in a string: it is not bundled.
export const OWN_SETTINGS_CLASS = 'lex-own-settings';

export const ownSettingsScript = `(function () {
  try {
    var a11y = JSON.parse(localStorage.getItem('a11y') || '{}');
    var language = { English: 'en', Hindi: 'hi', Tamil: 'ta' }[localStorage.getItem('language')];
    if (
      (language && language !== document.documentElement.lang) ||
      localStorage.getItem('theme') === 'dark' ||
      a11y.accessibilityMode === true ||
      a11y.highContrast === true ||
      a11y.reduceMotion === true ||
      a11y.textSize === 'Small' ||
      a11y.textSize === 'Large'
    )
      document.documentElement.classList.add('${OWN_SETTINGS_CLASS}');
  } catch (error) {
    // Storage blocked or unreadable: the app falls back to the defaults too.
  }
})();
`;
