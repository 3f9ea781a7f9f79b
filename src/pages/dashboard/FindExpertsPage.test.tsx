import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '@contract';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';
import { searchDebounceMs } from '@/stores/ExpertsStore';

/**
 * Types on a fake clock: however slowly this machine renders each keystroke, no debounce time passes between
 * keys (on a real clock a busy CI machine took longer than the debounce per key and searched 'ha').
 */
async function typeOnFakeClock(box: HTMLElement, text: string) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // Testing Library flushes with setTimeout(0) after each event and advances it only for a `jest` clock.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  await user.type(box, text);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const priya = {
  _id: 'L1',
  name: 'Priya Sharma',
  type: 'Family Lawyer',
  image: null,
  city: 'Chennai',
  languages: ['English', 'Tamil'],
  ratePaise: 3100,
  verified: true,
  practiceAreas: ['Family', 'Property', 'Civil', 'Consumer', 'Labor'],
  yearsExperience: 14,
  // Tuesday 8 January 2030, 10:00 in India.
  nextSlot: '2030-01-08T04:30:00.000Z',
};

function fakeApi(
  searched: string[],
  queries: string[] = [],
  failures: { searches: number } = { searches: 0 },
): FakeRoute {
  return ({ path }) => {
    const url = new URL(path, 'http://x');
    if (url.pathname === '/api/validate-token') return jsonReply(200, sampleUser);
    if (url.pathname === '/api/experts/L1/availability')
      return jsonReply(200, {
        date: url.searchParams.get('date'),
        slots: ['10:00', '10:30'],
        minutes: 30,
        ratePaise: 3100,
        pricePaise: 93000,
        firstConsultation: false,
        officeAddress: '',
      });
    if (url.pathname === '/api/experts' && failures.searches > 0) {
      failures.searches -= 1;
      searched.push(url.searchParams.get('q') ?? '');
      return jsonReply(500, { message: 'Internal error', code: 'internal' });
    }
    if (url.pathname === '/api/experts/top-searches')
      return jsonReply(200, { names: ['Priya Sharma', 'Rohan Mehta'], expertise: ['Property', 'Family'] });
    if (url.pathname === '/api/experts') {
      const q = url.searchParams.get('q') ?? '';
      searched.push(q);
      queries.push(url.search);
      const filteredToPriya = url.searchParams.get('language') === 'Tamil';
      const items = /priya|family|arm/i.test(q) || filteredToPriya ? [priya] : [];
      return jsonReply(200, { items, total: items.length, page: 1, pageSize: 50 });
    }
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
}

async function open(path = '/dashboard/find-experts', failures = { searches: 0 }) {
  const searched: string[] = [];
  const queries: string[] = [];
  const test = createTestStore({
    session: { token: 'jwt', userId: 'u1' },
    route: fakeApi(searched, queries, failures),
  });
  const view = renderRoute(path, test.store);
  await screen.findByRole('heading', { level: 1, name: 'Find experts by expertise, skills or names' });
  return { ...test, ...view, searched, queries };
}

describe('FindExpertsPage', () => {
  it('keeps what was typed when the saved reduce-motion setting arrives after the page showed', async () => {
    // antd used to restructure below its theme when motion was first turned off: the whole screen remounted,
    // the guard checked the token again and the typed search was gone (an e2e run after the axe spec).
    let release!: () => void;
    const settingsSent = new Promise<void>((done) => (release = done));
    let guardChecks = 0;
    const others = fakeApi([]);
    const route: FakeRoute = (request) => {
      const { pathname } = new URL(request.path, 'http://x');
      if (pathname === '/api/validate-token') guardChecks += 1;
      if (pathname === '/api/settings')
        return settingsSent.then(() =>
          jsonReply(200, { ...defaultSettings, reduceMotion: true }),
        ) as unknown as Response;
      return others(request);
    };
    const { store } = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
    renderRoute('/dashboard/find-experts', store);
    const box = await screen.findByRole('searchbox', { name: 'Search experts' });
    await userEvent.type(box, 'Priya');
    act(() => release());
    await waitFor(() => expect(store.ui.reduceMotion).toBe(true));
    expect(screen.getByRole('searchbox', { name: 'Search experts' })).toHaveValue('Priya');
    expect(guardChecks).toBe(1);
  });

  it('prompts for a search and lists the top searches', async () => {
    await open();
    expect(screen.getByText('Search for experts.')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search by expertise, name')).toBeInTheDocument();
    const names = await screen.findByRole('region', { name: 'Top searches in Names' });
    expect(
      within(names)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Priya Sharma', 'Rohan Mehta']);
    expect(screen.getByRole('region', { name: 'Top searches in Expertise' })).toHaveTextContent('Property');
    const box = screen.getByText('Search for experts.').parentElement!;
    // As declared (jsdom's computed style turns 70vh into pixels of its own window).
    expect(box.style).toMatchObject({ maxHeight: '70vh', overflowY: 'auto' });
  });

  it('searches once after typing stops and links each expert to their profile', async () => {
    const { searched, router } = await open();
    await typeOnFakeClock(screen.getByRole('searchbox', { name: 'Search experts' }), 'harm');
    expect(searched).toEqual([]);
    await vi.advanceTimersByTimeAsync(searchDebounceMs - 1);
    expect(searched).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    const link = await screen.findByRole('link', { name: /Priya Sharma/ });
    expect(link).toHaveTextContent('Family Lawyer');
    expect(link).toHaveAttribute('href', '/dashboard/lawyer-profile/L1');
    expect(searched).toEqual(['harm']);
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/lawyer-profile/L1'));
  });

  it('runs a chip search, says when nobody matches, and clears on a blank query', async () => {
    const { searched } = await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Property' }));
    expect(screen.getByRole('searchbox', { name: 'Search experts' })).toHaveValue('Property');
    expect(await screen.findByText('No experts found.')).toBeInTheDocument();
    expect(searched).toEqual(['Property']);
    const box = screen.getByRole('searchbox', { name: 'Search experts' });
    await userEvent.clear(box);
    await typeOnFakeClock(box, '   ');
    await vi.advanceTimersByTimeAsync(searchDebounceMs * 2);
    vi.useRealTimers();
    expect(await screen.findByText('Search for experts.')).toBeInTheDocument();
    expect(searched).toEqual(['Property']);
  });

  it('opens filtered by the address (the consultation landing, Property registration) and searches at once', async () => {
    const { queries, router } = await open('/dashboard/find-experts?language=tamil&area=property');
    const link = await screen.findByRole('link', { name: /Priya Sharma/ });
    expect(link).toHaveAttribute('href', '/dashboard/lawyer-profile/L1');
    expect(queries).toHaveLength(1);
    const sent = new URLSearchParams(queries[0]);
    // The address's values become the options the API's filters take (practice area and language names).
    expect(sent.get('area')).toBe('Property');
    expect(sent.get('language')).toBe('Tamil');
    expect(sent.get('q')).toBe('');
    expect(screen.getByRole('combobox', { name: 'Practice area' })).toHaveValue('Property');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('Tamil');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveDisplayValue('City');
    await waitFor(() => expect(router.state.location.search).toBe('?area=Property&language=Tamil'));
  });

  it('keeps the search and filters in the address as they change', async () => {
    const { router, queries } = await open('/dashboard/find-experts?area=Property');
    await screen.findByText('No experts found.');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Tamil');
    await waitFor(() => expect(router.state.location.search).toBe('?area=Property&language=Tamil'));
    expect(await screen.findByRole('link', { name: /Priya Sharma/ })).toBeInTheDocument();

    await typeOnFakeClock(screen.getByRole('searchbox', { name: 'Search experts' }), 'harm');
    await vi.advanceTimersByTimeAsync(searchDebounceMs);
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.search).toBe('?q=harm&area=Property&language=Tamil'));
    expect(new URLSearchParams(queries.at(-1)).get('q')).toBe('harm');
  });

  it('follows the address when it changes from outside, and ignores values it does not offer', async () => {
    const { router, searched } = await open('/dashboard/find-experts?area=Astrology');
    expect(screen.getByText('Search for experts.')).toBeInTheDocument();
    expect(searched).toEqual([]);
    await act(() => router.navigate('/dashboard/find-experts?q=Priya'));
    expect(screen.getByRole('searchbox', { name: 'Search experts' })).toHaveValue('Priya');
    expect(await screen.findByRole('link', { name: /Priya Sharma/ })).toBeInTheDocument();
    await act(() => router.navigate('/dashboard/find-experts'));
    expect(screen.getByRole('searchbox', { name: 'Search experts' })).toHaveValue('');
    expect(await screen.findByText('Search for experts.')).toBeInTheDocument();
  });

  it('shows on each card what a client chooses by: verified, title, city, languages, experience, areas, fee, next slot', async () => {
    await open('/dashboard/find-experts?q=priya');
    const card = await screen.findByRole('article', { name: 'Priya Sharma' });
    for (const text of [
      'Verified',
      'Family Lawyer',
      'Chennai',
      'English, Tamil',
      '14 years experience',
      '₹31/-',
      'Tue 8 Jan, 10:00am',
    ])
      expect(within(card).getByText(text, { exact: false })).toBeInTheDocument();
    // Three practice areas, then how many more (the profile lists them all).
    const areas = within(card).getByRole('list', { name: 'Practice areas' });
    expect(
      within(areas)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Family', 'Property', 'Civil', '+2 more']);
    expect(within(card).getByRole('button', { name: 'Book' })).toBeInTheDocument();
  });

  it('says when a lawyer has no free slot in the next 7 days', async () => {
    const test = createTestStore({
      session: { token: 'jwt', userId: 'u1' },
      route: (request) => {
        const url = new URL(request.path, 'http://x');
        if (url.pathname === '/api/experts')
          return jsonReply(200, { items: [{ ...priya, nextSlot: null }], total: 1, page: 1, pageSize: 20 });
        return fakeApi([])(request);
      },
    });
    renderRoute('/dashboard/find-experts?q=priya', test.store);
    const card = await screen.findByRole('article', { name: 'Priya Sharma' });
    expect(within(card).getByText('No free slot in the next 7 days')).toBeInTheDocument();
  });

  it('View profile opens the lawyer profile', async () => {
    const { router } = await open('/dashboard/find-experts?q=priya');
    const card = await screen.findByRole('article', { name: 'Priya Sharma' });
    const view = within(card).getByRole('link', { name: 'View profile' });
    expect(view).toHaveAttribute('href', '/dashboard/lawyer-profile/L1');
    await userEvent.click(view);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/lawyer-profile/L1'));
  });

  it('Book opens the booking form at the next free slot', async () => {
    await open('/dashboard/find-experts?q=priya');
    const card = await screen.findByRole('article', { name: 'Priya Sharma' });
    await userEvent.click(within(card).getByRole('button', { name: 'Book' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Book consultation with Priya Sharma');
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2030-01-08');
    expect(await within(dialog).findByLabelText('Time slot')).toHaveValue('10:00');
  });

  it('draws skeleton cards while the search runs', async () => {
    await open();
    await typeOnFakeClock(screen.getByRole('searchbox', { name: 'Search experts' }), 'priya');
    expect(screen.getByRole('status', { name: 'Searching' })).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(searchDebounceMs);
    vi.useRealTimers();
    expect(await screen.findByRole('article', { name: 'Priya Sharma' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Searching' })).toBeNull();
  });

  it('offers to clear the filters when nobody matches them', async () => {
    const { router } = await open('/dashboard/find-experts?city=Kochi&area=Property');
    expect(await screen.findByText('No experts found.')).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    // One beside the filters, one in the empty state.
    expect(clear).toHaveLength(2);
    await userEvent.click(clear[1]!);
    expect(await screen.findByText('Search for experts.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('says when the search failed and searches again on Retry', async () => {
    const { searched } = await open('/dashboard/find-experts?q=priya', { searches: 1 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Search failed. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('article', { name: 'Priya Sharma' })).toBeInTheDocument();
    expect(searched).toEqual(['priya', 'priya']);
  });

  it("offers no Book on the signed-in lawyer's own card", async () => {
    const test = createTestStore({
      session: { token: 'jwt', userId: 'u1' },
      route: (request) => {
        const url = new URL(request.path, 'http://x');
        if (url.pathname === '/api/experts')
          return jsonReply(200, {
            items: [{ ...priya, _id: sampleUser._id }],
            total: 1,
            page: 1,
            pageSize: 20,
          });
        return fakeApi([])(request);
      },
    });
    renderRoute('/dashboard/find-experts?q=priya', test.store);
    const card = await screen.findByRole('article', { name: 'Priya Sharma' });
    expect(within(card).getByRole('link', { name: 'View profile' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Book' })).toBeNull();
  });
});
