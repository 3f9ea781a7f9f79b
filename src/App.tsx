// The renderer's top: stores, theme, router. main.tsx builds the RootStore once and renders this.
import { useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';
import type { RootStore } from './stores/RootStore';
import { StoreProvider } from './stores/context';
import { ThemeProvider } from './theme/ThemeProvider';

/** Everything a screen expects around it except the router (tests bring a memory router). */
export function AppProviders({ store, children }: { store: RootStore; children: ReactNode }) {
  return (
    <StoreProvider store={store}>
      <ThemeProvider>{children}</ThemeProvider>
    </StoreProvider>
  );
}

export function App({ store }: { store: RootStore }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
