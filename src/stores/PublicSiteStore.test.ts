import { describe, expect, it, vi } from 'vitest';
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
    expect(store.publicSite.blogs.data).toEqual([card]);
  });

  it('knows an id missing from the list is unknown without asking for it', async () => {
    const { store, fetchMock } = createTestStore({ route: () => jsonReply(200, [card]) });
    await store.publicSite.loadStory('nope');
    expect(store.publicSite.story).toMatchObject({ state: 'ready', data: null });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/blogs']);
  });

  it('loads a listed story', async () => {
    const { store } = createTestStore({
      route: ({ path }) => (path === '/api/blogs' ? jsonReply(200, [card]) : jsonReply(200, story)),
    });
    await store.publicSite.loadStory('a');
    expect(store.publicSite.story.state).toBe('ready');
    expect(store.publicSite.story.data?.conclusion.content).toBe('one\n\ntwo');
  });

  it('reports a failed list so the page can offer a retry, and retries on request', async () => {
    let up = false;
    const { store } = createTestStore({
      route: () => (up ? jsonReply(200, [card]) : new TypeError('Failed to fetch')),
    });
    await store.publicSite.loadBlogs();
    expect(store.publicSite.blogs.state).toBe('failed');
    up = true;
    await store.publicSite.loadBlogs();
    expect(store.publicSite.blogs.state).toBe('ready');
  });

  it('knows a listed story the server no longer has (404) is missing, and another failure is a failure', async () => {
    let status = 404;
    const { store } = createTestStore({
      route: ({ path }) =>
        path === '/api/blogs' ? jsonReply(200, [card]) : jsonReply(status, { message: 'x', code: 'x' }),
    });
    await store.publicSite.loadStory('a');
    expect(store.publicSite.story).toMatchObject({ state: 'ready', data: null });
    status = 503;
    await store.publicSite.loadStory('a');
    expect(store.publicSite.story.state).toBe('failed');
  });

  it('loads the featured experts once, and again after a failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let up = false;
    const { store, fetchMock } = createTestStore({
      route: () => (up ? jsonReply(200, []) : new TypeError('Failed to fetch')),
    });
    await store.publicSite.loadExperts();
    expect(store.publicSite.experts.state).toBe('failed');
    up = true;
    await Promise.all([store.publicSite.loadExperts(), store.publicSite.loadExperts()]);
    await store.publicSite.loadExperts();
    expect(store.publicSite.experts).toMatchObject({ state: 'ready', data: [] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
