// Cancel premium: the current plan from the payments store, the confirmed cancellation (the plan read again), a
// visitor asked to log in, and a plan that could not be loaded offered again with Retry.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paymentMessages } from '@contract';
import { describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const plan = (premium: boolean) => ({
  premium,
  plan: premium ? 'monthly' : null,
  label: premium ? 'Premium monthly' : 'Basic free plan',
  periodEnd: premium ? '2099-01-01T00:00:00.000Z' : null,
  startedAt: null,
  refundOnCancelPaise: premium ? 5000 : 0,
});

function visit(subscription: FakeRoute, signedIn = true) {
  const calls: string[] = [];
  const route: FakeRoute = (request) => {
    calls.push(`${request.method} ${request.path}`);
    if (request.path === '/api/validate-token') return jsonReply(200, sampleUser);
    if (request.path.startsWith('/api/subscription')) return subscription(request);
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const test = createTestStore({ session: signedIn ? { token: 'jwt', userId: 'u1' } : null, route });
  renderRoute('/cancle-premium', test.store);
  return calls;
}

describe('Cancel premium page', () => {
  it('shows the plan, cancels it once confirmed and shows the plan again', async () => {
    let premium = true;
    const calls = visit(({ path }) => {
      if (path === '/api/subscription/cancel') {
        premium = false;
        return jsonReply(200, { message: 'Cancelled.' });
      }
      return jsonReply(200, plan(premium));
    });
    expect(await screen.findByTestId('current-plan', {}, { timeout: 20_000 })).toHaveTextContent(
      'Premium monthly',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByTestId('cancel-refund')).toHaveTextContent('₹50/-');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel now' }));
    expect(await screen.findByText(paymentMessages.cancelled, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('current-plan')).toHaveTextContent('Basic free plan');
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeDisabled();
    expect(calls.filter((c) => c.includes('/api/subscription'))).toEqual([
      'GET /api/subscription',
      'POST /api/subscription/cancel',
      'GET /api/subscription',
    ]);
  });

  it('asks a visitor to log in without asking the server', async () => {
    const calls = visit(() => jsonReply(200, plan(true)), false);
    const alert = (
      await screen.findByText('Please log in to manage your plan.', {}, { timeout: 20_000 })
    ).closest('.ant-alert') as HTMLElement;
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(calls.some((c) => c.includes('/api/subscription'))).toBe(false);
  });

  it('asks to log in again when the session has ended (401)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    visit(() => jsonReply(401, { message: 'Please log in.', code: 'unauthorized' }));
    expect(
      await screen.findByText('Please log in to manage your plan.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });

  it('says the plan could not be loaded, and loads it again on Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let up = false;
    visit(() => (up ? jsonReply(200, plan(false)) : new TypeError('Failed to fetch')));
    expect(
      await screen.findByText('Your plan could not be loaded.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('current-plan')).toHaveTextContent('Basic free plan');
  });
});
