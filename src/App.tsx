// The renderer's top: stores, theme, router. main.tsx builds the RootStore once and renders this.
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { LanguageProvider } from './i18n';
import { routes } from './routes';
import type { RootStore } from './stores/RootStore';
import { StoreProvider, useStores } from './stores/context';
import { ThemeProvider } from './theme/ThemeProvider';

/** Everything a screen expects around it except the router (tests bring a memory router). */
export function AppProviders({ store, children }: { store: RootStore; children: ReactNode }) {
  return (
    <StoreProvider store={store}>
      <InLanguage>
        <ThemeProvider>{children}</ThemeProvider>
      </InLanguage>
    </StoreProvider>
  );
}

/** Everything in the chosen language: the visitor's own choice or browser, a user's saved setting. */
const InLanguage = observer(function InLanguage({ children }: { children: ReactNode }) {
  const { ui } = useStores();
  return <LanguageProvider language={ui.language}>{children}</LanguageProvider>;
});

export function App({ store }: { store: RootStore }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
