// A package's public page: what is included and who drafts it from GET /api/services/:slug; Buy now creates the
// order and goes to its payment; a visitor is asked to log in first.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Service } from '@contract';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const service: Service = {
  _id: 's2',
  slug: 'agreement-to-sale-drafting',
  title: 'Agreement to Sale Drafting',
  category: 'drafting',
  pricePaise: 349900,
  gstPercent: 18,
  gstPaise: 53375,
  turnaroundDays: 3,
  revisions: 2,
  description: 'An agreement to sale for your property.',
  included: ['First draft from your answers', 'A call with the lawyer'],
  provides: ['Property description'],
  questionnaire: [],
  draftedBy: 'A verified LexSetu lawyer drafts it.',
  retired: false,
};

function visit(signedIn: boolean) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const route: FakeRoute = (request) => {
    calls.push(request);
    if (request.path === '/api/validate-token') return jsonReply(200, sampleUser);
    if (request.path === '/api/services/agreement-to-sale-drafting') return jsonReply(200, service);
    if (request.path === '/api/service-orders' && request.method === 'POST')
      return jsonReply(404, { message: 'stop here', code: 'not_found' });
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const test = createTestStore({ session: signedIn ? { token: 'jwt', userId: 'u1' } : null, route });
  renderRoute('/documents/agreement-to-sale-drafting', test.store);
  return calls;
}

describe('Document package page', () => {
  it('shows the price, what is included, who drafts it, and sends Buy now to the order endpoint', async () => {
    const calls = visit(true);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agreement to Sale Drafting' }),
    ).toBeInTheDocument();
    expect(screen.getByText('First draft from your answers')).toBeInTheDocument();
    expect(screen.getByText('A verified LexSetu lawyer drafts it.')).toBeInTheDocument();
    expect(screen.getByText(/₹3,499\/-/)).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Buy now: Agreement to Sale Drafting for ₹3,499/-' }),
    );
    expect(await screen.findByText('stop here')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/service-orders')?.body).toEqual({ serviceId: 's2' });
  });

  it('asks a visitor to log in to buy', async () => {
    visit(false);
    expect(await screen.findByRole('link', { name: 'Log in to buy' })).toHaveAttribute('href', '/login');
  });
});
