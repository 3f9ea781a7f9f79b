// A lawyer's reviews as their store keeps them over the real API client: a page of reviews as a Resource (the
// last page kept while the next loads, its own words when loading fails) and the lawyer's reply shown at once.
import { describe, expect, it } from 'vitest';
import { createFakeApi, jsonReply } from '@/test/fakes';
import { ReviewsStore } from './ReviewsStore';

const review = {
  _id: 'R1',
  stars: 4,
  text: 'Clear and quick.',
  recommend: true,
  author: 'Asha V.',
  createdAt: '2030-03-07T10:00:00.000Z',
  reply: null,
};
const page = (n: number) => ({
  items: [{ ...review, _id: `R${n}` }],
  total: 25,
  page: n,
  pageSize: 10,
  averageStars: 4,
  reviewCount: 25,
  positiveRatings: 100,
  recommendPercent: 100,
});

describe('ReviewsStore', () => {
  it('shows a page of reviews, keeps it while the next loads, and says its own words on failure', async () => {
    let up = true;
    const asked: string[] = [];
    const { api } = createFakeApi(({ path }) => {
      asked.push(path);
      if (!up) return jsonReply(503, { message: 'Database down.', code: 'x' });
      return jsonReply(200, page(Number(new URL(path, 'http://x').searchParams.get('page'))));
    });
    const reviews = new ReviewsStore(api, 'L1');
    expect(reviews).toMatchObject({ list: null, loading: false, error: null });
    await reviews.load(1);
    const next = reviews.load(2);
    expect(reviews.loading).toBe(true);
    expect(reviews.list?.page).toBe(1);
    await next;
    expect(reviews.list?.items.map((r) => r._id)).toEqual(['R2']);
    up = false;
    await reviews.load(3);
    expect(reviews.error).toBe('Could not load the reviews. Please try again.');
    expect(reviews.list?.page).toBe(2);
    expect(asked).toEqual([
      '/api/experts/L1/reviews?page=1',
      '/api/experts/L1/reviews?page=2',
      '/api/experts/L1/reviews?page=3',
    ]);
  });

  it("shows the lawyer's reply on its review at once", async () => {
    const reply = { text: 'Thank you.', createdAt: '2030-03-08T10:00:00.000Z' };
    const { api } = createFakeApi(({ method }) =>
      method === 'GET' ? jsonReply(200, page(1)) : jsonReply(200, { ...review, reply }),
    );
    const reviews = new ReviewsStore(api, 'L1');
    await reviews.load(1);
    await reviews.reply('R1', 'Thank you.');
    expect(reviews.list?.items[0]?.reply).toEqual(reply);
  });
});
