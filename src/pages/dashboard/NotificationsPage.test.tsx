// The notifications page: the notices the server gives this user (which ones is the server's rule by role,
// services/notifications.ts), unread ones bold with a dot and marked for screen readers, read ones muted without
// a dot, a chat notice leading to its room, and 'Mark all as read'.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const now = new Date().toISOString();
const notices = [
  {
    _id: 'N1',
    kind: 'message',
    message: 'Adv. Rohan Mehta sent you a message about Lease.',
    link: '/dashboard/consultation/B1',
    read: false,
    createdAt: now,
  },
  {
    _id: 'N2',
    kind: 'system',
    message: 'Upgrade to pro at just ₹99/- monthly and get unlimited consultations.',
    link: '/pricing',
    read: true,
    createdAt: now,
  },
];

function visit(items = notices) {
  const calls: string[] = [];
  const route: FakeRoute = (request) => {
    calls.push(`${request.method} ${request.path}`);
    if (request.path === '/api/validate-token') return jsonReply(200, sampleUser);
    if (request.path === '/api/notifications') return jsonReply(200, { items, nextCursor: null });
    // One more arrived since the list was read: Mark all as read has something to do.
    if (request.path === '/api/notifications/unread-count') return jsonReply(200, { count: 1 });
    if (request.path.startsWith('/api/notifications/read'))
      return jsonReply(200, { message: 'Notifications marked as read.' });
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const { store } = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
  renderRoute('/dashboard/notifications', store);
  return calls;
}

describe('notifications page', () => {
  it('shows unread notices bold with a dot and read ones muted without, and marks all read', async () => {
    const calls = visit();
    // The lazily loaded page can take a while on a busy machine.
    const list = await screen.findByRole('list', { name: 'Notifications' }, { timeout: 10_000 });
    const [chat, promo] = within(list).getAllByRole('listitem');
    // Unread at opening: still shown as new on this visit, with the dot and the words for screen readers.
    expect(chat).toHaveClass('notification-unread');
    expect(chat!.querySelector('.notification-dot')).not.toBeNull();
    expect(within(chat!).getByRole('button')).toHaveTextContent(
      'Unread: Adv. Rohan Mehta sent you a message about Lease.',
    );
    expect(chat!.querySelector('.notification-icon [aria-label="message"]')).not.toBeNull();
    expect(promo).not.toHaveClass('notification-unread');
    expect(promo!.querySelector('.notification-dot')).toBeNull();
    expect(promo).not.toHaveTextContent('Unread');

    const markAll = screen.getByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(markAll).toBeEnabled());
    fireEvent.click(markAll);
    await waitFor(() => expect(calls).toContain('POST /api/notifications/read-all'));
  });

  it("says how long ago in the reader's language", async () => {
    await activateLanguage('Hindi');
    localStorage.setItem('language', 'Hindi');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
    visit([{ ...notices[0]!, createdAt: twoHoursAgo }]);
    const list = await screen.findByRole('list', { name: 'सूचनाएँ' }, { timeout: 10_000 });
    expect(within(list).getByText('2 घंटे पहले')).toBeInTheDocument();
  });
});

afterEach(async () => {
  localStorage.removeItem('language');
  await activateLanguage('English');
});
