// Data of the public site: client stories (testimonials and /blog), the verified experts shown on the partner
// and consultation pages (each a Resource: loading, ready, failed), and the two forms (contact message,
// consultation lead). Every call is a declared endpoint (server/contract/publicSite.ts), fetched with the
// contract on first use: this store is built with the root store at start-up, and the declarations bring zod
// with them.
import type {
  BlogCard,
  BlogStory,
  ContactMessageReply,
  ContactMessageRequest,
  FeaturedExpert,
  Lead,
  LeadRequest,
} from '@contract';
import { makeAutoObservable } from 'mobx';
import { isApiError } from '@/api/ApiError';
import type { ApiClient } from '@/api/client';
import { Resource } from './resource';
import { msg } from '@/i18n';

const endpoints = async () => (await import('@contract')).publicSiteEndpoints;

export class PublicSiteStore {
  readonly blogs: Resource<BlogCard[]>;
  /** The story on screen; null when there is no such story. */
  readonly story: Resource<BlogStory | null>;
  storySlug: string | null = null;
  readonly experts: Resource<FeaturedExpert[]>;

  private blogsRequest: Promise<void> | null = null;

  constructor(private readonly api: Pick<ApiClient, 'call'>) {
    this.blogs = new Resource(async () => {
      try {
        return await this.api.call((await endpoints()).blogs);
      } catch (error) {
        console.warn('Loading stories failed', error);
        throw error;
      }
    }, msg('Could not load the stories.'));
    this.story = new Resource(() => this.fetchStory(), msg('The story could not be loaded.'));
    this.experts = new Resource(async () => {
      try {
        return await this.api.call((await endpoints()).featuredExperts);
      } catch (error) {
        console.warn('Loading experts failed', error);
        throw error;
      }
    }, msg('Could not load our experts.'));
    makeAutoObservable<PublicSiteStore, 'api' | 'blogsRequest'>(this, {
      api: false,
      blogs: false,
      story: false,
      experts: false,
      blogsRequest: false,
    });
  }

  /** Loads the story list once; callers arriving while it loads share the same request. */
  loadBlogs(): Promise<void> {
    if (this.blogs.state === 'ready') return Promise.resolve();
    if (!this.blogsRequest || this.blogs.state === 'failed') this.blogsRequest = this.blogs.load();
    return this.blogsRequest;
  }

  /** Opens a story (from the loading line: never the last one shown). */
  loadStory(slug: string): Promise<void> {
    this.storySlug = slug;
    this.story.reset();
    return this.story.load();
  }

  private async fetchStory(): Promise<BlogStory | null> {
    const slug = this.storySlug ?? '';
    // The list is small and usually loaded already: an id it does not name is unknown without asking
    // for it (and without a 404 in the browser console).
    await this.loadBlogs();
    if (this.blogs.state === 'ready' && !this.blogs.data?.some((b) => b.slug === slug)) return null;
    try {
      return await this.api.call((await endpoints()).blog, { params: { slug } });
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  }

  /** Loads the featured experts once (again after a failure). */
  loadExperts(): Promise<void> {
    if (this.experts.state === 'ready' || this.experts.loading) return Promise.resolve();
    return this.experts.load();
  }

  /** Throws the ApiError on failure: the form shows the server's message. */
  async sendContact(values: ContactMessageRequest): Promise<ContactMessageReply> {
    return this.api.call((await endpoints()).contact, { body: values });
  }

  async createLead(choice: LeadRequest): Promise<Lead> {
    return this.api.call((await endpoints()).lead, { body: choice });
  }
}
