// The admins' moderation as its store does it over the real API client: one tab's reviews (another tab starts
// over), a decision sent with its trimmed reason and the tab read again, and the reason a decision failed.
import { describe, expect, it } from 'vitest';
import { createFakeApi, jsonReply, type FakeRoute } from '@/test/fakes';
import { ReviewModerationStore } from './ReviewModerationStore';

const review = {
  _id: 'R7',
  stars: 1,
  text: 'Worst lawyer ever, a fraud.',
  recommend: false,
  author: 'Ravi K.',
  createdAt: '2030-01-15T10:00:00.000Z',
  reply: null,
  lawyer: { _id: 'L1', name: 'Adv. Rohan Mehta' },
  hidden: false,
  moderationReason: null,
  reports: [{ reason: 'Abusive words', createdAt: '2030-01-16T10:00:00.000Z', open: true }],
};

const page = (items: unknown[], nextCursor: string | null = null) => ({ items, nextCursor });

function open(route: FakeRoute) {
  const calls: string[] = [];
  const { api } = createFakeApi((request) => {
    calls.push(`${request.method} ${request.path}${request.body ? ` ${JSON.stringify(request.body)}` : ''}`);
    return route(request);
  });
  return { moderation: new ReviewModerationStore(api), calls };
}

describe('ReviewModerationStore', () => {
  it("lists a tab's reviews; another tab starts over", async () => {
    const { moderation, calls } = open(({ path }) =>
      jsonReply(200, page(path.endsWith('hidden') ? [] : [review])),
    );
    await moderation.show('reported');
    expect(moderation.reviews.data?.items.map((r) => r._id)).toEqual(['R7']);
    const hidden = moderation.show('hidden');
    expect(moderation.reviews.data).toBeUndefined();
    await hidden;
    expect(moderation.reviews).toMatchObject({ state: 'ready', data: page([]) });
    expect(calls).toEqual(['GET /api/admin/reviews?status=reported', 'GET /api/admin/reviews?status=hidden']);
  });

  it("appends the tab's next page after the first", async () => {
    const older = { ...review, _id: 'R6', createdAt: '2030-01-14T10:00:00.000Z' };
    const { moderation, calls } = open(({ path }) =>
      jsonReply(200, path.includes('cursor=C1') ? page([older]) : page([review], 'C1')),
    );
    await moderation.show('reported');
    expect(moderation.more.hasMore).toBe(true);
    await moderation.more.load();
    expect(moderation.reviews.data?.items.map((r) => r._id)).toEqual(['R7', 'R6']);
    expect(moderation.more.hasMore).toBe(false);
    expect(calls).toEqual([
      'GET /api/admin/reviews?status=reported',
      'GET /api/admin/reviews?status=reported&cursor=C1',
    ]);
  });

  it('hides a review with the trimmed reason, then reads the tab again', async () => {
    let hidden = false;
    const { moderation, calls } = open(({ method }) => {
      if (method === 'POST') {
        hidden = true;
        return jsonReply(200, { ...review, hidden: true, moderationReason: 'Insulting language' });
      }
      return jsonReply(200, page(hidden ? [] : [review]));
    });
    await moderation.show('reported');
    await moderation.decide(review, 'hide', '  Insulting language ');
    expect(calls.slice(1)).toEqual([
      'POST /api/admin/reviews/R7/hide {"reason":"Insulting language"}',
      'GET /api/admin/reviews?status=reported',
    ]);
    expect(moderation.reviews.data).toEqual(page([]));
    expect(moderation.deciding).toBe(false);
  });

  it("fails a decision with the server's reason, else its own words, and forgets the tab at sign-out", async () => {
    let reason: string | undefined = 'Review not found.';
    const { moderation } = open(({ method }) =>
      method === 'POST'
        ? jsonReply(404, { message: reason, code: 'not_found' })
        : jsonReply(200, page([review])),
    );
    await moderation.show('hidden');
    await expect(moderation.decide(review, 'restore', 'Fine')).rejects.toThrow('Review not found.');
    reason = undefined;
    await expect(moderation.decide(review, 'restore', 'Fine')).rejects.toThrow(
      'Could not save the decision.',
    );
    expect(moderation.deciding).toBe(false);
    moderation.reset();
    expect(moderation).toMatchObject({ tab: 'reported', reviews: { state: 'idle', data: undefined } });
  });
});
