import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonReply, sampleUser } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

describe('PublicLayout', () => {
  it('shows the header links, the How it works? button and the footer on the home page', async () => {
    const { store } = createTestStore();
    renderRoute('/', store);
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Services', 'About us', 'Contact us', 'Blogs']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(nav).getByRole('link', { name: 'How it works?' })).toHaveAttribute('href', '/how-it-works');
    // The home page's hero has its own Book a demo: look in the footer.
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Book a demo' }),
    ).toBeInTheDocument();
    expect(screen.getByText('© 2024 LexSetu. All rights reserved.')).toBeInTheDocument();
  });

  it('toggles the small-screen menu', async () => {
    const { store } = createTestStore();
    renderRoute('/about', store);
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('checks the stored session on load and offers the dashboard when it is valid', async () => {
    const { store, fetchMock } = createTestStore({
      session: { token: 'jwt', userId: 'u1' },
      route: () => jsonReply(200, sampleUser),
    });
    renderRoute('/', store);
    // The session check loads the contract on first use, next to the home page's own modules: allow it time.
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/validate-token', expect.objectContaining({ method: 'GET' }));
  });

  it("shows the signed-in visitor's uploaded photo in the header, as the dashboard header does", async () => {
    URL.createObjectURL = vi.fn(() => 'blob:photo');
    URL.revokeObjectURL = vi.fn();
    const { store } = createTestStore({
      session: { token: 'jwt', userId: 'u1' },
      route: ({ path }) =>
        path === '/api/users/u1/photo'
          ? new Response(new TextEncoder().encode('png'), { headers: { 'Content-Type': 'image/png' } })
          : jsonReply(200, { ...sampleUser, hasPhoto: true }),
    });
    renderRoute('/about', store);
    const account = await screen.findByRole('link', { name: /Account of Asha Verma/ });
    await waitFor(() => expect(account.querySelector('img')).toHaveAttribute('src', 'blob:photo'));
  });

  it('shows the initials without asking for a photo when the visitor has none', async () => {
    const { store, fetchMock } = createTestStore({
      session: { token: 'jwt', userId: 'u1' },
      route: ({ path }) =>
        path === '/api/users/u1/photo'
          ? jsonReply(404, { message: 'No photo.', code: 'not_found' })
          : jsonReply(200, sampleUser),
    });
    renderRoute('/about', store);
    const account = await screen.findByRole('link', { name: 'AV Account of Asha Verma' });
    await waitFor(() => expect(account.querySelector('.ant-avatar')).toHaveTextContent('AV'));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/users/u1/photo');
  });

  it('hides header and footer on /login', async () => {
    const { store } = createTestStore();
    renderRoute('/login', store);
    await screen.findByRole('heading', { name: 'Login into your account' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('keeps the header but not the footer on /pricing', async () => {
    const { store } = createTestStore();
    renderRoute('/pricing', store);
    await screen.findByRole('heading', { name: 'Choose your plan' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
