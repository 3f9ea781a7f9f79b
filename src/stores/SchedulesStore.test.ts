// Booking a slot as the schedules store does it over the real API client: the booking form's choices sent to the
// declared endpoint, and a refusal passed on as the ApiError (its code and status tell the screen what to offer).
import { describe, expect, it } from 'vitest';
import { createFakeApi, jsonReply, type FakeRoute } from '@/test/fakes';
import { SchedulesStore } from './SchedulesStore';

const held = {
  _id: 'b1',
  lawyerId: 'l1',
  date: '2030-01-08',
  slot: '17:30',
  startAt: '2030-01-08T12:00:00.000Z',
  endAt: '2030-01-08T12:30:00.000Z',
  minutes: 30,
  mode: 'video',
  topic: 'Tenancy notice',
  pricePaise: 105000,
  ratePaise: 3500,
  meteredMinutes: null,
  toBeRefundedPaise: 0,
  status: 'awaiting_payment',
  paidAt: null,
  paymentDueAt: '2030-01-08T10:15:00.000Z',
  cancelReason: null,
  refund: null,
  myRole: 'client',
  otherParty: { _id: 'l1', name: 'Adv. Rohan Mehta', expertise: 'Civil Lawyer' },
  address: '',
  documents: [],
  reschedule: null,
};
const choice = {
  lawyerId: 'l1',
  date: '2030-01-08',
  slot: '17:30',
  mode: 'video' as const,
  topic: 'Tenancy notice',
};

describe('SchedulesStore booking', () => {
  it("books the chosen slot and answers the server's booking", async () => {
    const sent: unknown[] = [];
    const { api } = createFakeApi(({ method, path, body }) => {
      sent.push([method, path, body]);
      return jsonReply(201, held);
    });
    const booking = await new SchedulesStore(api).book(choice);
    expect(booking).toMatchObject({ _id: 'b1', status: 'awaiting_payment' });
    expect(sent).toEqual([['POST', '/api/bookings', choice]]);
  });

  it('rejects with the ApiError of a slot taken meanwhile', async () => {
    const { api } = createFakeApi(() =>
      jsonReply(409, { message: 'This slot was just taken.', code: 'conflict' }),
    );
    await expect(new SchedulesStore(api).book(choice)).rejects.toMatchObject({
      status: 409,
      serverMessage: 'This slot was just taken.',
    });
  });
});

describe('SchedulesStore pages', () => {
  const card = (id: string) => ({ ...held, _id: id, status: 'confirmed' });
  const counts = { upcoming: 25, live: 0, completed: 0 };
  const ids = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `b${from + i}`);

  it('appends the next page with Load more, and a reload after an action keeps every row shown', async () => {
    const asked: string[] = [];
    const { api } = createFakeApi(({ method, path }) => {
      asked.push(`${method} ${path}`);
      if (path === '/api/schedules?tab=upcoming')
        return jsonReply(200, { tab: 'upcoming', items: ids(0, 20).map(card), nextCursor: 'c20', counts });
      if (path === '/api/schedules?tab=upcoming&cursor=c20')
        return jsonReply(200, { tab: 'upcoming', items: ids(20, 25).map(card), nextCursor: null, counts });
      if (path === '/api/schedules?tab=upcoming&limit=25')
        return jsonReply(200, { tab: 'upcoming', items: ids(0, 25).map(card), nextCursor: null, counts });
      if (method === 'POST') return jsonReply(200, card('b3'));
      return jsonReply(404, { message: 'Not found', code: 'not_found' });
    });
    const store = new SchedulesStore(api);
    await store.load();
    expect(store.items).toHaveLength(20);
    expect(store.more.hasMore).toBe(true);
    await store.more.load();
    expect(store.items.map((b) => b._id)).toEqual(ids(0, 25));
    expect(store.more.hasMore).toBe(false);
    await store.act('b3', 'cancel');
    expect(asked.at(-1)).toBe('GET /api/schedules?tab=upcoming&limit=25');
    expect(store.items).toHaveLength(25);
  });

  it('drops a page that arrives after the tab changed', async () => {
    let release: () => void = () => {};
    // A route that answers the second page late (the fake API awaits what the route gives).
    const late = (async ({ path }: { path: string }) => {
      if (path === '/api/schedules?tab=upcoming')
        return jsonReply(200, { tab: 'upcoming', items: ids(0, 20).map(card), nextCursor: 'c20', counts });
      if (path.includes('cursor=c20')) {
        await new Promise<void>((done) => (release = done));
        return jsonReply(200, { tab: 'upcoming', items: ids(20, 25).map(card), nextCursor: null, counts });
      }
      return jsonReply(200, { tab: 'completed', items: [], nextCursor: null, counts });
    }) as unknown as FakeRoute;
    const { api } = createFakeApi(late);
    const store = new SchedulesStore(api);
    await store.load();
    const more = store.more.load();
    await new Promise((r) => setTimeout(r, 0));
    store.setTab('completed');
    await store.load();
    release();
    await more;
    expect(store.tab).toBe('completed');
    expect(store.items).toEqual([]);
  });
});
