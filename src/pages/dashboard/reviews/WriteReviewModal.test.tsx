// 'Write a review' on Schedules: a completed consultation of the client's, until it is reviewed.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const counts = { upcoming: 0, live: 0, completed: 2 };
const completed = (over: Record<string, unknown>) => ({
  _id: 'b1',
  lawyerId: 'l1',
  date: '2030-01-08',
  slot: '10:00',
  startAt: '2030-01-08T04:30:00.000Z',
  endAt: '2030-01-08T05:00:00.000Z',
  minutes: 30,
  mode: 'video',
  topic: 'Tenancy notice',
  pricePaise: 105000,
  ratePaise: 3500,
  meteredMinutes: 30,
  toBeRefundedPaise: 0,
  status: 'completed',
  paidAt: null,
  paymentDueAt: null,
  cancelReason: null,
  refund: null,
  myRole: 'client',
  otherParty: { _id: 'l1', name: 'Adv. Rohan Mehta', expertise: 'Civil Lawyer' },
  address: 'New Delhi, Delhi',
  documents: [],
  reschedule: null,
  reviewedAt: null,
  reviewableUntil: '2999-03-09T05:00:00.000Z',
  ...over,
});

function visit(refusal?: { status: number; message: string }) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let reviewed = false;
  const route: FakeRoute = (request) => {
    calls.push(request);
    if (request.path === '/api/validate-token') return jsonReply(200, sampleUser);
    if (request.path.startsWith('/api/schedules?tab='))
      return jsonReply(200, {
        tab: 'completed',
        items: [
          completed(reviewed ? { reviewedAt: '2030-01-10T05:00:00.000Z' } : {}),
          // Past its 60 days: no button.
          completed({ _id: 'b2', topic: 'Old matter', reviewableUntil: '2020-01-01T00:00:00.000Z' }),
        ],
        counts,
      });
    if (request.method === 'POST' && request.path === '/api/reviews') {
      if (refusal) return jsonReply(refusal.status, { message: refusal.message, code: 'conflict' });
      reviewed = true;
      return jsonReply(201, {
        _id: 'R1',
        stars: 4,
        text: 'Clear advice.',
        recommend: true,
        author: 'Asha V.',
        createdAt: '2030-01-10T05:00:00.000Z',
        reply: null,
      });
    }
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
  return { ...test, ...renderRoute('/dashboard/schedules', test.store), calls };
}

async function openCompletedTab() {
  // Generous waits: a 2-core machine runs other suites alongside.
  await userEvent.click(await screen.findByRole('tab', { name: /completed/ }, { timeout: 10_000 }));
  return screen.findByRole('article', { name: 'Tenancy notice' }, { timeout: 10_000 });
}

describe('Write a review', () => {
  it('is offered on a completed consultation within its 60 days; sends stars, recommend and text; then shows Reviewed', async () => {
    const { calls } = visit();
    const card = await openCompletedTab();
    expect(
      within(screen.getByRole('article', { name: 'Old matter' })).queryByRole('button', {
        name: 'Write a review',
      }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Review your consultation with Adv. Rohan Mehta',
    });
    // No stars yet: the modal says so and sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please choose 1 to 5 stars.');
    expect(calls.some((c) => c.path === '/api/reviews')).toBe(false);

    const stars = within(dialog)
      .getAllByRole('radio')
      .filter((r) => r.closest('.ant-rate'));
    await userEvent.click(stars[3]!);
    expect(within(dialog).getByText('Very good')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Yes'));
    await userEvent.type(within(dialog).getByLabelText('Your review'), '  Clear advice.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByText('Thank you for your review.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/reviews')?.body).toEqual({
      bookingId: 'b1',
      stars: 4,
      recommend: true,
      text: 'Clear advice.',
    });
    const after = await screen.findByRole('article', { name: 'Tenancy notice' });
    await waitFor(() => expect(within(after).getByText('Reviewed')).toBeInTheDocument());
    expect(within(after).queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the review is refused", async () => {
    visit({ status: 409, message: 'You have already reviewed this consultation.' });
    const card = await openCompletedTab();
    await userEvent.click(within(card).getByRole('button', { name: 'Write a review' }));
    const dialog = await screen.findByRole('dialog');
    const stars = within(dialog)
      .getAllByRole('radio')
      .filter((r) => r.closest('.ant-rate'));
    await userEvent.click(stars[4]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already reviewed this consultation.',
    );
  });
});
