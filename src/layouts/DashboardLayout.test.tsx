import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonReply, sampleUser } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

describe('DashboardLayout', () => {
  async function openDashboard(path: string) {
    const test = createTestStore({
      session: { token: 'jwt', userId: 'u1' },
      route: () => jsonReply(200, sampleUser),
    });
    const view = renderRoute(path, test.store);
    await screen.findByRole('heading', { level: 1 });
    return { ...test, ...view };
  }

  it("shows the spec's eight entries and the client's wallet, highlighting the one the path falls under", async () => {
    await openDashboard('/dashboard/settings/refer-earn');
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getAllByRole('menuitem')).toHaveLength(9);
    expect(within(nav).getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/dashboard/wallet');
    const selected = nav.querySelector('.ant-menu-item-selected');
    expect(selected).toHaveTextContent('Settings');
    expect(screen.getByRole('link', { name: 'LexSetu home' })).toHaveAttribute('href', '/');
  });

  it('has a bell to notifications and the user initials linking to /profile', async () => {
    await openDashboard('/dashboard/schedules');
    expect(screen.getByRole('link', { name: /Notifications/ })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );
    // Named by the initials it shows (WCAG 2.5.3: the visible text is part of the name).
    const profile = screen.getByRole('link', { name: 'AV Your profile' });
    expect(profile).toHaveAttribute('href', '/profile');
  });

  it('toggles the theme', async () => {
    const { store } = await openDashboard('/dashboard/schedules');
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(store.ui.theme).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
  });

  describe('on a small screen', () => {
    afterEach(() => vi.restoreAllMocks());

    it('keeps the navigation in a drawer the menu button opens, and an entry closes it', async () => {
      const real = window.matchMedia;
      vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
        ...real(query),
        matches: query.includes('max-width: 991.98px'),
      }));
      await openDashboard('/dashboard/schedules');
      expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
      const button = screen.getByRole('button', { name: 'Open navigation' });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(button);
      const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
      expect(within(nav).getAllByRole('menuitem')).toHaveLength(9);
      expect(screen.getByRole('button', { name: 'Close navigation' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await userEvent.click(within(nav).getByRole('link', { name: 'Find Experts' }));
      expect(await screen.findByRole('button', { name: 'Open navigation' })).toBeInTheDocument();
    });
  });

  it('has no menu button on a wide screen (the side bar is always there)', async () => {
    await openDashboard('/dashboard/schedules');
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
  });
});
