// The order page as a client sees it: the landing's four steps, the questionnaire after payment, versions with
// their notes, a revision sent to the declared endpoint.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ServiceOrder } from '@contract';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';
import { warmParts } from '@/test/warmParts';

warmParts(
  () => import('./ServiceOrderRoute'),
  () => import('./ServiceOrderPage'),
);

const base: ServiceOrder = {
  _id: 'so1',
  status: 'awaiting_lawyer',
  service: {
    _id: 's1',
    slug: 'agreement-to-sale-drafting',
    title: 'Agreement to Sale Drafting',
    category: 'drafting',
  },
  pricePaise: 349900,
  turnaroundDays: 3,
  revisionsAllowed: 2,
  revisionsUsed: 0,
  questionnaire: [
    { id: 'seller', label: 'Seller (name and address)', type: 'party', required: true },
    { id: 'price', label: 'Sale price (₹)', type: 'money', required: true },
    { id: 'deed', label: 'Title deed', type: 'file', required: false },
  ],
  answers: {},
  files: [],
  deliveries: [],
  timeline: [{ kind: 'paid', text: 'Paid', at: '2030-03-05T04:00:00.000Z', actor: 'Asha Verma' }],
  client: { _id: 'u1', name: 'Asha Verma' },
  lawyer: null,
  call: null,
  paidAt: '2030-03-05T04:00:00.000Z',
  detailsAt: null,
  acceptedAt: null,
  dueAt: null,
  deliveredAt: null,
  createdAt: '2030-03-05T03:59:00.000Z',
  can: {
    pay: false,
    answer: true,
    accept: false,
    bookCall: false,
    deliver: false,
    revise: false,
    approve: false,
    cancel: true,
    review: false,
  },
};

function visit(order: ServiceOrder) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let reviewed = false;
  const route: FakeRoute = (request) => {
    calls.push(request);
    if (request.path === '/api/validate-token') return jsonReply(200, sampleUser);
    if (request.path === '/api/service-orders/so1')
      return jsonReply(200, reviewed ? { ...order, can: { ...order.can, review: false } } : order);
    if (request.path === '/api/reviews') {
      reviewed = true;
      return jsonReply(201, {
        _id: 'R1',
        stars: 5,
        text: 'Clear and quick.',
        recommend: null,
        author: 'Asha V.',
        createdAt: '2030-03-07T10:00:00.000Z',
        reply: null,
      });
    }
    if (request.path === '/api/service-orders/so1/revision')
      return jsonReply(200, {
        ...order,
        status: 'revision_requested',
        can: { ...order.can, revise: false, approve: false },
      });
    if (request.path === '/api/service-orders/so1/approve')
      return jsonReply(200, {
        ...order,
        status: 'delivered',
        can: { ...order.can, revise: false, approve: false },
      });
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
  renderRoute('/dashboard/service-orders/so1', test.store);
  return calls;
}

describe('Document order page', () => {
  it('shows the four steps and asks the questionnaire once paid', async () => {
    visit(base);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agreement to Sale Drafting' }),
    ).toBeInTheDocument();
    for (const step of [
      'Select the document',
      'Add your details',
      'Schedule a call or chat',
      'Collect your document',
    ])
      expect(screen.getByText(step)).toBeInTheDocument();
    expect(screen.getByLabelText('Seller (name and address)')).toBeInTheDocument();
    expect(screen.getByLabelText('Title deed (optional)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send details' })).toBeInTheDocument();
    expect(screen.getByText('Awaiting a lawyer')).toBeInTheDocument();
  });

  it('lists versions with their notes and downloads, and sends a revision to the declared endpoint', async () => {
    const delivered: ServiceOrder = {
      ...base,
      status: 'in_progress',
      detailsAt: base.paidAt,
      lawyer: { _id: 'l1', name: 'Adv. Rohan Mehta' },
      deliveries: [
        {
          _id: 'f1',
          name: 'Agreement v1.pdf',
          size: 2048,
          createdAt: base.paidAt!,
          version: 1,
          note: 'First version',
          kind: 'delivery',
        },
      ],
      can: { ...base.can, answer: false, cancel: false, revise: true, approve: true },
    };
    const calls = visit(delivered);
    expect(await screen.findByText('Version 1')).toBeInTheDocument();
    expect(screen.getByText(/First version/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Agreement v1.pdf' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/What should change/), 'Add the parking slot.');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a revision' }));
    expect(await screen.findByText('Revision requested')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/service-orders/so1/revision')?.body).toEqual({
      comments: 'Add the parking slot.',
    });
  });

  it('sends a review of the delivered order, and then no longer asks for one', async () => {
    const done: ServiceOrder = {
      ...base,
      status: 'delivered',
      detailsAt: base.paidAt,
      deliveredAt: base.paidAt,
      lawyer: { _id: 'l1', name: 'Adv. Rohan Mehta' },
      can: { ...base.can, answer: false, cancel: false, review: true },
    };
    const calls = visit(done);
    await userEvent.type(await screen.findByLabelText('Your review'), 'Clear and quick.');
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Thank you for your review.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/reviews')?.body).toEqual({
      serviceOrderId: 'so1',
      stars: 5,
      text: 'Clear and quick.',
    });
    expect(screen.queryByRole('button', { name: 'Send review' })).not.toBeInTheDocument();
  });
});
