// The payment form keeps card details in the browser: only the gateway's payment id and signature, the method,
// the last four digits and the billing address reach /api/payment; the declined test card shows an error.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const order = {
  _id: 'o1',
  gateway: 'demo',
  orderId: 'order_demo_1',
  keyId: '',
  amountPaise: 9900,
  currency: 'INR',
  description: 'Premium monthly',
  status: 'created',
  upiLink: 'upi://pay?pa=lexsetu@upi&am=99.00',
  upiQrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};
const signature = 'a'.repeat(64);

function visit(
  path = '/payment?plan=monthly',
  orderReply: () => Response | Error = () => jsonReply(201, order),
  signedIn = true,
) {
  const bodies: { path: string; body: unknown }[] = [];
  const route: FakeRoute = (request) => {
    bodies.push({ path: request.path, body: request.body });
    if (request.path === '/api/validate-token') return jsonReply(200, sampleUser);
    if (request.path === '/api/payment/order') return orderReply();
    if (request.path === '/api/payment/demo/checkout') {
      const { outcome } = request.body as { outcome: string };
      return outcome === 'success'
        ? jsonReply(200, { paymentId: 'pay_demo_1', signature })
        : jsonReply(402, { message: 'Your card was declined.', code: 'conflict' });
    }
    if (request.path === '/api/payment')
      return jsonReply(200, {
        _id: 'p1',
        amountPaise: 9900,
        status: 'paid',
        invoiceId: 'i1',
        invoiceNumber: 'INV/26-27/000001',
        kind: 'plan',
      });
    if (request.path === '/api/subscription')
      return jsonReply(200, {
        premium: true,
        plan: 'monthly',
        label: 'Premium monthly',
        periodEnd: '2099-01-01T00:00:00.000Z',
        startedAt: null,
        refundOnCancelPaise: 0,
      });
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const test = createTestStore({ session: signedIn ? { token: 'jwt', userId: 'u1' } : null, route });
  renderRoute(path, test.store);
  return bodies;
}

async function fillCard(number: string) {
  await userEvent.type(await screen.findByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiry date'), '12/39');
  await userEvent.type(screen.getByLabelText('CVV'), '123');
  await userEvent.type(screen.getByLabelText('Billing address line 1'), '12 MG Road');
  await userEvent.type(screen.getByLabelText('Billing address line 2'), 'Bengaluru');
}

describe('Payment page', () => {
  it('shows the plan badge and the server amount, with card payment chosen by default', async () => {
    visit('/payment?plan=yearly');
    expect(await screen.findByText('Yearly plan, Saving 15.91%')).toBeInTheDocument();
    expect(await screen.findByTestId('payment-amount')).toHaveTextContent('₹99/-');
    expect(screen.getByRole('radio', { name: 'Credit/Debit card' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Net banking' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Scan & Pay' })).not.toBeChecked();
  });

  it('pays with the success test card without sending the card to LexSetu', async () => {
    const bodies = visit();
    await fillCard('4111 1111 1111 1111');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/You are now Premium/)).toBeInTheDocument();
    const payment = bodies.find((b) => b.path === '/api/payment')!;
    expect(payment.body).toEqual({
      orderId: 'order_demo_1',
      paymentId: 'pay_demo_1',
      signature,
      method: 'creditCard',
      last4: '1111',
      addressLine1: '12 MG Road',
      addressLine2: 'Bengaluru',
    });
    const everything = JSON.stringify(bodies);
    expect(everything).not.toContain('4111 1111');
    expect(everything).not.toContain('4111111111111111');
    expect(everything).not.toContain('12/39');
    expect(everything).not.toMatch(/cvv|cardNumber|expiry/i);
  });

  it('shows the decline of the failure test card and records nothing', async () => {
    const bodies = visit();
    await fillCard('4000 0000 0000 0002');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(bodies.some((b) => b.path === '/api/payment')).toBe(false);
    expect(JSON.stringify(bodies)).not.toContain('4000 0000');
  });

  it('checks the card fields locally before anything is sent', async () => {
    const bodies = visit();
    await fillCard('4111 1111 1111 1112');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a valid card number.')).toBeInTheDocument();
    expect(bodies.some((b) => b.path.startsWith('/api/payment/demo'))).toBe(false);
  });

  it('shows a UPI QR code with the amount for Scan & Pay', async () => {
    visit();
    await userEvent.click(await screen.findByRole('radio', { name: 'Scan & Pay' }));
    expect(screen.getByRole('img', { name: 'UPI QR code to pay ₹99/-' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in without starting an order', async () => {
    const bodies = visit('/payment?plan=monthly', undefined, false);
    const alert = (await screen.findByText('Please log in to pay.')).closest('.ant-alert') as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(bodies.some((b) => b.path === '/api/payment/order')).toBe(false);
  });

  it('asks to log in again when the session has ended (401)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    visit('/payment?plan=monthly', () => jsonReply(401, { message: 'Please log in.', code: 'unauthorized' }));
    expect(await screen.findByText('Please log in to pay.')).toBeInTheDocument();
  });

  it('says why the payment could not be started, and starts it again on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let reply: () => Response | Error = () =>
      jsonReply(409, { message: 'This booking is already paid.', code: 'conflict' });
    const bodies = visit('/payment?booking=b1', () => reply());
    expect(await screen.findByText('This booking is already paid.')).toBeInTheDocument();
    reply = () => jsonReply(201, order);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('payment-amount')).toHaveTextContent('₹99/-');
    expect(bodies.filter((b) => b.path === '/api/payment/order').map((b) => b.body)).toEqual([
      { bookingId: 'b1' },
      { bookingId: 'b1' },
    ]);
  });
});
