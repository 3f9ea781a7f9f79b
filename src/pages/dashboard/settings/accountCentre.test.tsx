// Renderer tests of the account centre: the bell shows the real unread count, opening the list marks it read,
// Dark Mode switches the theme, text size changes the document root class, and both are saved.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const defaults = {
  darkMode: false,
  preferredLanguage: 'English',
  location: true,
  filterUnknownMessages: true,
  requireApproval: false,
  profileVisibility: 'everyone',
  accessibilityMode: false,
  textSize: 'Medium',
  highContrast: false,
  skipSilentSections: true,
  largeTextPopups: false,
  reduceMotion: false,
  captions: true,
  silentMode: true,
  signLanguageOverlay: false,
  autoCaptions: false,
  progressBar: false,
  autoEndCall: false,
  customKeys: false,
};

function fakeServer() {
  let settings: Record<string, unknown> = { ...defaults };
  const puts: unknown[] = [];
  const markedRead: string[] = [];
  let unread = 3;
  const notices = [
    {
      _id: 'n1',
      kind: 'system',
      message: 'Get 20% off on every professional tool.',
      link: null,
      read: false,
      createdAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
    },
    {
      _id: 'n2',
      kind: 'request',
      message: 'Rohan accepted your request',
      link: null,
      read: false,
      createdAt: new Date().toISOString(),
    },
    {
      _id: 'n3',
      kind: 'booking',
      message: 'Booked',
      link: null,
      read: false,
      createdAt: new Date().toISOString(),
    },
  ];
  const route: FakeRoute = ({ method, path, body }) => {
    if (path === '/api/validate-token') return jsonReply(200, sampleUser);
    if (path === '/api/settings' && method === 'GET') return jsonReply(200, settings);
    if (path === '/api/settings' && method === 'PUT') {
      puts.push(body);
      settings = { ...settings, ...(body as object) };
      return jsonReply(200, settings);
    }
    if (path === '/api/notifications/unread-count') return jsonReply(200, { count: unread });
    if (path === '/api/notifications')
      return jsonReply(200, {
        items: notices.map((n) => ({ ...n, read: unread === 0 })),
        nextCursor: null,
      });
    if (path === '/api/notifications/read-all') {
      unread = 0;
      return jsonReply(200, { message: 'ok' });
    }
    if (path === '/api/notifications/read' && method === 'POST') {
      markedRead.push(...(body as { ids: string[] }).ids);
      unread = Math.max(0, unread - (body as { ids: string[] }).ids.length);
      return jsonReply(200, { message: 'ok' });
    }
    return jsonReply(200, []);
  };
  return { route, puts, markedRead, setUnread: (n: number) => (unread = n) };
}

function open(path: string) {
  const server = fakeServer();
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route: server.route });
  renderRoute(path, test.store);
  return { ...test, server };
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});

describe('account centre in the renderer', () => {
  it('opening the list marks the shown notices read: the bell drops to 0, the list still shows them as new', async () => {
    const { store, server } = open('/dashboard/notifications');
    expect(await screen.findByText('Get 20% off on every professional tool.')).toBeInTheDocument();
    expect(screen.getByText('2 hours ago')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Notifications, 0 new' });
    expect(store.notifications.unreadCount).toBe(0);
    expect(server.markedRead.sort()).toEqual(['n1', 'n2', 'n3']);
    // Which notices were unread when the list opened stays visible.
    const list = screen.getByRole('list', { name: 'Notifications' });
    expect(list.querySelectorAll('.notification-unread')).toHaveLength(3);
    expect(within(list).getAllByText('Unread:', { exact: false })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('Mark all as read clears notices that arrived after the list was opened', async () => {
    const { store, server } = open('/dashboard/notifications');
    await screen.findByRole('link', { name: 'Notifications, 0 new' });
    server.setUnread(2);
    window.dispatchEvent(new Event('focus'));
    await screen.findByRole('link', { name: 'Notifications, 2 new' });
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await screen.findByRole('link', { name: 'Notifications, 0 new' });
    expect(store.notifications.unreadCount).toBe(0);
  });

  it('refreshes the count when the window gets focus (new notices without a reload)', async () => {
    const { server } = open('/dashboard/schedules');
    await screen.findByRole('link', { name: 'Notifications, 3 new' });
    server.setUnread(5);
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByRole('link', { name: 'Notifications, 5 new' })).toBeInTheDocument();
  });

  it('Dark Mode switches the theme at once and saves it', async () => {
    const { store, server } = open('/dashboard/settings/profile-management');
    expect(await screen.findByText('profile-management')).toBeInTheDocument(); // breadcrumb
    const toggle = await screen.findByRole('switch', { name: 'Dark Mode' });
    expect(store.ui.theme).toBe('light');
    await userEvent.click(toggle);
    expect(store.ui.theme).toBe('dark');
    await waitFor(() => expect(server.puts).toContainEqual({ darkMode: true }));
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('text size and reduce motion change the document root classes and UiStore', async () => {
    const { store, server } = open('/dashboard/settings/accessibilities');
    const size = await screen.findByLabelText('Text size');
    expect(document.documentElement).toHaveClass('lex-text-medium');
    await userEvent.selectOptions(size, 'Large');
    await waitFor(() => expect(document.documentElement).toHaveClass('lex-text-large'));
    expect(document.documentElement).not.toHaveClass('lex-text-medium');
    await userEvent.click(screen.getByRole('switch', { name: 'Reduce motion' }));
    expect(store.ui.reduceMotion).toBe(true);
    await waitFor(() => expect(document.documentElement).toHaveClass('lex-reduce-motion'));
    await waitFor(() => expect(server.puts).toEqual([{ textSize: 'Large' }, { reduceMotion: true }]));
  });

  it('applies saved settings from the server when the dashboard opens (another device)', async () => {
    const server = fakeServer();
    const test = createTestStore({
      session: { token: 'jwt', userId: 'u1' },
      route: (req) =>
        req.path === '/api/settings' && req.method === 'GET'
          ? jsonReply(200, { ...defaults, darkMode: true, highContrast: true })
          : server.route(req),
    });
    renderRoute('/dashboard/schedules', test.store);
    await waitFor(() => expect(test.store.ui.theme).toBe('dark'));
    await waitFor(() => expect(document.documentElement).toHaveClass('lex-high-contrast'));
  });

  it('applies them too on Pricing opened straight from a link, outside the dashboard', async () => {
    const server = fakeServer();
    const test = createTestStore({
      session: { token: 'jwt', userId: 'u1' },
      route: (req) =>
        req.path === '/api/settings' && req.method === 'GET'
          ? jsonReply(200, { ...defaults, darkMode: true })
          : server.route(req),
    });
    renderRoute('/pricing', test.store);
    await screen.findByRole('heading', { name: 'Choose your plan' });
    await waitFor(() => expect(test.store.ui.theme).toBe('dark'));
  });

  it('asks nothing of a signed-out visitor on the public pages', async () => {
    const test = createTestStore({ route: () => jsonReply(404, { message: 'x', code: 'x' }) });
    renderRoute('/about', test.store);
    await screen.findByRole('heading', { name: 'About us' });
    expect(test.fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/settings');
  });
});
