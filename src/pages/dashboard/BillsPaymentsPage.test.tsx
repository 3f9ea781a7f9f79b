// Bills & Payments from the invoices store: the summary cards and engagements of the period asked for (the
// period sent to the server), and bills that could not be loaded offered again with Retry.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const bills = {
  summary: { totalSpendingsPaise: 350000, pendingPayments: 1, amountToBePaidPaise: 105000, totalExperts: 2 },
  monthly: [{ month: '2030-01', amountPaise: 350000 }],
  engagements: [
    {
      _id: 'b1',
      kind: 'booking',
      expert: 'Adv. Rohan Mehta',
      date: '2030-01-08',
      duration: '30 min',
      type: 'Video',
      mentioned: '',
      budgetPaise: 105000,
      status: 'Pending payment',
      payable: true,
    },
  ],
  view: 'client',
  earnings: null,
};

function visit(answer: FakeRoute) {
  const asked: string[] = [];
  const route: FakeRoute = (request) => {
    if (request.path === '/api/validate-token') return jsonReply(200, sampleUser);
    if (request.path.startsWith('/api/bills')) {
      asked.push(request.path);
      return answer(request);
    }
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
  renderRoute('/dashboard/bills-payments', test.store);
  return asked;
}

describe('Bills & Payments page', () => {
  it("shows the client's summary and engagements, with Pay on an unpaid booking", async () => {
    const asked = visit(() => jsonReply(200, bills));
    expect(await screen.findByTestId('Pending payments', {}, { timeout: 20_000 })).toHaveTextContent('1');
    expect(screen.getByTestId('Amount to be paid')).toHaveTextContent('₹1,050/-');
    expect(screen.getByText('Your spendings, pending payments and engagements.')).toBeInTheDocument();
    // The engagements' table comes a moment after the summary (LazyTable fetches antd's Table).
    expect(
      await screen.findByRole('button', { name: /^Pay ₹1,050\/- for the consultation on 01\/08\/2030$/ }),
    ).toBeInTheDocument();
    expect(asked).toEqual(['/api/bills?period=All+Data&q=']);
  });

  it('appends the next engagements with Load more, keeping the cards over all of them', async () => {
    const older = { ...bills.engagements[0]!, _id: 'b2', expert: 'Adv. Meera Iyer', date: '2030-01-02' };
    const asked = visit(({ path }) =>
      path.includes('cursor=c1')
        ? jsonReply(200, { ...bills, engagements: [older], nextCursor: null })
        : jsonReply(200, { ...bills, nextCursor: 'c1' }),
    );
    expect(await screen.findByText('Adv. Rohan Mehta', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByText('Adv. Meera Iyer')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Adv. Meera Iyer')).toBeInTheDocument();
    expect(screen.getByText('Adv. Rohan Mehta')).toBeInTheDocument();
    expect(screen.getByTestId('Pending payments')).toHaveTextContent('1');
    expect(asked).toEqual(['/api/bills?period=All+Data&q=', '/api/bills?period=All+Data&q=&cursor=c1']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says the bills could not be loaded, and loads them again on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let up = false;
    visit(() => (up ? jsonReply(200, bills) : new TypeError('Failed to fetch')));
    expect(
      await screen.findByText('Your bills could not be loaded.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('Total experts')).toHaveTextContent('2');
  });
});
