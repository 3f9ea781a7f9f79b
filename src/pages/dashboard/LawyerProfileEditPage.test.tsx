// The lawyer's profile editor inside the dashboard (issue #21): the side navigation's 'Lawyer profile' opens it
// in the dashboard frame, titled for editing; a pending profile shows the verification banner; a verified one
// saves changes without a new review and links to the profile as clients see it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';
import { warmParts } from '@/test/warmParts';

warmParts(() => import('@/pages/auth/LawyerProfileFormBody'));

const professional = {
  _id: 'P1',
  name: 'Adv. Neha Rao',
  email: 'neha@example.in',
  role: 'professional',
  hasPhoto: false,
};
const saved = {
  practiceAreas: ['Property'],
  languages: ['English', 'Tamil'],
  city: 'Chennai',
  state: 'Tamil Nadu',
  officeAddress: 'Chamber 18, Advocates Block, Parrys',
  yearsExperience: 9,
  ratePaise: 4500,
  bio: 'Advocate in Chennai advising on property and tenancy matters for nine years.',
  enrolmentNumber: 'TN/1234/2015',
  barCouncil: 'Bar Council of Tamil Nadu',
  enrolmentYear: 2015,
};
const certificate = {
  name: 'enrolment.pdf',
  mime: 'application/pdf',
  size: 9,
  uploadedAt: '2026-03-05T10:00:00.000Z',
};

function open(status: 'pending' | 'verified') {
  const puts: unknown[] = [];
  const route: FakeRoute = (r) => {
    if (r.path === '/api/validate-token') return jsonReply(200, professional);
    if (r.path === '/api/profile/lawyer' && r.method === 'GET')
      return jsonReply(200, { _id: 'P1', profile: saved, status, rejectionReason: null, certificate });
    if (r.path === '/api/profile/lawyer' && r.method === 'PUT') {
      puts.push(r.body);
      return jsonReply(200, { _id: 'P1', profile: r.body, status, rejectionReason: null, certificate });
    }
    if (r.path === '/api/notifications/unread-count') return jsonReply(200, { count: 0 });
    return jsonReply(200, []);
  };
  const test = createTestStore({ session: { token: 'jwt', userId: 'P1' }, route });
  renderRoute('/dashboard/practice-profile', test.store);
  return { puts };
}

describe('LawyerProfileEditPage', () => {
  it('is an editor inside the dashboard, reached from the side navigation, with the pending banner', async () => {
    open('pending');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit your lawyer profile' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Complete your lawyer profile' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(nav.querySelector('.ant-menu-item-selected')).toHaveTextContent('Lawyer profile');
    // The Create Request entry reads as a lawyer's.
    expect(within(nav).getByRole('menuitem', { name: /Requests$/ })).toBeInTheDocument();
    expect(
      await screen.findByText('Pending review: an admin is checking your enrolment details.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for verification' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See your profile as clients do' })).toBeNull();
  });

  it('a verified lawyer saves changes (no new review) and can see the profile as clients do', async () => {
    const { puts } = open('verified');
    expect(await screen.findByRole('link', { name: 'See your profile as clients do' })).toHaveAttribute(
      'href',
      '/dashboard/lawyer-profile/P1',
    );
    const city = await screen.findByLabelText('City');
    await userEvent.clear(city);
    await userEvent.type(city, 'Madurai');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ city: 'Madurai', enrolmentNumber: 'TN/1234/2015' });
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
  });

  it('tells a client there is no lawyer profile, without a request the server can only refuse', async () => {
    const { store, fetchMock } = createTestStore({
      session: { token: 'jwt', userId: 'u1' },
      route: (r) => (r.path === '/api/validate-token' ? jsonReply(200, sampleUser) : jsonReply(200, [])),
    });
    renderRoute('/dashboard/practice-profile', store);
    expect(await screen.findByText('Only professional accounts have a lawyer profile.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([path]) => String(path))).not.toContain('/api/profile/lawyer');
  });
});
