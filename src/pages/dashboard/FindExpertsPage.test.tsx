import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';
import { searchDebounceMs } from './FindExpertsPage';

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
};

function fakeApi(searched: string[], queries: string[] = []): FakeRoute {
  return ({ path }) => {
    const url = new URL(path, 'http://x');
    if (url.pathname === '/api/validate-token') return jsonReply(200, sampleUser);
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

async function open(path = '/dashboard/find-experts') {
  const searched: string[] = [];
  const queries: string[] = [];
  const test = createTestStore({
    session: { token: 'jwt', userId: 'u1' },
    route: fakeApi(searched, queries),
  });
  const view = renderRoute(path, test.store);
  await screen.findByRole('heading', { level: 1, name: 'Find experts by expertise, skills or names' });
  return { ...test, ...view, searched, queries };
}

describe('FindExpertsPage', () => {
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
    expect(screen.getByRole('combobox', { name: 'Practice area' }).closest('.ant-select')).toHaveTextContent(
      'Property',
    );
    expect(screen.getByRole('combobox', { name: 'Language' }).closest('.ant-select')).toHaveTextContent(
      'Tamil',
    );
    await waitFor(() => expect(router.state.location.search).toBe('?area=Property&language=Tamil'));
  });

  it('keeps the search and filters in the address as they change', async () => {
    const { router, queries } = await open('/dashboard/find-experts?area=Property');
    await screen.findByText('No experts found.');
    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    await userEvent.click(await screen.findByTitle('Tamil'));
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
});
