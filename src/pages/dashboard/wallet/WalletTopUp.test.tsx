// A top-up from the wallet as the client goes through it: the amount chosen on the wallet, the order made by the
// wallet's endpoint (never an amount sent to the plan order), paid on the payment page without a GSTIN field,
// and back on the wallet with the new balance.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const order = {
  _id: 'o1',
  gateway: 'demo',
  orderId: 'order_demo_1',
  keyId: '',
  amountPaise: 50000,
  currency: 'INR',
  description: 'Wallet top-up of ₹500/-',
  status: 'created',
  upiLink: 'upi://pay?pa=lexsetu@upi&am=500.00',
  upiQrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};

describe('Wallet top-up', () => {
  it('orders through the wallet, pays on the payment page and comes back to the wallet', async () => {
    const calls: { path: string; body: unknown }[] = [];
    let paid = false;
    const route: FakeRoute = (request) => {
      if (request.path === '/api/validate-token') return jsonReply(200, sampleUser);
      calls.push({ path: `${request.method} ${request.path}`, body: request.body });
      if (request.path === '/api/wallet/top-ups') return jsonReply(201, order);
      if (request.path === '/api/payment/demo/checkout')
        return jsonReply(200, { paymentId: 'pay_demo_1', signature: 'a'.repeat(64) });
      if (request.path === '/api/payment') {
        paid = true;
        return jsonReply(200, {
          _id: 'p1',
          amountPaise: 50000,
          status: 'paid',
          invoiceId: 'r1',
          invoiceNumber: 'RCT/29-30/000001',
          kind: 'wallet_topup',
        });
      }
      if (request.path === '/api/wallet')
        return jsonReply(200, { balancePaise: paid ? 50000 : 0, entries: [], nextCursor: null });
      return jsonReply(404, { message: 'Not found', code: 'not_found' });
    };
    const { router } = renderRoute(
      '/payment?walletTopUp=50000',
      createTestStore({ session: { token: 'jwt', userId: 'u1' }, route }).store,
    );
    expect(await screen.findByTestId('payment-amount')).toHaveTextContent('₹500/-');
    expect(screen.getByText('Wallet top-up')).toBeVisible();
    expect(screen.queryByLabelText('GSTIN (optional, for a business invoice)')).toBeNull();
    expect(calls.find((c) => c.path === 'POST /api/wallet/top-ups')?.body).toEqual({ amountPaise: 50000 });
    expect(calls.some((c) => c.path === 'POST /api/payment/order')).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: 'Scan & Pay' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/wallet'));
    expect(await screen.findByText('Payment successful: ₹500/-')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('Balance')).toHaveTextContent('₹500/-'));
  });
});
