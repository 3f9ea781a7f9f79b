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

  it('checks again when the page comes back from the back/forward cache after a check the leaving dropped', async () => {
    let checks = 0;
    const { store, storedSession } = createTestStore({
      session: { token: 'jwt', userId: 'u1' },
      route: () => {
        // The first check is dropped as the page is left; the page is then shown again.
        if (++checks > 1) return jsonReply(200, sampleUser);
        window.dispatchEvent(new Event('pagehide'));
        return new TypeError('Failed to fetch');
      },
    });
    const guard = vi.spyOn(store.auth, 'validateForGuard');
    const { router } = renderRoute('/dashboard/schedules', store, routes);
    await vi.waitFor(() => expect(guard).toHaveBeenCalledOnce());
    await expect(guard.mock.results[0]!.value).resolves.toBe('unanswered');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(await screen.findByRole('heading', { name: 'Schedules' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/schedules');
    expect(storedSession()).toEqual({ token: 'jwt', userId: 'u1' });
  });
});
