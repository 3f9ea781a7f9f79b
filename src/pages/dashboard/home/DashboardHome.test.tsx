// The role-aware overview on /dashboard/schedules: the client's next consultation (countdown, Join when it is
// close), open requests and unpaid bills, the first-run hint; the lawyer's today, what waits, verification.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

/** A one-page reply of GET /api/requests. */
const requestPage = (items: unknown[]) => jsonReply(200, { items, nextCursor: null, total: items.length });

const now = new Date('2030-01-08T10:00:00.000Z'); // 3:30pm in India
const booking = (over: Record<string, unknown>) => ({
  _id: 'b1',
  lawyerId: 'l1',
  date: '2030-01-08',
  slot: '17:30',
  startAt: '2030-01-08T12:00:00.000Z',
  endAt: '2030-01-08T12:30:00.000Z',
  minutes: 30,
  mode: 'video',
  topic: 'Tenancy notice',
  pricePaise: 0,
  ratePaise: 3500,
  meteredMinutes: null,
  toBeRefundedPaise: 0,
  status: 'confirmed',
  paidAt: null,
  paymentDueAt: null,
  cancelReason: null,
  refund: null,
  myRole: 'client',
  otherParty: { _id: 'l1', name: 'Adv. Rohan Mehta', expertise: 'Civil Lawyer' },
  address: '',
  documents: [],
  reschedule: null,
  ...over,
});
const request = (id: string) => ({
  _id: id,
  title: 'Boundary wall dispute',
  description: 'Neighbour built on my land.',
  budget: 1500,
  consultationType: 'Online',
  date: '2099-01-01',
  timing: '10:30 AM',
  mention: 'rohan@demo.lexsetu.in',
  documents: [],
  expert: 'Adv. Rohan Mehta',
  image: '',
  client: 'Asha Verma',
  status: 'new',
  canAccept: false,
  canComplete: false,
  canChat: false,
  isOwner: true,
  updatedAt: '2026-03-05T10:00:00.000Z',
});
const list = (tab: string, items: unknown[], counts = { upcoming: items.length, live: 0, completed: 0 }) =>
  jsonReply(200, { tab, items, counts });

function visit(
  role: 'consumer' | 'professional',
  answers: Record<string, () => ReturnType<typeof jsonReply>>,
) {
  const route: FakeRoute = (request) => {
    if (request.path === '/api/validate-token') return jsonReply(200, { ...sampleUser, role });
    const answer = answers[request.path];
    return answer ? answer() : jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
  renderRoute('/dashboard/schedules', test.store);
  return screen.findByRole('region', { name: 'Overview' });
}

const bills = (pendingPayments: number, amountToBePaidPaise: number) => () =>
  jsonReply(200, {
    summary: { totalSpendingsPaise: 0, pendingPayments, amountToBePaidPaise, totalExperts: 0 },
    monthly: [],
    engagements: [],
    view: 'client',
    earnings: null,
  });

describe('dashboard overview', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a client the next consultation with its countdown, open requests and unpaid bills', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const overview = await visit('consumer', {
      '/api/schedules?tab=upcoming': () =>
        list('upcoming', [
          booking({ _id: 'b2', topic: 'Later one', date: '2030-01-10', startAt: '2030-01-10T06:00:00.000Z' }),
          booking({}),
        ]),
      '/api/schedules?tab=live': () => list('live', []),
      '/api/requests?tab=new': () => requestPage([request('r1'), request('r2')]),
      '/api/requests?tab=on-going': () => requestPage([{ ...request('r3'), status: 'on-going' }]),
      '/api/bills?period=All+Data&q=': bills(1, 105000),
    });
    const next = await within(overview).findByText('Tenancy notice');
    const card = next.closest('.panel') as HTMLElement;
    expect(within(card).getByText('Starts in 2 h')).toBeInTheDocument();
    expect(within(card).getByText('Today, 5:30pm')).toBeInTheDocument();
    expect(within(card).getByText('Join opens 10 minutes before the start.')).toBeInTheDocument();
    const requests = (await within(overview).findByText('Open requests')).closest('.panel') as HTMLElement;
    expect(within(requests).getByText('3')).toBeInTheDocument();
    const unpaid = within(overview).getByText('Unpaid bills').closest('.panel') as HTMLElement;
    expect(within(unpaid).getByText('1 consultation to pay')).toBeInTheDocument();
    expect(within(unpaid).getByText('₹1,050/-')).toBeInTheDocument();
    expect(within(overview).queryByText('Welcome to LexSetu')).not.toBeInTheDocument();
  });

  it('names the day of a next consultation further off as a person reads it, not as ISO', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const overview = await visit('consumer', {
      '/api/schedules?tab=upcoming': () =>
        list('upcoming', [
          booking({ date: '2030-01-10', slot: '11:00', startAt: '2030-01-10T05:30:00.000Z' }),
        ]),
      '/api/schedules?tab=live': () => list('live', []),
      '/api/requests?tab=new': () => requestPage([]),
      '/api/requests?tab=on-going': () => requestPage([]),
      '/api/bills?period=All+Data&q=': bills(0, 0),
    });
    const card = (await within(overview).findByText('Tenancy notice')).closest('.panel') as HTMLElement;
    expect(within(card).getByText('Thu 10 Jan, 11:00am')).toBeInTheDocument();
  });

  it('offers Join when the consultation is live', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const overview = await visit('consumer', {
      '/api/schedules?tab=upcoming': () => list('upcoming', []),
      '/api/schedules?tab=live': () => list('live', [booking({ startAt: '2030-01-08T09:50:00.000Z' })]),
    });
    expect(await within(overview).findByText('Live now')).toBeInTheDocument();
    expect(within(overview).getByRole('button', { name: 'Join' })).toBeInTheDocument();
  });

  it('greets a client with nothing yet: find a lawyer, first consultation free', async () => {
    const overview = await visit('consumer', {
      '/api/schedules?tab=upcoming': () => list('upcoming', []),
      '/api/schedules?tab=live': () => list('live', []),
      '/api/requests?tab=new': () => requestPage([]),
      '/api/requests?tab=on-going': () => requestPage([]),
    });
    expect(await within(overview).findByText('Welcome to LexSetu')).toBeInTheDocument();
    expect(within(overview).getByText(/your first consultation is free/)).toBeInTheDocument();
    expect(within(overview).getByRole('button', { name: 'Find a lawyer' })).toBeInTheDocument();
  });

  it('shows a lawyer today, what waits for an answer and the pending-verification banner', async () => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    const overview = await visit('professional', {
      '/api/schedules?tab=upcoming': () =>
        list('upcoming', [
          booking({ myRole: 'lawyer', otherParty: { _id: 'c1', name: 'Asha Verma', expertise: '' } }),
          booking({ _id: 'b3', status: 'pending_approval', date: '2030-01-09', topic: 'Will' }),
          booking({
            _id: 'b4',
            date: '2030-01-11',
            topic: 'Lease',
            reschedule: { _id: 'r1', date: '2030-01-12', slot: '11:00', proposedByMe: false },
          }),
        ]),
      '/api/schedules?tab=live': () => list('live', []),
      '/api/requests?tab=new': () => requestPage([request('r1')]),
      '/api/profile/lawyer': () =>
        jsonReply(200, {
          _id: 'u1',
          profile: null,
          status: 'pending',
          rejectionReason: null,
          certificate: null,
        }),
    });
    expect(await within(overview).findByText('Your profile is waiting for verification')).toBeInTheDocument();
    const today = within(overview).getByRole('list', { name: "Today's consultations" });
    expect(within(today).getAllByRole('listitem')).toHaveLength(1);
    expect(within(today).getByText(/Tenancy notice/)).toBeInTheDocument();
    const waiting = within(overview).getByText('Waiting for you').closest('.panel') as HTMLElement;
    const figure = (name: string) => within(waiting).getByText(name).nextElementSibling;
    expect(figure('New requests')).toHaveTextContent('1');
    expect(figure('Approvals')).toHaveTextContent('1');
    expect(figure('Reschedule proposals')).toHaveTextContent('1');
    expect(within(overview).getByText('Pending verification')).toBeInTheDocument();
  });
});
