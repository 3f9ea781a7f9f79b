// The catalogue lists exactly the spec's routes, the router serves each of them, and each page shows
// the catalogue's heading (guarded ones after a successful token check).
import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routeCatalog, routeRedirects, routeStateRequirements } from './routeCatalog';
import { routes } from './routes';
import { createTestStore, jsonReply, sampleUser } from './test/fakes';
import { renderRoute } from './test/renderRoute';

// Spec section 2, as written there.
const specPublic = [
  '/',
  '/login',
  '/about',
  '/contact',
  '/blog',
  '/blogs',
  '/blog/:id',
  '/services',
  '/privacy-policy',
  '/terms-and-conditions',
  '/how-it-works',
  '/partner-with-us',
  '/property-registration',
  // Described in section 2 without a path: the landing variant, the consultation landing, and the desktop
  // download page the footer's 'Download the app' leads to.
  '/landing',
  '/consultation',
  '/download',
  '/account-creation',
  '/account-creation/consumer',
  '/account-creation/professional',
  '/account-creation/successful',
  '/account-creation/setup',
  '/forget-password',
  '/forget-password/otp',
  '/forget-password/reset',
  '/forget-password/confirmation',
  '/pricing',
  '/payment',
  '/profile',
  '/cancle-premium',
];
const specGuarded = [
  'schedules',
  'create-request',
  'find-experts',
  'bills-payments',
  'invoices',
  'activities',
  'notifications',
  'settings',
  'settings/profile-management',
  'settings/security-privacy',
  'settings/accessibilities',
  'settings/call-settings',
  'settings/refer-earn',
  'settings/session-management',
  // Not a spec path: where professionals set their availability and rate (issue 4).
  'settings/availability',
  // Not spec paths: a lawyer's earnings, payout account and payouts (issue 35).
  'earnings',
  'earnings/payout-settings',
  'earnings/payouts',
  'help-center',
  'lawyer-profile/:id',
  // Not a spec path: the live consultation room of a booking (issue 10).
  'consultation/:id',
  // Not a spec path: the chat of an accepted request.
  'requests/:id/chat',
  // Not a spec path: a lawyer's own profile editor inside the dashboard (issue 21).
  'practice-profile',
  // Not a spec path: a client's wallet for instant consultations (issue 58).
  'wallet',
].map((path) => `/dashboard/${path}`);

const concrete = (path: string) => path.replace(':id', 'sample-id');

describe('route catalogue', () => {
  it('lists every spec route once, guarded exactly where the spec requires login', () => {
    const paths = routeCatalog.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...specPublic, ...specGuarded].sort());
    for (const route of routeCatalog) expect(route.guarded).toBe(specGuarded.includes(route.path));
  });

  it('has a route (not the catch-all) for every entry', () => {
    for (const { path } of [...routeCatalog, ...routeRedirects.map((r) => ({ path: r.from }))]) {
      const matches = matchRoutes(routes, concrete(path));
      expect(matches?.at(-1)?.route.path, path).not.toBe('*');
    }
    expect(matchRoutes(routes, '/no/such/page')?.at(-1)?.route.path).toBe('*');
  });
});

describe('every route renders its heading', () => {
  const session = { token: 'jwt', userId: 'u1' };

  it.each(routeCatalog.map((route) => [route.path, route] as const))('%s', async (_path, route) => {
    const { store } = createTestStore({
      session: route.guarded ? session : null,
      // Any story id of the catalogue is unknown: the blog post page shows its not-found heading.
      route: ({ path }) =>
        path.startsWith('/api/blogs/')
          ? jsonReply(404, { message: 'Blog not found', code: 'not_found' })
          : jsonReply(200, sampleUser),
    });
    const needs = routeStateRequirements[route.path];
    renderRoute({ pathname: concrete(route.path), state: needs?.sampleState }, store);
    expect(await screen.findByRole('heading', { level: 1, name: route.heading })).toBeInTheDocument();
  });

  it.each(Object.entries(routeStateRequirements))(
    '%s without navigation state goes back',
    async (path, needs) => {
      const { store } = createTestStore();
      const { router } = renderRoute(path, store);
      await waitFor(() => expect(router.state.location.pathname).toBe(needs.withoutState));
    },
  );

  it('sends /dashboard to /dashboard/schedules', async () => {
    const { store } = createTestStore({ session, route: () => jsonReply(200, sampleUser) });
    const { router } = renderRoute('/dashboard', store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedules' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/schedules');
  });

  it('sends an unknown path to /', async () => {
    const { store } = createTestStore();
    const { router } = renderRoute('/no/such/page', store);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
