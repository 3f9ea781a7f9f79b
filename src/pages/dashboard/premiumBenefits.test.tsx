// The premium benefits in the renderer: a premium lawyer is highlighted in Find experts (in the order the server
// sent) and on their profile; a Basic client past the month's consultations is told so, with a link to Pricing.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { consultationLimitMessage } from '@contract';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const summary = (id: string, name: string, premium: boolean) => ({
  _id: id,
  name,
  type: 'Family Lawyer',
  image: null,
  city: 'Chennai',
  languages: ['Tamil'],
  ratePaise: 3100,
  verified: true,
  premium,
});
// Relevance then name, as the server ranks them: the premium member stays in the middle.
const results = [
  summary('L1', 'Anita Rao', false),
  summary('L2', 'Priya Sharma', true),
  summary('L3', 'Zoya Khan', false),
];

const profile = (premium: boolean) => ({
  _id: 'L2',
  name: 'Priya Sharma',
  email: 'priya@example.in',
  profession: 'Family Lawyer',
  image: null,
  ratePaise: 3100,
  followers: 10,
  clients: 4,
  positiveRatings: 90,
  description: 'Family matters.',
  enrolmentNumber: 'TN/1/2010',
  barCouncil: 'Bar Council of Tamil Nadu',
  enrolmentYear: 2010,
  yearsExperience: 14,
  practiceAreas: ['Family'],
  languages: ['Tamil'],
  city: 'Chennai',
  state: 'Tamil Nadu',
  verified: true,
  followedByMe: false,
  premium,
});

function open(path: string, { premium = true, bookingReply = jsonReply(201, {}) } = {}) {
  const route: FakeRoute = ({ method, path: p }) => {
    const url = new URL(p, 'http://x');
    if (url.pathname === '/api/validate-token') return jsonReply(200, sampleUser);
    if (url.pathname === '/api/notifications/unread-count') return jsonReply(200, { count: 0 });
    if (url.pathname === '/api/experts/top-searches') return jsonReply(200, { names: [], expertise: [] });
    if (url.pathname === '/api/experts')
      return jsonReply(200, { items: results, total: 3, page: 1, pageSize: 20 });
    if (url.pathname === '/api/experts/L2') return jsonReply(200, profile(premium));
    if (url.pathname === '/api/experts/L2/availability')
      return jsonReply(200, {
        date: url.searchParams.get('date'),
        slots: ['10:00', '10:30'],
        minutes: 30,
        ratePaise: 3100,
        pricePaise: 93000,
        firstConsultation: false,
        officeAddress: '',
      });
    if (url.pathname === '/api/bookings' && method === 'POST') return bookingReply;
    return jsonReply(200, []);
  };
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
  return renderRoute(path, test.store);
}

describe('premium highlight', () => {
  it('marks the premium member in Find experts without reordering the results', async () => {
    open('/dashboard/find-experts?language=tamil');
    const list = await screen.findByRole('list', { name: 'Experts' }, { timeout: 20_000 });
    const rows = within(list).getAllByRole('article');
    expect(
      rows.map((r) => within(r).getByRole('link', { name: 'View profile' }).getAttribute('href')),
    ).toEqual(['L1', 'L2', 'L3'].map((id) => `/dashboard/lawyer-profile/${id}`));
    expect(within(rows[1]).getByText('Premium member')).toBeInTheDocument();
    expect(rows[1]).toHaveClass('expert-card-premium');
    for (const plain of [rows[0], rows[2]]) {
      expect(within(plain).queryByText('Premium member')).toBeNull();
      expect(plain).not.toHaveClass('expert-card-premium');
    }
  });

  it("shows 'Premium member' on a premium lawyer's profile only", async () => {
    const view = open('/dashboard/lawyer-profile/L2');
    const card = await screen.findByRole('article', { name: 'Priya Sharma' }, { timeout: 20_000 });
    expect(within(card).getByText('Premium member')).toBeInTheDocument();
    view.unmount();
    open('/dashboard/lawyer-profile/L2', { premium: false });
    const plain = await screen.findByRole('article', { name: 'Priya Sharma' });
    expect(within(plain).queryByText('Premium member')).toBeNull();
  });
});

describe('monthly consultation limit', () => {
  it('says the Basic plan allowance is used up and links to Pricing', async () => {
    const { router } = open('/dashboard/lawyer-profile/L2', {
      premium: false,
      bookingReply: jsonReply(403, { message: consultationLimitMessage, code: 'consultation_limit_reached' }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Book consultation' }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2030-01-08' } });
    await userEvent.selectOptions(await within(dialog).findByLabelText('Time slot'), '10:00');
    await userEvent.type(within(dialog).getByLabelText('What is it about?'), 'Custody question');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book and pay' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(consultationLimitMessage);
    await userEvent.click(
      within(dialog).getByRole('link', { name: /Premium plans for unlimited consultations/ }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });

  it('offers no Pricing link for other booking failures', async () => {
    open('/dashboard/lawyer-profile/L2', {
      premium: false,
      bookingReply: jsonReply(409, {
        message: 'This slot has just been booked. Please choose another.',
        code: 'conflict',
      }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Book consultation' }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2030-01-08' } });
    await userEvent.selectOptions(await within(dialog).findByLabelText('Time slot'), '10:00');
    await userEvent.type(within(dialog).getByLabelText('What is it about?'), 'Custody question');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book and pay' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This slot has just been booked');
    expect(within(dialog).queryByRole('link', { name: /Premium plans/ })).toBeNull();
  });
});
