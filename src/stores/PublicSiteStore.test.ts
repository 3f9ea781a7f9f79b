import { describe, expect, it } from 'vitest';
import { createTestStore, jsonReply } from '@/test/fakes';

const card = {
  _id: 'a',
  slug: 'a',
  title: 'A',
  author: 'Asha',
  profession: 'Teacher',
  rating: 5,
  comment: 'Good',
};
const story = {
  ...card,
  intro: 'i',
  initial_experience: 'e',
  platform_experience: 'p',
  consultation: { title: 't', content: 'c', advisor_experience: 'a' },
  value: { title: 'v', content: 'c' },
  conclusion: { title: 'c', content: 'one\n\ntwo' },
};

describe('PublicSiteStore', () => {
  it('asks for the story list once however many pages want it', async () => {
    const { store, fetchMock } = createTestStore({ route: () => jsonReply(200, [card]) });
    await Promise.all([store.publicSite.loadBlogs(), store.publicSite.loadBlogs()]);
    await store.publicSite.loadBlogs();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.publicSite.blogs).toEqual([card]);
  });

  it('knows an id missing from the list is unknown without asking for it', async () => {
    const { store, fetchMock } = createTestStore({ route: () => jsonReply(200, [card]) });
    await store.publicSite.loadStory('nope');
    expect(store.publicSite.storyStatus).toBe('missing');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/blogs']);
  });

  it('loads a listed story', async () => {
    const { store } = createTestStore({
      route: ({ path }) => (path === '/api/blogs' ? jsonReply(200, [card]) : jsonReply(200, story)),
    });
    await store.publicSite.loadStory('a');
    expect(store.publicSite.storyStatus).toBe('ready');
    expect(store.publicSite.story?.conclusion.content).toBe('one\n\ntwo');
  });

  it('reports a failed list so the page can offer a retry, and retries on request', async () => {
    let up = false;
    const { store } = createTestStore({
      route: () => (up ? jsonReply(200, [card]) : new TypeError('Failed to fetch')),
    });
    await store.publicSite.loadBlogs();
    expect(store.publicSite.blogsStatus).toBe('error');
    up = true;
    await store.publicSite.loadBlogs();
    expect(store.publicSite.blogsStatus).toBe('ready');
  });
});
