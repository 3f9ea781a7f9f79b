// One lawyer's reviews on their profile: the page of reviews shown, the figures (the same the profile shows),
// and the actions on a review (the lawyer's reply, anyone's report). Made by the experts store for the profile
// page's lawyer (ExpertsStore.reviewsOf); the page of reviews is a Resource. The declared endpoints
// (server/contract/reviews.ts) are imported on first use: this module is part of the app's start-up code.
import type { ReviewList } from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@/api/client';
import { Resource } from './resource';
import { translate } from '@/i18n';

const endpoints = async () => (await import('@contract')).reviewEndpoints;

export class ReviewsStore {
  /** The page of reviews shown (kept on screen while another page loads). */
  readonly reviews: Resource<ReviewList>;
  page = 1;

  constructor(
    private readonly api: ApiClient,
    readonly lawyerId: string,
  ) {
    this.reviews = new Resource(
      async () => {
        const query = { page: String(this.page) };
        return this.api.call((await endpoints()).listForExpert, { params: { id: this.lawyerId }, query });
      },
      () => translate('Could not load the reviews. Please try again.'),
    );
    makeAutoObservable<ReviewsStore, 'api'>(this, { api: false, lawyerId: false, reviews: false });
  }

  get list(): ReviewList | null {
    return this.reviews.data ?? null;
  }

  get loading(): boolean {
    return this.reviews.loading;
  }

  get error(): string | null {
    return this.reviews.state === 'failed' ? this.reviews.error : null;
  }

  /** Shows a page of reviews (a slower answer for an earlier page never replaces it). */
  load(page = this.page): Promise<void> {
    this.page = page;
    return this.reviews.load();
  }

  /** The reviewed lawyer's one reply; the review shows it at once. */
  async reply(reviewId: string, text: string) {
    const updated = await this.api.call((await endpoints()).reply, {
      params: { id: reviewId },
      body: { text },
    });
    runInAction(() => {
      const list = this.reviews.data;
      if (list)
        this.reviews.set({ ...list, items: list.items.map((r) => (r._id === reviewId ? updated : r)) });
    });
  }

  /** Resolves with the server's thank-you line. */
  async report(reviewId: string, reason: string): Promise<string> {
    const { message } = await this.api.call((await endpoints()).report, {
      params: { id: reviewId },
      body: { reason },
    });
    return message;
  }
}
