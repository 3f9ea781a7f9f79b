import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const pending = {
  _id: 'L9',
  name: 'Vasudha Anand',
  email: 'vasudha@example.in',
  title: 'Tax Lawyer',
  practiceAreas: ['Tax', 'Corporate'],
  languages: ['English', 'Hindi'],
  city: 'Lucknow',
  state: 'Uttar Pradesh',
  yearsExperience: 4,
  ratePaise: 2500,
  bio: 'Tax and corporate advocate helping small firms.',
  enrolmentNumber: 'UP/777/2020',
  barCouncil: 'Bar Council of Uttar Pradesh',
  enrolmentYear: 2020,
  status: 'pending',
  submittedAt: '2024-06-01T09:00:00.000Z',
  certificate: {
    name: 'enrolment.pdf',
    mime: 'application/pdf',
    size: 100,
    uploadedAt: '2024-06-01T09:00:00.000Z',
  },
  rejectionReason: null,
};

const later = { ...pending, _id: 'L10', name: 'Kavya Iyer', submittedAt: '2024-06-02T09:00:00.000Z' };

function fakeApi(role: string, calls: { path: string; body: unknown }[]): FakeRoute {
  let decided = false;
  return ({ method, path, body }) => {
    if (path === '/api/validate-token') return jsonReply(200, { ...sampleUser, role });
    if (method === 'GET' && path === '/api/admin/verifications/L9/record')
      return jsonReply(200, {
        decisions: [
          {
            _id: 'D1',
            decision: 'rejected',
            reason: 'Certificate unreadable',
            decidedAt: '2024-05-01T09:00:00.000Z',
          },
        ],
        joined: 4,
        noShows: 1,
        recentNoShows: [{ bookingId: 'B1', startAt: '2024-05-20T05:30:00.000Z' }],
      });
    if (method === 'GET' && path === '/api/admin/verifications/L9/certificate')
      return new Response('%PDF-1.4', {
        status: 200,
        headers: { 'Content-Type': 'application/pdf' },
      });
    if (method === 'GET' && path.startsWith('/api/admin/verifications')) {
      // A second page follows the first: Show more asks for it with the first page's cursor.
      if (path.includes('cursor=C1')) return jsonReply(200, { items: [later], nextCursor: null });
      return jsonReply(
        200,
        decided ? { items: [], nextCursor: null } : { items: [pending], nextCursor: 'C1' },
      );
    }
    if (method === 'POST' && path.startsWith('/api/admin/verifications/L9/')) {
      calls.push({ path, body });
      decided = true;
      return jsonReply(200, { ...pending, status: path.endsWith('approve') ? 'verified' : 'rejected' });
    }
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
}

const open = (role: string) => {
  const calls: { path: string; body: unknown }[] = [];
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route: fakeApi(role, calls) });
  return { ...renderRoute('/dashboard/admin/verifications', test.store), calls };
};

describe('VerificationsPage', () => {
  it('sends anyone but an admin away', async () => {
    const { router } = open('consumer');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/schedules'));
  });

  it('lists a pending profile with its details and approves it', async () => {
    const { calls } = open('admin');
    const card = await screen.findByRole('listitem');
    expect(card).toHaveTextContent('Vasudha Anand');
    expect(card).toHaveTextContent('UP/777/2020');
    expect(card).toHaveTextContent('₹25/-');
    expect(within(card).getByRole('button', { name: 'View certificate' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toHaveTextContent('Verifications');
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No profiles are waiting for review.')).toBeInTheDocument();
    expect(calls).toEqual([{ path: '/api/admin/verifications/L9/approve', body: undefined }]);
  });

  it('shows the next profiles under the first page', async () => {
    open('admin');
    expect(await screen.findByRole('listitem')).toHaveTextContent('Vasudha Anand');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Vasudha Anand',
      'Kavya Iyer',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('previews the certificate in the page and shows the lawyer’s record', async () => {
    const createObjectURL = vi.fn(() => 'blob:certificate');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    open('admin');
    const card = await screen.findByRole('listitem');
    await userEvent.click(within(card).getByRole('button', { name: 'Preview certificate' }));
    const preview = await within(card).findByLabelText('Certificate of Vasudha Anand');
    expect(preview.tagName).toBe('OBJECT');
    expect(preview).toHaveAttribute('data', 'blob:certificate');
    expect(preview).toHaveAttribute('type', 'application/pdf');
    expect(createObjectURL).toHaveBeenCalledTimes(1);

    await userEvent.click(within(card).getByRole('button', { name: 'Verification history and no-shows' }));
    expect(await within(card).findByRole('list', { name: 'Verification history' })).toHaveTextContent(
      'Rejected on',
    );
    expect(card).toHaveTextContent('Certificate unreadable');
    expect(card).toHaveTextContent('Joined 4 consultations; no-shows: 1');
    expect(within(card).getByRole('list', { name: 'Latest no-shows' })).toHaveTextContent('Did not join on');
    vi.unstubAllGlobals();
  });

  it('needs a reason before rejecting', async () => {
    const { calls } = open('admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please give a reason');
    expect(calls).toEqual([]);
    await userEvent.type(
      within(dialog).getByLabelText('Reason (sent to the lawyer)'),
      'Certificate is unreadable.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls).toEqual([
        { path: '/api/admin/verifications/L9/reject', body: { reason: 'Certificate is unreadable.' } },
      ]),
    );
  });
});
