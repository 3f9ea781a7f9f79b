import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const sessions = [
  {
    _id: 's1',
    device: 'Chrome on Linux',
    createdAt: '2026-01-01T10:00:00.000Z',
    lastSeenAt: '2026-01-02T10:00:00.000Z',
    current: true,
  },
  {
    _id: 's2',
    device: 'Firefox on Windows',
    createdAt: '2026-01-01T10:00:00.000Z',
    lastSeenAt: '2026-01-01T11:00:00.000Z',
    current: false,
  },
];

const olderSession = {
  _id: 's3',
  device: 'Safari on macOS',
  createdAt: '2025-12-30T10:00:00.000Z',
  lastSeenAt: '2025-12-31T10:00:00.000Z',
  current: false,
};

function visit(path: string, extra: FakeRoute = () => jsonReply(404)) {
  const deleted: string[] = [];
  const route: FakeRoute = (request) => {
    if (request.path === '/api/validate-token') return jsonReply(200, sampleUser);
    // Two pages: the second asked for with the first page's cursor.
    if (request.path.startsWith('/api/sessions?cursor=C1'))
      return jsonReply(200, { items: [olderSession], nextCursor: null });
    if (request.path.startsWith('/api/sessions') && request.method === 'GET')
      return jsonReply(200, { items: sessions, nextCursor: 'C1' });
    if (request.method === 'DELETE') {
      deleted.push(request.path);
      return jsonReply(200, { message: 'Session ended.' });
    }
    return extra(request);
  };
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
  return { ...test, ...renderRoute(path, test.store), deleted };
}

describe('session management', () => {
  it('lists sessions, marks this device and ends another one', async () => {
    const { deleted } = visit('/dashboard/settings/session-management');
    expect(await screen.findByText('Firefox on Windows')).toBeInTheDocument();
    expect(screen.getByText('(This device)')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'End session' });
    await userEvent.click(buttons[1]);
    await waitFor(() => expect(screen.queryByText('Firefox on Windows')).toBeNull());
    expect(deleted).toEqual(['/api/sessions/s2']);
  });

  it('shows the sessions of the next page under the first', async () => {
    visit('/dashboard/settings/session-management');
    expect(await screen.findByText('Firefox on Windows')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Safari on macOS')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Sessions' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("shows the breadcrumb 'Setting > session-management' like every settings sub-page", async () => {
    const { router } = visit('/dashboard/settings/session-management');
    const crumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(crumb).toHaveTextContent('Setting > session-management');
    await userEvent.click(within(crumb).getByRole('link', { name: 'Setting' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings'));
  });

  it('ending the current session logs out', async () => {
    const { router, storedSession } = visit('/dashboard/settings/session-management');
    await screen.findByText('Chrome on Linux');
    await userEvent.click(screen.getAllByRole('button', { name: 'End session' })[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(storedSession()).toBeNull();
  });
});

describe('account menu', () => {
  it("'Log out' calls the API, forgets the session and goes to /login even if the call fails", async () => {
    const calls: string[] = [];
    const { router, storedSession, store } = visit('/dashboard/schedules', ({ path }) => {
      calls.push(path);
      return jsonReply(500, { message: 'boom', code: 'internal_error' });
    });
    await screen.findByRole('heading', { level: 1, name: 'Schedules' });
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByText('Log out'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls).toContain('/api/logout');
    expect(storedSession()).toBeNull();
    expect(store.auth.isLoggedIn).toBe(false);
  });
});
