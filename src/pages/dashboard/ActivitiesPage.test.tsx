// Activities from the invoices store: the rows of the period and sort asked for, the empty period's line, and
// activities that could not be loaded offered again with Retry.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const payment = {
  _id: 'payment-p1',
  type: 'payment',
  category: 'Consultation',
  title: 'Paid Adv. Rohan Mehta',
  description: 'Tenancy notice',
  date: '2030-01-08T10:00:00.000Z',
  amountPaise: 105000,
  status: null,
  paymentId: null,
};

function visit(answer: FakeRoute) {
  const asked: string[] = [];
  const route: FakeRoute = (request) => {
    if (request.path === '/api/validate-token') return jsonReply(200, sampleUser);
    if (request.path.startsWith('/api/transactions')) {
      asked.push(request.path);
      return answer(request);
    }
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
  renderRoute('/dashboard/activities', test.store);
  return asked;
}

describe('Activities page', () => {
  it('lists the rows with their type and amount', async () => {
    const asked = visit(() => jsonReply(200, [payment]));
    const list = await screen.findByRole('list', { name: 'Activities' }, { timeout: 20_000 });
    expect(within(list).getByText('Paid Adv. Rohan Mehta')).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: 'Payment' })).toBeInTheDocument();
    expect(within(list).getByText('₹1,050/-')).toBeInTheDocument();
    expect(asked).toEqual(['/api/transactions?period=All+Data&sort=By+date&q=']);
  });

  it('shows the first page, and the next after Load more (its cursor from the Next-Cursor header)', async () => {
    const later = { ...payment, _id: 'payment-p2', title: 'Paid Adv. Meera Iyer' };
    const asked = visit(({ path }) =>
      path.includes('cursor=c1')
        ? jsonReply(200, [later])
        : new Response(JSON.stringify([payment]), {
            status: 200,
            headers: { 'Content-Type': 'application/json', 'Next-Cursor': 'c1' },
          }),
    );
    const list = await screen.findByRole('list', { name: 'Activities' }, { timeout: 20_000 });
    expect(within(list).queryByText('Paid Adv. Meera Iyer')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByText('Paid Adv. Meera Iyer')).toBeInTheDocument();
    expect(within(list).getByText('Paid Adv. Rohan Mehta')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('/api/transactions?period=All+Data&sort=By+date&q=&cursor=c1');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when the period has no activities', async () => {
    visit(() => jsonReply(200, []));
    expect(
      await screen.findByText('No activities in this period.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });

  it('says the activities could not be loaded, and loads them again on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let up = false;
    visit(() => (up ? jsonReply(200, [payment]) : new TypeError('Failed to fetch')));
    expect(
      await screen.findByText('Your activities could not be loaded.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Paid Adv. Rohan Mehta')).toBeInTheDocument();
  });

  it('asks for the period and order chosen in the toolbar', async () => {
    const asked = visit(() => jsonReply(200, [payment]));
    await screen.findByRole('list', { name: 'Activities' }, { timeout: 20_000 });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'This Month');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'By amount');
    await vi.waitFor(() =>
      expect(asked.at(-1)).toBe('/api/transactions?period=This+Month&sort=By+amount&q='),
    );
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('This Month');
  });
});
