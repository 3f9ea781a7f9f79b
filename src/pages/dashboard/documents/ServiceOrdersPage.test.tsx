// Document orders as a lawyer's queue: an open order names no client (no id to fetch their photo with) and still
// lists with Accept; an order gone from the queue in the meantime is refused with the server's words and the
// queue is read again. The caller's own orders come a page at a time; older ones are appended on request.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ServiceOrder } from '@contract';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';
import { warmParts } from '@/test/warmParts';

warmParts(
  () => import('./ServiceOrdersPage'),
  () => import('@/components/LazyTable'),
);

const open: ServiceOrder = {
  _id: 'so7',
  status: 'awaiting_lawyer',
  service: { _id: 's1', slug: 'nda', title: 'Non-Disclosure Agreement', category: 'drafting' },
  pricePaise: 149900,
  turnaroundDays: 2,
  revisionsAllowed: 1,
  revisionsUsed: 0,
  questionnaire: [],
  answers: {},
  files: [],
  deliveries: [],
  timeline: [],
  client: { _id: null, name: 'Client' },
  lawyer: null,
  call: null,
  paidAt: '2030-03-05T04:00:00.000Z',
  detailsAt: '2030-03-05T05:00:00.000Z',
  acceptedAt: null,
  dueAt: null,
  deliveredAt: null,
  createdAt: '2030-03-05T03:59:00.000Z',
  can: {
    pay: false,
    answer: false,
    accept: true,
    bookCall: false,
    deliver: false,
    revise: false,
    approve: false,
    cancel: false,
    review: false,
  },
};

describe('Document orders: the lawyer queue', () => {
  it('lists an open order that names no client, and says so when it was taken before Accept', async () => {
    const lists: string[] = [];
    const gone = 'Order not found, or another lawyer has already accepted it.';
    let taken = false;
    const route: FakeRoute = (request) => {
      if (request.path === '/api/validate-token')
        return jsonReply(200, { ...sampleUser, role: 'professional' });
      if (request.path === '/api/service-orders') {
        lists.push(request.method);
        return jsonReply(200, { items: taken ? [] : [open] });
      }
      if (request.path === '/api/service-orders/so7/accept') {
        taken = true;
        return jsonReply(404, { message: gone, code: 'not_found' });
      }
      return jsonReply(404, { message: 'Not found', code: 'not_found' });
    };
    const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
    renderRoute('/dashboard/service-orders', test.store);
    const accept = await screen.findByRole(
      'button',
      { name: 'Accept Non-Disclosure Agreement' },
      { timeout: 20_000 },
    );
    expect(screen.getByText('2 working days')).toBeInTheDocument();
    await userEvent.click(accept);
    expect(await screen.findByText(gone)).toBeInTheDocument();
    expect(lists).toEqual(['GET', 'GET']);
    expect(await screen.findByText('No document orders yet.', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Non-Disclosure Agreement' })).not.toBeInTheDocument();
  });

  it('appends the older orders under the newer ones on Show older orders', async () => {
    const mine = (id: string, title: string): ServiceOrder => ({
      ...open,
      _id: id,
      status: 'in_progress',
      service: { ...open.service, title },
      can: { ...open.can, accept: false },
    });
    const asked: string[] = [];
    const route: FakeRoute = (request) => {
      if (request.path === '/api/validate-token') return jsonReply(200, sampleUser);
      if (request.path.startsWith('/api/service-orders')) {
        asked.push(request.path);
        return request.path.includes('cursor=')
          ? jsonReply(200, { items: [mine('so1', 'Rent Agreement')], nextCursor: null })
          : jsonReply(200, { items: [mine('so2', 'Will Drafting')], nextCursor: 'next' });
      }
      return jsonReply(404, { message: 'Not found', code: 'not_found' });
    };
    const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
    renderRoute('/dashboard/service-orders', test.store);
    expect(
      await screen.findByRole('link', { name: 'Will Drafting' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show older orders' }));
    expect(await screen.findByRole('link', { name: 'Rent Agreement' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Will Drafting' })).toBeInTheDocument();
    expect(asked).toEqual(['/api/service-orders', '/api/service-orders?cursor=next']);
    expect(screen.queryByRole('button', { name: 'Show older orders' })).not.toBeInTheDocument();
  });
});
