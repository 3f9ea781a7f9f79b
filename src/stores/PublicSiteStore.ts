// Data of the public site: client stories (testimonials and /blog), the verified experts shown on the partner
// and consultation pages, and the two forms (contact message, consultation lead). Every call is a declared
// endpoint (server/contract/publicSite.ts), fetched with the contract on first use: this store is built with
// the root store at start-up, and the declarations bring zod with them.
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

const endpoints = async () => (await import('@contract')).publicSiteEndpoints;

export class PublicSiteStore {
  blogs: BlogCard[] = [];
  blogsStatus: LoadStatus = 'idle';
  story: BlogStory | null = null;
  storySlug: string | null = null;
  storyStatus: StoryStatus = 'idle';
  experts: FeaturedExpert[] = [];
  expertsStatus: LoadStatus = 'idle';

  private blogsRequest: Promise<void> | null = null;

  constructor(private readonly api: Pick<ApiClient, 'call'>) {
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
      const items = await this.api.call((await endpoints()).blogs);
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
      const story = await this.api.call((await endpoints()).blog, { params: { slug } });
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
      const items = await this.api.call((await endpoints()).featuredExperts);
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
  async sendContact(values: ContactMessageRequest): Promise<ContactMessageReply> {
    return this.api.call((await endpoints()).contact, { body: values });
  }

  async createLead(choice: LeadRequest): Promise<Lead> {
    return this.api.call((await endpoints()).lead, { body: choice });
  }
}
