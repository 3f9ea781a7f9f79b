// The landing overview as the home store gathers it over the real stores and API client: a client's schedules,
// open requests and unpaid bills; a lawyer's new requests and verification; a part that cannot load left out.
import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply, type FakeRoute } from '@/test/fakes';

const list = (tab: string) =>
  jsonReply(200, { tab, items: [], counts: { upcoming: 0, live: 0, completed: 0 } });
const bills = {
  summary: { totalSpendingsPaise: 0, pendingPayments: 2, amountToBePaidPaise: 210000, totalExperts: 1 },
  monthly: [],
  engagements: [],
  view: 'client',
  earnings: null,
};

function open(route: FakeRoute) {
  const asked: string[] = [];
  const { store } = createTestStore({
    route: (request) => {
      asked.push(request.path);
      return route(request);
    },
  });
  return { home: store.home, asked };
}

describe('HomeStore', () => {
  it("gathers a client's overview: schedules, open requests (new and on-going) and unpaid bills", async () => {
    const { home, asked } = open(({ path }) => {
      if (path.startsWith('/api/schedules?tab=')) return list(path.split('=')[1]!);
      if (path.startsWith('/api/requests')) return jsonReply(200, { items: [], nextCursor: null, total: 0 });
      if (path === '/api/bills?period=All+Data&q=') return jsonReply(200, bills);
      return jsonReply(404, { message: 'Not found', code: 'not_found' });
    });
    await home.show('client');
    expect(home.overview.data).toMatchObject({
      upcoming: { tab: 'upcoming' },
      live: { tab: 'live' },
      openRequests: 0,
      unpaid: { count: 2, amountPaise: 210000 },
      verification: null,
    });
    expect(asked).toContain('/api/requests?tab=on-going');
  });

  it('leaves out a part that cannot load, and loads a lawyer no bills', async () => {
    const { home, asked } = open(({ path }) =>
      path.startsWith('/api/schedules?tab=') ? list(path.split('=')[1]!) : new TypeError('Failed to fetch'),
    );
    await home.show('lawyer');
    expect(home.overview).toMatchObject({
      state: 'ready',
      data: { openRequests: null, unpaid: null, verification: null },
    });
    expect(asked.some((path) => path.startsWith('/api/bills'))).toBe(false);
    home.reset();
    expect(home.overview.data).toBeUndefined();
  });
});
