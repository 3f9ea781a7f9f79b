import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const payment = {
  _id: 'P1',
  amountPaise: 99900,
  refundedPaise: 0,
  refundablePaise: 99900,
  status: 'paid',
  purpose: 'plan',
  description: 'LexSetu Premium (monthly)',
  payer: { _id: 'U1', name: 'Asha Verma', email: 'asha@example.in' },
  invoiceNumbers: ['INV/26-27/000007'],
  gateway: 'demo',
  gatewayOrderId: 'order_demo_1',
  gatewayPaymentId: 'pay_demo_1',
  paidAt: '2026-12-01T09:00:00.000Z',
};
const detail = {
  ...payment,
  paidFor: { kind: 'plan', _id: 'S1', label: 'LexSetu Premium (monthly)' },
  invoices: [{ _id: 'I1', number: 'INV/26-27/000007', totalPaise: 99900, issuedAt: payment.paidAt }],
  refunds: [],
  webhooks: [
    {
      _id: 'evt_1',
      eventType: 'payment.captured',
      outcome: 'duplicate',
      detail: 'payment_already_recorded',
      receivedAt: '2026-12-01T09:00:05.000Z',
      deliveries: 2,
    },
  ],
  policyRefundPaise: 0,
};
const refunded = {
  ...detail,
  refundedPaise: 20000,
  refundablePaise: 79900,
  status: 'partly_refunded',
  refunds: [
    {
      _id: 'R1',
      paymentId: 'P1',
      amountPaise: 20000,
      status: 'processed',
      kind: 'exception',
      reason: 'exception',
      note: 'Goodwill for a dropped call',
      issuedBy: { _id: 'A1', name: 'Admin' },
      failure: null,
      creditNoteNumber: 'CN/26-27/000003',
      createdAt: '2026-12-02T09:00:00.000Z',
      processedAt: '2026-12-02T09:00:00.000Z',
    },
  ],
};
const failedRefund = {
  ...refunded.refunds[0],
  _id: 'R9',
  status: 'failed',
  failure: 'Beneficiary bank is down',
  creditNoteNumber: null,
  payer: { _id: 'U1', name: 'Asha Verma' },
  description: 'LexSetu Premium (monthly)',
};

function fakeApi(role: string, calls: { method: string; path: string; body: unknown }[]): FakeRoute {
  let retried = false;
  let refundedNow = false;
  return ({ method, path, body }) => {
    if (path === '/api/validate-token') return jsonReply(200, { ...sampleUser, role });
    if (method !== 'GET') calls.push({ method, path, body });
    if (method === 'GET' && path.startsWith('/api/admin/payments?'))
      return jsonReply(200, { items: path.includes('NOTHING') ? [] : [payment] });
    if (method === 'GET' && path === '/api/admin/payments/P1')
      return jsonReply(200, refundedNow ? refunded : detail);
    if (method === 'POST' && path === '/api/admin/payments/P1/refunds') {
      refundedNow = true;
      return jsonReply(201, refunded);
    }
    if (method === 'GET' && path.startsWith('/api/admin/refunds/failed'))
      return jsonReply(200, { items: retried ? [] : [failedRefund], nextCursor: null });
    if (method === 'POST' && path === '/api/admin/refunds/R9/retry') {
      retried = true;
      return jsonReply(200, { ...refunded.refunds[0], _id: 'R9' });
    }
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
}

const open = (role: string) => {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route: fakeApi(role, calls) });
  return { ...renderRoute('/dashboard/admin/payments', test.store), calls };
};

describe('PaymentsAdminPage', () => {
  it('sends anyone but an admin away', async () => {
    const { router } = open('consumer');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/schedules'));
  });

  it('looks a payment up by invoice number, shows it and refunds it as an exception', async () => {
    const { calls } = open('admin');
    const search = await screen.findByRole('searchbox', { name: 'Look a payment up' });
    expect(search).toHaveAttribute('placeholder', expect.stringContaining('credit-note number'));
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toHaveTextContent('Payments');
    await userEvent.type(search, 'NOTHING{Enter}');
    expect(await screen.findByText('No payment matches “NOTHING”.')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'INV/26-27/000007{Enter}');
    const card = await screen.findByRole('region', { name: 'Payment ₹999/-' });
    expect(card).toHaveTextContent('Paid');
    expect(card).toHaveTextContent('Premium plan: LexSetu Premium (monthly)');
    expect(card).toHaveTextContent('Asha Verma (asha@example.in)');
    expect(card).toHaveTextContent('INV/26-27/000007');
    // The tables come once their module has.
    expect(await within(card).findByText('No refunds yet.')).toBeInTheDocument();
    expect(await within(card).findByText('payment.captured')).toBeInTheDocument();
    expect(card).toHaveTextContent('Payment was already recorded');

    await userEvent.click(within(card).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Left to refund: ₹999/-');
    const submit = within(dialog).getByRole('button', { name: 'Refund' });
    expect(submit).toBeDisabled();
    // The real number field (a spinbutton), not the disabled box shown while its module comes.
    await userEvent.type(await within(dialog).findByRole('spinbutton', { name: /Amount in rupees/ }), '200');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Goodwill for a dropped call');
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'POST',
          path: '/api/admin/payments/P1/refunds',
          body: { kind: 'exception', amountPaise: 20000, reason: 'Goodwill for a dropped call' },
        },
      ]),
    );
    const after = await screen.findByRole('region', { name: 'Payment ₹999/-' });
    expect(await within(after).findByText('CN/26-27/000003')).toBeInTheDocument();
    expect(after).toHaveTextContent('Partly refunded');
    expect(after).toHaveTextContent('Goodwill for a dropped call');
  });

  it('lists failed refunds and retries one', async () => {
    const { calls } = open('admin');
    await userEvent.click(await screen.findByRole('tab', { name: 'Failed refunds' }));
    expect(await screen.findByText('Beneficiary bank is down')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry refund to Asha Verma' }));
    expect(await screen.findByText('No failed refunds.')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: '/api/admin/refunds/R9/retry', body: undefined }]);
  });
});
