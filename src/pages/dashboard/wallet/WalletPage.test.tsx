// The Wallet screen as a client sees it: balance, the four top-ups, entries with receipts, the confirmed refund,
// the empty and failed states, and a lawyer told it is not theirs.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Wallet } from '@contract';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const wallet: Wallet = {
  balancePaise: 46000,
  entries: [
    {
      _id: 'e2',
      kind: 'charge',
      amountPaise: -4000,
      balanceAfterPaise: 46000,
      description: 'Instant consultation with Adv. Rohan Mehta, 1 minute',
      createdAt: '2030-01-07T05:00:00.000Z',
      receipt: null,
      instantId: 'i1',
    },
    {
      _id: 'e1',
      kind: 'top_up',
      amountPaise: 50000,
      balanceAfterPaise: 50000,
      description: 'Wallet top-up of ₹500/-',
      createdAt: '2030-01-07T04:00:00.000Z',
      receipt: { _id: 'r1', number: 'RCT/29-30/000001', fileName: 'RCT-29-30-000001.pdf' },
      instantId: null,
    },
  ],
  nextCursor: null,
};

function open(user: object = sampleUser, first: Wallet | Response = wallet) {
  const asked: string[] = [];
  let refunded = false;
  const route: FakeRoute = (request) => {
    if (request.path === '/api/validate-token') return jsonReply(200, user);
    asked.push(`${request.method} ${request.path}`);
    if (request.path === '/api/wallet/refund') {
      refunded = true;
      return jsonReply(200, { refundedPaise: 46000, refunds: 1, balancePaise: 0 });
    }
    if (request.path === '/api/wallet') {
      if (first instanceof Response) return first.clone();
      return jsonReply(200, refunded ? { ...first, balancePaise: 0 } : first);
    }
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  renderRoute('/dashboard/wallet', createTestStore({ session: { token: 'jwt', userId: 'u1' }, route }).store);
  return { asked };
}

describe('WalletPage', () => {
  it('shows the balance, the four top-ups, and the entries with signed amounts and a receipt', async () => {
    open();
    expect(await screen.findByText('Wallet top-up of ₹500/-')).toBeInTheDocument();
    expect(screen.getByTestId('Balance')).toHaveTextContent('₹460/-');
    const topUps = within(screen.getByRole('navigation', { name: 'Top up' })).getAllByRole('link');
    expect(topUps.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['₹200/-', '/payment?walletTopUp=20000'],
      ['₹500/-', '/payment?walletTopUp=50000'],
      ['₹1,000/-', '/payment?walletTopUp=100000'],
      ['₹2,000/-', '/payment?walletTopUp=200000'],
    ]);
    expect(screen.getByRole('row', { name: /Instant consultation with Adv. Rohan Mehta/ })).toHaveTextContent(
      '−₹40/-',
    );
    const topUp = screen.getByRole('row', { name: /Wallet top-up of ₹500\/-/ });
    expect(within(topUp).getByRole('button', { name: 'Download receipt RCT/29-30/000001' })).toBeVisible();
  });

  it('refunds the unused balance only after a confirmation, then shows the empty wallet', async () => {
    const { asked } = open();
    await userEvent.click(await screen.findByRole('button', { name: 'Refund unused balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund ₹460/-?' });
    expect(asked).not.toContain('POST /api/wallet/refund');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, refund it' }));
    await waitFor(() => expect(asked).toContain('POST /api/wallet/refund'));
    expect(await screen.findByText('₹460/- is on its way back to the payments it came from.')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('Balance')).toHaveTextContent('₹0/-'));
    expect(screen.getByRole('button', { name: 'Refund unused balance' })).toBeDisabled();
  });

  it('says an empty wallet has no entries yet and has nothing to refund', async () => {
    open(sampleUser, { balancePaise: 0, entries: [], nextCursor: null });
    expect(
      await screen.findByText('No entries yet. Top up to consult a lawyer who is available now.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refund unused balance' })).toBeDisabled();
  });

  it('offers Retry when the wallet cannot be loaded', async () => {
    open(sampleUser, jsonReply(503, { message: 'Try later.', code: 'unavailable' }));
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeVisible();
  });

  it('tells a lawyer the wallet is for clients, without asking the API', async () => {
    const { asked } = open({ ...sampleUser, role: 'professional' });
    expect(await screen.findByText('The wallet is for clients only.')).toBeVisible();
    expect(asked.filter((call) => call.includes('/api/wallet'))).toEqual([]);
  });
});
