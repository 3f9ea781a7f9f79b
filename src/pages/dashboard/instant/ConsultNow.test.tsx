// Consult now on the screens (#58): the Available now chip narrows Find experts (and says so in the address),
// an available lawyer's card offers Consult now, the wallet check says how much to top up, the ringing dialog
// says when the lawyer declined and offers another lawyer; a lawyer's dashboard rings with the caller and topic
// and Accept opens the consultation's room.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const priya = {
  _id: 'L1',
  name: 'Priya Sharma',
  type: 'Family Lawyer',
  image: null,
  city: 'Chennai',
  languages: ['English', 'Tamil'],
  ratePaise: 3_000,
  verified: true,
  practiceAreas: ['Family'],
  yearsExperience: 14,
  nextSlot: null,
  availableNow: true,
};
const instant = (over: Record<string, unknown> = {}) => ({
  _id: 'i1',
  state: 'ringing',
  ringingUntil: '2030-01-08T10:01:00.000Z',
  myRole: 'client',
  lawyer: { _id: 'L1', name: 'Priya Sharma' },
  client: { _id: 'u1', name: 'Asha Verma' },
  topic: 'Maintenance after divorce',
  ratePaise: 3_000,
  minutes: 0,
  chargedPaise: 0,
  balancePaise: 50_000,
  acceptedAt: null,
  endedAt: null,
  endReason: null,
  room: null,
  invoice: null,
  ...over,
});

function clientApi(balancePaise: number, searches: string[], states: string[] = []): FakeRoute {
  return ({ method, path }) => {
    const url = new URL(path, 'http://x');
    if (url.pathname === '/api/validate-token') return jsonReply(200, sampleUser);
    if (url.pathname === '/api/experts/top-searches') return jsonReply(200, { names: [], expertise: [] });
    if (url.pathname === '/api/experts') {
      searches.push(url.search);
      const items = url.searchParams.get('availableNow') === 'true' ? [priya] : [];
      return jsonReply(200, { items, total: items.length, page: 1, pageSize: 20 });
    }
    if (url.pathname === '/api/wallet')
      return jsonReply(200, { balancePaise, entries: [], nextCursor: null });
    if (method === 'POST' && url.pathname === '/api/instant-consultations') return jsonReply(201, instant());
    if (url.pathname === '/api/instant-consultations/i1')
      return jsonReply(200, instant({ state: states.shift() ?? 'ringing' }));
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
}

async function openAvailable(balancePaise: number, states: string[] = []) {
  const searches: string[] = [];
  const { store } = createTestStore({
    session: { token: 'jwt', userId: 'u1' },
    route: clientApi(balancePaise, searches, states),
  });
  const view = renderRoute('/dashboard/find-experts', store);
  const user = userEvent.setup();
  const chip = await screen.findByRole('button', { name: /Available now/ }, { timeout: 20_000 });
  expect(chip).toHaveAttribute('aria-pressed', 'false');
  await user.click(chip);
  expect(chip).toHaveAttribute('aria-pressed', 'true');
  const card = await screen.findByRole('article', { name: 'Priya Sharma' }, { timeout: 10_000 });
  return { store, view, user, card, searches };
}

describe('Consult now, the client', () => {
  it('the Available now chip searches only available lawyers and keeps it in the address', async () => {
    const { view, card, searches } = await openAvailable(50_000);
    expect(searches.at(-1)).toContain('availableNow=true');
    expect(view.router.state.location.search).toBe('?availableNow=true');
    expect(within(card).getByText('Available now')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Consult now/ })).toBeInTheDocument();
  }, 60_000);

  it('says how much to top up when the wallet holds less than 5 minutes, and links to the wallet', async () => {
    const { user, card } = await openAvailable(10_000);
    await user.click(within(card).getByRole('button', { name: /Consult now/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Consult Priya Sharma now' });
    await user.click(within(dialog).getByRole('button', { name: 'Call Priya Sharma now' }));
    // ₹30 × 5 = ₹150 needed, ₹100 held.
    expect(await within(dialog).findByText('Your wallet needs ₹50/- more')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Top up your wallet' })).toHaveAttribute(
      'href',
      '/dashboard/wallet',
    );
  }, 60_000);

  it('rings the lawyer, then says they declined and offers another available lawyer', async () => {
    const { user, card } = await openAvailable(50_000, ['ringing', 'declined']);
    await user.click(within(card).getByRole('button', { name: /Consult now/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Consult Priya Sharma now' });
    await user.type(within(dialog).getByRole('textbox'), 'Maintenance after divorce');
    await user.click(within(dialog).getByRole('button', { name: 'Call Priya Sharma now' }));
    expect(await within(dialog).findByText('Ringing Priya Sharma…')).toBeInTheDocument();
    expect(within(dialog).getByText(/seconds left to answer/)).toBeInTheDocument();
    expect(
      await within(dialog).findByText(
        'Priya Sharma declined the call. Nothing was charged.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pick another available lawyer' })).toBeInTheDocument();
  }, 60_000);
});

describe("Consult now on a lawyer's profile", () => {
  const profile = {
    ...priya,
    email: null,
    profession: 'Family Lawyer',
    followers: 10,
    clients: 4,
    positiveRatings: 90,
    description: 'Family matters, explained plainly.',
    enrolmentNumber: 'TN/1/2010',
    barCouncil: 'Bar Council of Tamil Nadu',
    enrolmentYear: 2010,
    state: 'Tamil Nadu',
    followedByMe: false,
    premium: false,
  };
  function openProfile(availableNow: boolean) {
    const route: FakeRoute = ({ path }) => {
      const url = new URL(path, 'http://x');
      if (url.pathname === '/api/validate-token') return jsonReply(200, sampleUser);
      if (url.pathname === '/api/experts/L1') return jsonReply(200, { ...profile, availableNow });
      return jsonReply(200, { items: [], total: 0, page: 1, pageSize: 10 });
    };
    const { store } = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
    renderRoute('/dashboard/lawyer-profile/L1', store);
  }

  it('offers Consult now while the lawyer is available now', async () => {
    openProfile(true);
    const actions = await screen.findByRole('group', { name: 'Actions' }, { timeout: 20_000 });
    await userEvent.click(within(actions).getByRole('button', { name: /Consult now/ }));
    expect(await screen.findByRole('dialog', { name: 'Consult Priya Sharma now' })).toBeInTheDocument();
  }, 60_000);

  it('offers only booking while the lawyer is not', async () => {
    openProfile(false);
    const actions = await screen.findByRole('group', { name: 'Actions' }, { timeout: 20_000 });
    expect(within(actions).getByRole('button', { name: 'Book consultation' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: /Consult now/ })).not.toBeInTheDocument();
  }, 60_000);
});

describe('Consult now, the lawyer', () => {
  it('rings over the dashboard with the caller and topic, and Accept opens the room', async () => {
    const lawyerUser = { ...sampleUser, _id: 'L1', name: 'Priya Sharma', role: 'professional' as const };
    const posted: string[] = [];
    const route: FakeRoute = ({ method, path }) => {
      const url = new URL(path, 'http://x');
      if (url.pathname === '/api/validate-token') return jsonReply(200, lawyerUser);
      if (url.pathname === '/api/me/available-now')
        return jsonReply(200, { availableNow: true, until: '2030-01-08T12:00:00.000Z', cap: 1 });
      if (url.pathname === '/api/instant-consultations/incoming')
        return jsonReply(200, { items: [instant({ myRole: 'lawyer' })] });
      if (method === 'POST' && url.pathname === '/api/instant-consultations/i1/accept') {
        posted.push('accept');
        return jsonReply(200, instant({ state: 'accepted', room: { kind: 'booking', id: 'i1' } }));
      }
      return jsonReply(404, { message: 'Not found', code: 'not_found' });
    };
    const { store, alerts, rings } = createTestStore({ session: { token: 'jwt', userId: 'L1' }, route });
    const view = renderRoute('/dashboard/notifications', store);
    const dialog = await screen.findByRole('dialog', { name: 'Asha Verma is calling' }, { timeout: 20_000 });
    expect(within(dialog).getByText('Maintenance after divorce')).toBeInTheDocument();
    // The app rings and notifies while the call waits.
    expect(alerts).toEqual([
      { title: 'Asha Verma is calling', body: 'Maintenance after divorce', tag: 'instant-i1' },
    ]);
    expect(rings.map((r) => r.playing)).toEqual([true]);
    expect(within(dialog).getByText(/seconds to answer/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /Accept/ }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard/consultation/i1'));
    expect(posted).toEqual(['accept']);
    expect(rings.map((r) => r.playing)).toEqual([false]);
  }, 60_000);
});
