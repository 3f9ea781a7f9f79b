// Build-time only (the prerender plugin in vite.config.ts loads this in Node): the home page as static HTML in
// each language, written into dist/web/index.html (English), hi/index.html and ta/index.html, so / (and /hi,
// /ta) paints its header and hero before any JavaScript has run. main.tsx then renders the live app over it
// (createRoot replaces the container's content on its first commit). The markup is what the real components
// render for a signed-out visitor who chose that language.
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { createApiClient } from '@/api/client';
import { activateLanguage, htmlLang, translate, type Locale, type UiLanguage } from '@/i18n';
import { PublicLayout } from '@/layouts/PublicLayout';
import { homePathOf } from '@/layouts/public/homePaths';
import HomePage from '@/pages/public/HomePage';
import { HOME_DESCRIPTION } from '@/pages/public/home/homeContent';
import { HOME_HEADING } from '@/pages/public/home/TypingHeadline';
import { RootStore } from '@/stores/RootStore';
import { StoreProvider } from '@/stores/context';

export interface HomeShell {
  /** <html lang>. */
  lang: Locale;
  markup: string;
  /** The title and description the home page sets once it runs (usePageMeta). */
  title: string;
  description: string;
}

/** The home page's markup in the current language (activateLanguage first), as a visitor who chose `language` sees it. */
export function renderHomeShell(language: UiLanguage = 'English'): string {
  const preferences = { getItem: (key: string) => (key === 'language' ? language : null), setItem: () => {} };
  const store = new RootStore({
    // Never called: effects (session check, stories) do not run in renderToString.
    api: createApiClient({ baseUrl: '', getToken: async () => null }),
    platform: {
      tokenStore: { get: async () => null, set: async () => {}, clear: async () => {} },
      openFiles: async () => [],
      alert: () => {},
      prepareAlerts: async () => false,
      ring: () => ({ stop: () => {} }),
      apiBaseUrl: '',
    },
    preferences,
  });
  const path = homePathOf(language);
  return renderToString(
    <StoreProvider store={store}>
      <StaticRouter location={path}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path={path} element={<HomePage />} />
          </Route>
        </Routes>
      </StaticRouter>
    </StoreProvider>,
  );
}

/** The home page in `language`: its catalogue loaded, then rendered with its title and description. */
export async function prerenderHome(language: UiLanguage): Promise<HomeShell> {
  await activateLanguage(language);
  return {
    lang: htmlLang[language],
    markup: renderHomeShell(language),
    title: `${translate(HOME_HEADING)} | LexSetu`,
    description: translate(HOME_DESCRIPTION),
  };
}
