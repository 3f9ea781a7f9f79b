// Build-time only (the prerender plugin in vite.config.ts loads this in Node): the home page as static HTML,
// written into dist/web/index.html so / paints its header and hero before any JavaScript has run. main.tsx
// then renders the live app over it (createRoot replaces the container's content on its first commit).
// The markup is what the real components render for a signed-out visitor with default preferences.
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { createApiClient } from '@/api/client';
import { PublicLayout } from '@/layouts/PublicLayout';
import HomePage from '@/pages/public/HomePage';
import { HOME_DESCRIPTION } from '@/pages/public/home/homeContent';
import { HOME_HEADING } from '@/pages/public/home/TypingHeadline';
import { RootStore } from '@/stores/RootStore';
import { StoreProvider } from '@/stores/context';

/** The title and description the home page sets once it runs (usePageMeta). */
export const homeTitle = `${HOME_HEADING} | LexSetu`;
export const homeDescription = HOME_DESCRIPTION;

export function renderHomeShell(): string {
  const noPreferences = { getItem: () => null, setItem: () => {} };
  const store = new RootStore({
    // Never called: effects (session check, stories) do not run in renderToString.
    api: createApiClient({ baseUrl: '', getToken: async () => null }),
    platform: {
      tokenStore: { get: async () => null, set: async () => {}, clear: async () => {} },
      openFiles: async () => [],
      apiBaseUrl: '',
    },
    preferences: noPreferences,
  });
  return renderToString(
    <StoreProvider store={store}>
      <StaticRouter location="/">
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path="/" element={<HomePage />} />
          </Route>
        </Routes>
      </StaticRouter>
    </StoreProvider>,
  );
}
