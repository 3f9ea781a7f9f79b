// One lawyer's reviews on their profile: the page of reviews shown, the figures (the same the profile shows),
// and the actions on a review (the lawyer's reply, anyone's report). Built by the profile page for its lawyer.
import { reviewEndpoints, type ReviewList } from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@/api/client';

export class ReviewsStore {
  list: ReviewList | null = null;
  page = 1;
  loading = false;
  error: string | null = null;

  constructor(
    private readonly api: ApiClient,
    readonly lawyerId: string,
  ) {
    makeAutoObservable<ReviewsStore, 'api'>(this, { api: false, lawyerId: false });
  }

  async load(page = this.page) {
    this.page = page;
    this.loading = true;
    this.error = null;
    try {
      const list = await this.api.call(reviewEndpoints.listForExpert, {
        params: { id: this.lawyerId },
        query: { page: String(page) },
      });
      runInAction(() => {
        if (this.page === page) this.list = list;
      });
    } catch {
      runInAction(() => (this.error = 'Could not load the reviews. Please try again.'));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  /** The reviewed lawyer's one reply; the review shows it at once. */
  async reply(reviewId: string, text: string) {
    const updated = await this.api.call(reviewEndpoints.reply, { params: { id: reviewId }, body: { text } });
    runInAction(() => {
      if (!this.list) return;
      this.list.items = this.list.items.map((r) => (r._id === reviewId ? updated : r));
    });
  }

  /** Resolves with the server's thank-you line. */
  async report(reviewId: string, reason: string): Promise<string> {
    const { message } = await this.api.call(reviewEndpoints.report, {
      params: { id: reviewId },
      body: { reason },
    });
    return message;
  }
}
