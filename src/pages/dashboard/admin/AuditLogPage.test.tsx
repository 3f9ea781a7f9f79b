import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const suspended = {
  _id: 'A2',
  at: '2026-01-02T04:30:00.000Z',
  action: 'user.suspended',
  actor: { _id: 'ADM', name: 'Meera Admin', erased: false },
  subject: { type: 'user', _id: 'U7', name: 'Asha Verma' },
  detail: { reason: 'Abusive messages' },
};
const erasedExport = {
  _id: 'A1',
  at: '2026-01-01T04:30:00.000Z',
  action: 'security.data_export',
  actor: { _id: 'U9', name: null, erased: true },
  subject: { type: 'user', _id: 'U9', name: null },
  detail: {},
};
const retried = {
  _id: 'A0',
  at: '2025-12-31T04:30:00.000Z',
  action: 'refund.retried',
  actor: null,
  subject: { type: 'refund', _id: 'RF1', name: null },
  detail: { amountPaise: 50000 },
};

const twoFactorRefusal = {
  message:
    'Turn on two-factor authentication (Settings → Security & privacy) before using the admin console.',
  code: 'forbidden',
  reason: 'admin_two_factor_required',
  text: 'Turn on two-factor authentication (Settings → Security & privacy) before using the admin console.',
};

function fakeApi(paths: string[], { shut = false } = {}): FakeRoute {
  return ({ method, path }) => {
    if (path === '/api/validate-token') return jsonReply(200, { ...sampleUser, role: 'admin' });
    if (method === 'GET' && path.startsWith('/api/admin/audit')) {
      paths.push(path);
      if (shut) return jsonReply(403, twoFactorRefusal);
      if (path.startsWith('/api/admin/audit/export.csv'))
        return new Response('at,action\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } });
      if (path.includes('cursor=C1')) return jsonReply(200, { items: [retried], nextCursor: null });
      if (path.includes('action=user.suspended'))
        return jsonReply(200, { items: [suspended], nextCursor: null });
      if (path.includes('limit=1')) return jsonReply(200, { items: [suspended], nextCursor: 'C0' });
      return jsonReply(200, { items: [suspended, erasedExport], nextCursor: 'C1' });
    }
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
}

const open = (at = '/dashboard/admin/audit', options?: { shut?: boolean }) => {
  const paths: string[] = [];
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route: fakeApi(paths, options) });
  return { ...renderRoute(at, test.store), paths };
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:audit');
  URL.revokeObjectURL = vi.fn();
});

describe('AuditLogPage', () => {
  it('shows who did what to whom and when, an erased user without a name, and loads more', async () => {
    open();
    const table = await screen.findByRole('table');
    const rows = () => within(table).getAllByRole('row').slice(1);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent('Meera Admin');
    expect(rows()[0]).toHaveTextContent('Account suspended');
    expect(rows()[0]).toHaveTextContent('Asha Verma');
    expect(rows()[0]).toHaveTextContent('reason: Abusive messages');
    expect(rows()[1]).toHaveTextContent('Erased user U9');
    expect(rows()[1]).toHaveTextContent('Data downloaded');
    expect(rows()[1]).not.toHaveTextContent('Asha');
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toHaveTextContent('Audit log');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]).toHaveTextContent('System');
    expect(rows()[2]).toHaveTextContent('Refund RF1');
  });

  it('filters by action and exports the same selection as CSV', async () => {
    const { paths } = open();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'user.suspended');
    const table = screen.getByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(paths.at(-1)).toContain('action=user.suspended');

    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(paths.at(-1)).toBe('/api/admin/audit/export.csv?action=user.suspended');
  });

  it('says why the console is shut to an admin without two-factor authentication, with the way to turn it on', async () => {
    open('/dashboard/admin/audit', { shut: true });
    expect(
      await screen.findByText('Two-factor authentication is needed for the admin console'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Turn on two-factor authentication/ })).toHaveAttribute(
      'href',
      '/dashboard/settings/security-privacy',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers the set-up on the first dashboard screen after sign-in', async () => {
    open('/dashboard/schedules', { shut: true });
    const offer = await screen.findByText('Turn on two-factor authentication to use the admin console');
    expect(offer.closest('[role="alert"]')).toHaveTextContent('The admin pages stay closed');
  });
});
