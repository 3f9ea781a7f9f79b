// The admins' Users console: the list searched and filtered (the request says what was asked), empty and failed
// states, and a user's page where Suspend asks for a reason, sends it, and the page shows the suspension.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const lawyer = {
  _id: 'L1',
  name: 'Adv. Rohan Mehta',
  email: 'rohan@demo.lexsetu.in',
  role: 'lawyer',
  status: 'active',
  joinedAt: '2026-11-01T09:00:00.000Z',
  suspendedAt: null,
};
const none = { total: 0, items: [] };
const detail = (status: 'active' | 'suspended', reason: string | null = null) => ({
  ...lawyer,
  status,
  suspendedAt: status === 'suspended' ? '2026-12-07T10:00:00.000Z' : null,
  suspendedReason: reason,
  verification: 'verified',
  walletBalancePaise: 0,
  bookings: {
    total: 7,
    items: [
      {
        _id: 'B1',
        topic: 'Lease review',
        as: 'lawyer',
        status: status === 'suspended' ? 'cancelled' : 'confirmed',
        startAt: '2026-12-09T04:30:00.000Z',
        pricePaise: 120000,
      },
    ],
  },
  requests: none,
  documentOrders: none,
  payments: none,
  sessions: none,
  notes: none,
});

type Call = { method: string; path: string; body: unknown };
function fakeApi(calls: Call[], { failList = false } = {}): FakeRoute {
  let suspended = false;
  return ({ method, path, body }) => {
    if (path === '/api/validate-token') return jsonReply(200, { ...sampleUser, role: 'admin' });
    if (path === '/api/notifications/unread-count') return jsonReply(200, { count: 0 });
    if (method === 'GET' && /^\/api\/admin\/users(\?|$)/.test(path)) {
      calls.push({ method, path, body });
      if (failList) return jsonReply(500, { message: 'Internal server error', code: 'internal_error' });
      if (path.includes('q=nobody')) return jsonReply(200, { items: [], nextCursor: null });
      return jsonReply(200, {
        items: [{ ...lawyer, status: suspended ? 'suspended' : 'active' }],
        nextCursor: null,
      });
    }
    if (method === 'GET' && path === '/api/admin/users/L1')
      return jsonReply(200, suspended ? detail('suspended', 'Abusive messages') : detail('active'));
    if (method === 'POST' && path === '/api/admin/users/L1/notes') {
      calls.push({ method, path, body });
      return jsonReply(201, {
        _id: 'N1',
        text: (body as { text: string }).text,
        author: { _id: 'u1', name: 'LexSetu Admin' },
        createdAt: '2026-12-07T11:00:00.000Z',
      });
    }
    if (method === 'POST' && path === '/api/admin/users/L1/suspend') {
      calls.push({ method, path, body });
      suspended = true;
      return jsonReply(200, detail('suspended', (body as { reason: string }).reason));
    }
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
}

const open = (path: string, options?: { failList?: boolean }) => {
  const calls: Call[] = [];
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route: fakeApi(calls, options) });
  return { ...renderRoute(path, test.store), calls };
};

describe('UsersPage', () => {
  it('lists users, searches and filters them, and says when none match', async () => {
    const { calls } = open('/dashboard/admin/users');
    const link = await screen.findByRole('link', { name: 'Adv. Rohan Mehta' }, { timeout: 20_000 });
    expect(link).toHaveAttribute('href', '/dashboard/admin/users/L1');
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('rohan@demo.lexsetu.in');
    expect(row).toHaveTextContent('Lawyer');
    expect(row).toHaveTextContent('Active');
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toHaveTextContent('Users');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'lawyer');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'suspended');
    await waitFor(() => expect(calls.at(-1)!.path).toContain('role=lawyer&status=suspended'));
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search users by name or e-mail' }),
      'nobody{Enter}',
    );
    expect(await screen.findByText('No users match.')).toBeInTheDocument();
    expect(calls.at(-1)!.path).toContain('q=nobody');
  });

  it('offers Retry when the list cannot be loaded', async () => {
    const { calls } = open('/dashboard/admin/users', { failList: true });
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 20_000 });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(retry);
    await waitFor(() => expect(calls.length).toBeGreaterThan(1));
  });
});

describe('UserPage', () => {
  it("shows the user's details and recent bookings, and suspends with a required reason", async () => {
    const { calls } = open('/dashboard/admin/users/L1');
    const details = await screen.findByRole('region', { name: 'Adv. Rohan Mehta' }, { timeout: 20_000 });
    expect(details).toHaveTextContent('Verified');
    expect(details).toHaveTextContent('Active');
    const bookings = screen.getByRole('region', { name: 'Bookings' });
    expect(bookings).toHaveTextContent('7 in all');
    expect(bookings).toHaveTextContent('Lease review');
    expect(screen.getByRole('region', { name: 'Payments' })).toHaveTextContent('None');

    await userEvent.click(within(details).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Suspend' });
    expect(confirm).toBeDisabled();
    await userEvent.type(await within(dialog).findByLabelText('Reason (mailed to them)'), 'Abusive messages');
    await userEvent.click(confirm);
    await waitFor(() => expect(details).toHaveTextContent('Suspended'));
    expect(details).toHaveTextContent('Abusive messages');
    expect(within(details).getByRole('button', { name: 'Reinstate' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/admin/users/L1/suspend', body: { reason: 'Abusive messages' } },
    ]);
  });

  it('adds a note, shown first with its author', async () => {
    const { calls } = open('/dashboard/admin/users/L1');
    const notes = await screen.findByRole('region', { name: "Admins' notes" }, { timeout: 20_000 });
    const add = within(notes).getByRole('button', { name: 'Add note' });
    expect(add).toBeDisabled();
    await userEvent.type(within(notes).getByLabelText('New note (admins only)'), 'Called about the refund');
    await userEvent.click(add);
    const list = await within(notes).findByRole('list', { name: "Admins' notes" });
    expect(list).toHaveTextContent('Called about the refund');
    expect(list).toHaveTextContent('LexSetu Admin');
    expect(notes).toHaveTextContent('1 in all');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/admin/users/L1/notes', body: { text: 'Called about the refund' } },
    ]);
  });
});
