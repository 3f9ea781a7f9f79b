// The search as the experts store runs it: one request once typing pauses, the newest answer shown, nothing
// sent for a blank search.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonReply } from '@/test/fakes';
import { searchDebounceMs } from './ExpertsStore';

afterEach(() => vi.useRealTimers());

function open() {
  const searched: string[] = [];
  const { store } = createTestStore({
    session: { token: 'jwt', userId: 'u1' },
    route: ({ path }) => {
      const url = new URL(path, 'http://x');
      searched.push(url.search);
      return jsonReply(200, { items: [], total: 0, page: 1, pageSize: 20 });
    },
  });
  return { experts: store.experts, searched };
}

describe('ExpertsStore search', () => {
  it('sends only the last of quick searches, after the pause, with its filters', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { experts, searched } = open();
    void experts.search({ q: 'pr', page: 1 });
    void experts.search({ q: 'pri', page: 1, city: 'Chennai', area: undefined });
    expect(experts.results.state).toBe('loading');
    await vi.advanceTimersByTimeAsync(searchDebounceMs - 1);
    expect(searched).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(experts.results.state).toBe('ready'));
    expect(searched).toEqual(['?q=pri&page=1&pageSize=20&city=Chennai']);
    expect(experts.sent).toMatchObject({ q: 'pri', city: 'Chennai' });
  });

  it('clears the results for a blank search without asking', async () => {
    const { experts, searched } = open();
    await experts.search({ q: 'priya', page: 1 });
    expect(experts.results.state).toBe('ready');
    await experts.search(null);
    expect(experts.results.state).toBe('idle');
    expect(searched).toHaveLength(1);
  });
});

describe('ExpertsStore photos and reviews', () => {
  it("fetches an uploaded photo with the session, and a lawyer's reviews at their own address", async () => {
    const asked: string[] = [];
    const { store } = createTestStore({
      session: { token: 'jwt', userId: 'u1' },
      route: ({ path }) => {
        asked.push(path);
        return path.startsWith('/api/profile/')
          ? new Response('PNG', { status: 200, headers: { 'Content-Type': 'image/png' } })
          : jsonReply(200, {
              items: [],
              total: 0,
              page: 1,
              pageSize: 10,
              averageStars: null,
              reviewCount: 0,
              positiveRatings: null,
              recommendPercent: null,
            });
      },
    });
    const photo = await store.experts.photo('/api/profile/L1/photo');
    expect(photo.type).toBe('image/png');
    const reviews = store.experts.reviewsOf('L1');
    expect(reviews.lawyerId).toBe('L1');
    await reviews.load(1);
    expect(asked).toEqual(['/api/profile/L1/photo', '/api/experts/L1/reviews?page=1']);
  });
});
