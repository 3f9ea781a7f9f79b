// Admins' moderation of reviews: one tab's reviews (those with open reports, or the hidden ones), each with its
// reports, and the decision on one (Hide or Restore with a reason, which the API sends to the review's author).
// Every call is a declared endpoint (server/contract/reviews.ts), imported on first use: this store is built at
// start-up and must not pull the contract (and zod) into a public page's first load.
import type { AdminReview, reviewModerationTabs } from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@/api/client';
import { messageOf, Resource } from './resource';

const contract = () => import('@contract');

export type ModerationTab = (typeof reviewModerationTabs)[number];
export type ModerationAction = 'hide' | 'restore';

export class ReviewModerationStore {
  tab: ModerationTab = 'reported';
  readonly reviews: Resource<AdminReview[]>;
  /** A decision on its way. */
  deciding = false;

  constructor(private readonly api: ApiClient) {
    this.reviews = new Resource(async () => {
      const { reviewEndpoints } = await contract();
      return this.api.call(reviewEndpoints.adminList, { query: { status: this.tab } });
    }, 'Could not load the reviews.');
    makeAutoObservable<ReviewModerationStore, 'api'>(this, { api: false, reviews: false });
  }

  /** Sign-out: nothing of the last admin's stays. */
  reset(): void {
    this.tab = 'reported';
    this.reviews.reset();
  }

  /** Shows a tab; another tab starts over (its reviews never show under this one). */
  show(tab: ModerationTab): Promise<void> {
    if (tab !== this.tab) this.reviews.reset();
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
      throw new Error(messageOf(error, 'Could not save the decision.'), { cause: error });
    } finally {
      runInAction(() => (this.deciding = false));
    }
  }
}
