// Finding lawyers: the search (sent once typing pauses, newest answer wins), the top searches, a lawyer's
// profile with following, and free slots (a date's, or the next 7 days'). Every call is a declared endpoint
// (server/contract/experts.ts, availability.ts), imported on first use: this store is built at start-up and
// must not pull the contract (and zod) into a public page's first load. The screens read this store.
import type { ExpertList, ExpertProfile, FreeSlots, TopSearches } from '@contract';
import { bookingToday } from '@contract/bookingClock';
import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '@/api/ApiError';
import type { ApiClient } from '@/api/client';
import { Resource } from './resource';
import { ReviewsStore } from './ReviewsStore';
import { msg } from '@/i18n';

/** The pause in typing after which a search is sent. */
export const searchDebounceMs = 300;
export const expertPageSize = 20;
const dayMs = 86_400_000;

const contract = () => import('@contract');

export interface ExpertSearch {
  q: string;
  area?: string;
  city?: string;
  language?: string;
  page: number;
}

/** A page of results, with when it was answered (the cards say how far off each next slot is). */
export interface ExpertResults extends ExpertList {
  at: Date;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class ExpertsStore {
  readonly topSearches: Resource<TopSearches>;
  readonly results: Resource<ExpertResults>;
  /** The lawyer on the profile screen; null when there is no such (visible, verified) lawyer. */
  readonly profile: Resource<ExpertProfile | null>;
  /** The search the results answer, once it was sent (the address shows it). */
  sent: ExpertSearch | null = null;
  /** A follow or unfollow on its way. */
  following = false;
  private wanted: ExpertSearch | null = null;
  private profileId = '';

  constructor(private readonly api: ApiClient) {
    this.topSearches = new Resource(
      async () => this.api.call((await contract()).expertEndpoints.topSearches),
      msg('Top searches could not be loaded.'),
    );
    this.results = new Resource(() => this.runSearch(), msg('Search failed. Please try again.'));
    this.profile = new Resource(
      () => this.fetchProfile(),
      msg('Could not load this profile. Please try again.'),
    );
    makeAutoObservable<ExpertsStore, 'api' | 'wanted' | 'profileId'>(this, {
      api: false,
      topSearches: false,
      results: false,
      profile: false,
      wanted: false,
      profileId: false,
    });
  }

  /** Sign-out: nothing of the last user's stays. */
  reset(): void {
    this.wanted = null;
    this.sent = null;
    this.profileId = '';
    for (const resource of [this.topSearches, this.results, this.profile]) resource.reset();
  }

  /** Searches once typing pauses; null (nothing to look for) clears the results. */
  search(wanted: ExpertSearch | null): Promise<void> {
    this.wanted = wanted;
    if (!wanted) {
      this.results.reset();
      return Promise.resolve();
    }
    return this.results.load();
  }

  private async runSearch(): Promise<ExpertResults> {
    const wanted = this.wanted;
    await pause(searchDebounceMs);
    // Typing went on: a newer search replaced this one, and its answer would never be shown.
    if (!wanted || wanted !== this.wanted) throw new Error('A newer search replaced this one.');
    runInAction(() => (this.sent = wanted));
    const { q, page, ...filters } = wanted;
    const query: Record<string, string> = { q, page: String(page), pageSize: String(expertPageSize) };
    for (const [name, value] of Object.entries(filters)) if (value) query[name] = value;
    const { expertEndpoints } = await contract();
    const list = await this.api.call(expertEndpoints.search, { query });
    return { ...list, at: new Date() };
  }

  /** Opens a lawyer's profile (another lawyer's starts from a skeleton, not the last one's). */
  openProfile(id: string): Promise<void> {
    if (id !== this.profileId) this.profile.reset();
    this.profileId = id;
    return this.profile.load();
  }

  private async fetchProfile(): Promise<ExpertProfile | null> {
    try {
      const id = this.profileId;
      const { expertEndpoints } = await contract();
      return await this.api.call(expertEndpoints.profile, { params: { id } });
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  }

  /** A lawyer's reviews on their profile (a new store per lawyer: the profile screen keeps it while open). */
  reviewsOf(lawyerId: string): ReviewsStore {
    return new ReviewsStore(this.api, lawyerId);
  }

  /** Follows or unfollows the open profile's lawyer; rejects when the server refused. */
  async toggleFollow(): Promise<void> {
    const lawyer = this.profile.data;
    if (!lawyer || this.following) return;
    this.following = true;
    try {
      const { expertEndpoints } = await contract();
      const declared = lawyer.followedByMe ? expertEndpoints.unfollow : expertEndpoints.follow;
      const state = await this.api.call(declared, { params: { id: lawyer._id } });
      runInAction(() => {
        if (this.profile.data?._id === lawyer._id) this.profile.set({ ...lawyer, ...state });
      });
    } finally {
      runInAction(() => (this.following = false));
    }
  }

  /** An uploaded photo (an API address that needs the bearer token), as a Blob the screen shows. */
  photo(address: string): Promise<Blob> {
    return this.api.download(address);
  }

  /** One date's free slots of a lawyer and the caller's price (a new resource per lawyer and date). */
  freeSlots(lawyerId: string, date: string): Resource<FreeSlots> {
    return new Resource(
      async () =>
        this.api.call((await contract()).availabilityEndpoints.freeSlots, {
          params: { id: lawyerId },
          query: { date },
        }),
      msg('Could not load the free slots. Please try again.'),
    );
  }

  /** The next 7 days of a lawyer's free slots from `now` (India's calendar), one question per day. */
  week(lawyerId: string, now: Date): Resource<FreeSlots[]> {
    const dates = Array.from({ length: 7 }, (_, i) => bookingToday(new Date(now.getTime() + i * dayMs)));
    return new Resource(async () => {
      const { availabilityEndpoints } = await contract();
      return Promise.all(
        dates.map((date) =>
          this.api.call(availabilityEndpoints.freeSlots, { params: { id: lawyerId }, query: { date } }),
        ),
      );
    }, msg('Could not load the free slots. Please try again.'));
  }
}
