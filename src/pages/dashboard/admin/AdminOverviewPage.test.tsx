// The console overview: each figure a card linking to its list; non-admins are sent away.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const figures = [
  ['signUps', 3, '/dashboard/admin/users'],
  ['bookings', 5, '/dashboard/admin/payments'],
  ['payments', 4, '/dashboard/admin/payments'],
  ['refunds', 1, '/dashboard/admin/payments'],
  ['openSupport', 2, '/dashboard/admin/support'],
  ['pendingVerifications', 6, '/dashboard/admin/verifications'],
  ['stuckOrders', 0, '/dashboard/admin/services'],
  ['failedPayouts', 7, '/dashboard/admin/payouts'],
].map(([name, count, path]) => ({ name, count, path }));

const api =
  (role: string): FakeRoute =>
  ({ path }) => {
    if (path === '/api/validate-token') return jsonReply(200, { ...sampleUser, role });
    if (path === '/api/admin/overview') return jsonReply(200, { day: '2026-12-07', figures });
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };

const open = (role: string) =>
  renderRoute(
    '/dashboard/admin',
    createTestStore({ session: { token: 'jwt', userId: 'u1' }, route: api(role) }).store,
  );

describe('AdminOverviewPage', () => {
  it('shows each figure as a card linking to its list', async () => {
    open('admin');
    const cards = await screen.findByRole('list', { name: 'Figures' }, { timeout: 20_000 });
    const links = within(cards).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Sign-ups today3', '/dashboard/admin/users'],
      ['Bookings today5', '/dashboard/admin/payments'],
      ['Payments today4', '/dashboard/admin/payments'],
      ['Refunds today1', '/dashboard/admin/payments'],
      ['Support messages waiting2', '/dashboard/admin/support'],
      ['Lawyers to verify6', '/dashboard/admin/verifications'],
      ['Stuck document orders0', '/dashboard/admin/services'],
      ['Failed payouts7', '/dashboard/admin/payouts'],
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Operations overview');
  });

  it('sends anyone but an admin away', async () => {
    const { router } = open('consumer');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/schedules'));
  });
});
