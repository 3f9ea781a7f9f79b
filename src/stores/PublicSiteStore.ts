// Data of the public site: client stories (testimonials and /blog), the verified experts shown on the partner
// and consultation pages, and the two forms (contact message, consultation lead). Reply schemas are fetched
// with the contract on first use so zod stays out of the home page's first load.
import type {
  BlogCard,
  BlogStory,
  ContactMessageReply,
  ContactMessageRequest,
  FeaturedExpert,
  Lead,
  LeadRequest,
} from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@/api/client';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
export type StoryStatus = LoadStatus | 'missing';

const contract = () => import('@contract');

export class PublicSiteStore {
  blogs: BlogCard[] = [];
  blogsStatus: LoadStatus = 'idle';
  story: BlogStory | null = null;
  storySlug: string | null = null;
  storyStatus: StoryStatus = 'idle';
  experts: FeaturedExpert[] = [];
  expertsStatus: LoadStatus = 'idle';

  private blogsRequest: Promise<void> | null = null;

  constructor(private readonly api: Pick<ApiClient, 'get' | 'post'>) {
    makeAutoObservable<PublicSiteStore, 'api' | 'blogsRequest'>(this, { api: false, blogsRequest: false });
  }

  /** Loads the story list once; callers arriving while it loads share the same request. */
  loadBlogs(): Promise<void> {
    if (this.blogsStatus === 'ready') return Promise.resolve();
    if (!this.blogsRequest || this.blogsStatus === 'error') this.blogsRequest = this.fetchBlogs();
    return this.blogsRequest;
  }

  private async fetchBlogs(): Promise<void> {
    this.blogsStatus = 'loading';
    try {
      // No reply schema here: the home page lists stories, and the contract (zod, ~30 kB gzip) would push
      // the first load of / over its 200 kB budget. The story page, loaded later, does check its reply.
      const reply = await this.api.get('/api/blogs');
      if (!Array.isArray(reply)) throw new Error('Unexpected reply for the story list');
      const items = reply as BlogCard[];
      runInAction(() => {
        this.blogs = items;
        this.blogsStatus = 'ready';
      });
    } catch (error) {
      console.warn('Loading stories failed', error);
      runInAction(() => (this.blogsStatus = 'error'));
    }
  }

  async loadStory(slug: string): Promise<void> {
    this.storySlug = slug;
    this.story = null;
    this.storyStatus = 'loading';
    // The list is small and usually loaded already: an id it does not name is unknown without asking
    // for it (and without a 404 in the browser console).
    await this.loadBlogs();
    if (this.storySlug !== slug) return;
    if (this.blogsStatus === 'ready' && !this.blogs.some((b) => b.slug === slug)) {
      runInAction(() => (this.storyStatus = 'missing'));
      return;
    }
    try {
      const story = await this.api.get(`/api/blogs/${encodeURIComponent(slug)}`, {
        schema: (await contract()).blogStorySchema,
      });
      runInAction(() => {
        if (this.storySlug !== slug) return;
        this.story = story;
        this.storyStatus = 'ready';
      });
    } catch (error) {
      const status = (error as { status?: number }).status;
      runInAction(() => {
        if (this.storySlug !== slug) return;
        this.storyStatus = status === 404 ? 'missing' : 'error';
      });
    }
  }

  async loadExperts(): Promise<void> {
    if (this.expertsStatus === 'ready' || this.expertsStatus === 'loading') return;
    this.expertsStatus = 'loading';
    try {
      const items = await this.api.get('/api/featured-experts', {
        schema: (await contract()).featuredExpertListSchema,
      });
      runInAction(() => {
        this.experts = items;
        this.expertsStatus = 'ready';
      });
    } catch (error) {
      console.warn('Loading experts failed', error);
      runInAction(() => (this.expertsStatus = 'error'));
    }
  }

  /** Throws the ApiError on failure: the form shows the server's message. */
  sendContact(values: ContactMessageRequest): Promise<ContactMessageReply> {
    return this.api.post('/api/contact', values) as Promise<ContactMessageReply>;
  }

  createLead(choice: LeadRequest): Promise<Lead> {
    return this.api.post('/api/leads', choice) as Promise<Lead>;
  }
}
