// Admins' moderation of reviews: one tab's reviews (those with open reports, or the hidden ones), each with its
// reports, and the decision on one (Hide or Restore with a reason, which the API sends to the review's author).
// Every call is a declared endpoint (server/contract/reviews.ts), imported on first use: this store is built at
// start-up and must not pull the contract (and zod) into a public page's first load.
import type { AdminReview, AdminReviewPage, reviewModerationTabs } from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@/api/client';
import { MorePages, reloadLimit } from './morePages';
import { messageOf, Resource } from './resource';
import { msg, translate } from '@/i18n';

const contract = () => import('@contract');

export type ModerationTab = (typeof reviewModerationTabs)[number];
export type ModerationAction = 'hide' | 'restore';

export class ReviewModerationStore {
  tab: ModerationTab = 'reported';
  /** The tab's reviews, newest first, a page at a time (more appended by `more`). */
  readonly reviews: Resource<AdminReviewPage>;
  readonly more: MorePages<AdminReview, AdminReviewPage>;
  /** A decision on its way. */
  deciding = false;

  constructor(private readonly api: ApiClient) {
    this.reviews = new Resource(async () => {
      const { reviewEndpoints } = await contract();
      // A reload (after a decision) asks for as many reviews as are shown.
      const limit = reloadLimit(this.reviews.data?.items.length ?? 0);
      return this.api.call(reviewEndpoints.adminList, { query: { status: this.tab, limit } });
    }, msg('Could not load the reviews.'));
    this.more = new MorePages(
      this.reviews,
      async (cursor) => {
        const { reviewEndpoints } = await contract();
        return this.api.call(reviewEndpoints.adminList, { query: { status: this.tab, cursor } });
      },
      msg('Could not load more. Please try again.'),
    );
    makeAutoObservable<ReviewModerationStore, 'api'>(this, { api: false, reviews: false, more: false });
  }

  /** Sign-out: nothing of the last admin's stays. */
  reset(): void {
    this.tab = 'reported';
    this.reviews.reset();
    this.more.reset();
  }

  /** Shows a tab; another tab starts over (its reviews never show under this one). */
  show(tab: ModerationTab): Promise<void> {
    if (tab !== this.tab) {
      this.reviews.reset();
      this.more.reset();
    }
    this.tab = tab;
    return this.reviews.load();
  }

  /** Hides or restores a review with the reason its author is told, then the tab again. Rejects with what to show. */
  async decide(review: AdminReview, action: ModerationAction, reason: string): Promise<void> {
    this.deciding = true;
    try {
      const { reviewEndpoints } = await contract();
      await this.api.call(reviewEndpoints[action], {
        params: { id: review._id },
        body: { reason: reason.trim() },
      });
      await this.reviews.load();
    } catch (error) {
      throw new Error(messageOf(error, translate('Could not save the decision.')), { cause: error });
    } finally {
      runInAction(() => (this.deciding = false));
    }
  }
}
