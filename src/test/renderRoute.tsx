// Renders the real route table at a path inside the app's providers, with a memory router.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@/App';
import { routes as appRoutes } from '@/routes';
import type { RootStore } from '@/stores/RootStore';

export function renderRoute(path: InitialEntry, store: RootStore, routes: RouteObject[] = appRoutes) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
