import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';
import { RequireAuth } from './RequireAuth';

const routes = [
  { path: '/login', element: <h1>Login into your account</h1> },
  { Component: RequireAuth, children: [{ path: '/dashboard/schedules', element: <h1>Schedules</h1> }] },
];

function visitGuarded(options: { session?: { token: string; userId: string } | null; route?: FakeRoute }) {
  const test = createTestStore(options);
  const view = renderRoute('/dashboard/schedules', test.store, routes);
  return { ...test, ...view };
}

afterEach(() => vi.restoreAllMocks());

describe('RequireAuth', () => {
  it('sends a visitor without a stored token to /login without calling the API', async () => {
    const { router, fetchMock } = visitGuarded({ session: null });
    expect(await screen.findByRole('heading', { name: 'Login into your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows Loading... while the token is checked, then the page on 200', async () => {
    const { router } = visitGuarded({
      session: { token: 'jwt', userId: 'u1' },
      route: () => jsonReply(200, sampleUser),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Schedules' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/schedules');
  });

  it('on 401 removes the stored token and goes to /login', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router, storedSession } = visitGuarded({
      session: { token: 'expired', userId: 'u1' },
      route: () => jsonReply(401, { message: 'Token expired', code: 'unauthorized' }),
    });
    expect(await screen.findByRole('heading', { name: 'Login into your account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(storedSession()).toBeNull();
  });
});
