// The admin's reported reviews: each with its reports; Hide asks for a reason, which the API sends to the author.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const reported = {
  _id: 'R7',
  stars: 1,
  text: 'Worst lawyer ever, a fraud.',
  recommend: false,
  author: 'Ravi K.',
  createdAt: '2030-01-15T10:00:00.000Z',
  reply: null,
  lawyer: { _id: 'L1', name: 'Adv. Rohan Mehta' },
  hidden: false,
  moderationReason: null,
  reports: [{ reason: 'Abusive words', createdAt: '2030-01-16T10:00:00.000Z', open: true }],
};

function visit(role: string, down = () => false) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let hidden = false;
  const route: FakeRoute = (request) => {
    calls.push(request);
    if (request.path === '/api/validate-token') return jsonReply(200, { ...sampleUser, role });
    if (down()) return new TypeError('Failed to fetch');
    if (request.path === '/api/admin/reviews?status=hidden')
      return jsonReply(200, { items: [], nextCursor: null });
    if (request.path === '/api/admin/reviews?status=reported')
      return jsonReply(200, { items: hidden ? [] : [reported], nextCursor: null });
    if (request.method === 'POST' && request.path === '/api/admin/reviews/R7/hide') {
      hidden = true;
      return jsonReply(200, { ...reported, hidden: true, moderationReason: 'Insulting language' });
    }
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
  return { ...test, ...renderRoute('/dashboard/admin/reviews', test.store), calls };
}

describe('Reported reviews (admin)', () => {
  it('lists a reported review with its reports and hides it with a reason', async () => {
    const { calls } = visit('admin');
    const card = await screen.findByLabelText('Review by Ravi K.');
    expect(card).toHaveTextContent('Worst lawyer ever, a fraud.');
    expect(within(card).getByRole('list', { name: 'Reports' })).toHaveTextContent('Abusive words');
    await userEvent.click(within(card).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review' });
    const confirm = within(dialog).getByRole('button', { name: 'Hide' });
    expect(confirm).toBeDisabled();
    // The reason box (DialogTextArea, a React.lazy part) renders a tick after the dialog.
    await userEvent.type(await within(dialog).findByLabelText(/Reason/), 'Insulting language');
    await userEvent.click(confirm);
    expect(await screen.findByText('Review hidden. Its author was told why.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/reviews/R7/hide')?.body).toEqual({
      reason: 'Insulting language',
    });
    await waitFor(() => expect(screen.getByText('No reported reviews.')).toBeInTheDocument());
  });

  it('sends anyone but an admin to their schedules', async () => {
    const { calls } = visit('consumer');
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/api/schedules'))).toBe(true));
    expect(calls.some((c) => c.path.startsWith('/api/admin/reviews'))).toBe(false);
  });

  it('says the reviews could not be loaded, loads them again on Retry, and shows the hidden tab', async () => {
    let down = true;
    visit('admin', () => down);
    expect(await screen.findByText('Could not load the reviews.')).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Review by Ravi K.')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Hidden'));
    expect(await screen.findByText('No hidden reviews.')).toBeInTheDocument();
  });
});
