// A lawyer's earnings (GET /api/earnings), payout account and payout history; an admin's payouts due and failed;
// anyone's private calendar feed address (a Resource: Settings shows it, makes a new one, revokes it).
// The page reads it; every call goes through api.call with the declared endpoints (server/contract/earnings.ts).
import {
  earningsEndpoints,
  pathOf,
  type CalendarFeed,
  type Earnings,
  type EarningsPeriod,
  type Payout,
  type PayoutAccountInput,
  type PayoutAccountReply,
  type PayoutsDue,
} from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '@/api/ApiError';
import type { ApiClient } from '@/api/client';
import { Resource } from './resource';

type State = 'idle' | 'loading' | 'ready' | 'failed';

const messageOf = (error: unknown, fallback: string) =>
  (isApiError(error) && error.serverMessage) || fallback;

export class EarningsStore {
  period: EarningsPeriod = 'all';
  earnings: Earnings | null = null;
  state: State = 'idle';
  error: string | null = null;
  account: PayoutAccountReply | null = null;
  payouts: Payout[] | null = null;
  due: PayoutsDue | null = null;
  /** The private calendar feed's address (its url is null when there is none). */
  readonly calendarFeed: Resource<CalendarFeed>;

  constructor(private readonly api: ApiClient) {
    this.calendarFeed = new Resource(
      () => this.api.call(earningsEndpoints.calendarFeed, {}),
      'The calendar address could not be loaded.',
    );
    makeAutoObservable<EarningsStore, 'api'>(this, { api: false, calendarFeed: false });
  }

  /** Sign-out: nothing of the last user's stays. */
  reset(): void {
    this.period = 'all';
    this.earnings = null;
    this.state = 'idle';
    this.error = null;
    this.account = null;
    this.payouts = null;
    this.due = null;
    this.calendarFeed.reset();
  }

  /** A new feed address (the old one stops working); rejects when the server refused. */
  async newCalendarFeed(): Promise<CalendarFeed> {
    const feed = await this.api.call(earningsEndpoints.newCalendarFeed, {});
    this.calendarFeed.set(feed);
    return feed;
  }

  /** Ends the feed address; rejects when the server refused. */
  async revokeCalendarFeed(): Promise<void> {
    await this.api.call(earningsEndpoints.revokeCalendarFeed, {});
    this.calendarFeed.set({ url: null });
  }

  async load(period: EarningsPeriod = this.period) {
    this.period = period;
    this.state = 'loading';
    this.error = null;
    try {
      const earnings = await this.api.call(earningsEndpoints.earnings, { query: { period } });
      runInAction(() => {
        if (this.period !== period) return;
        this.earnings = earnings;
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
        this.error = messageOf(error, 'Your earnings could not be loaded.');
      });
    }
  }

  async loadAccount() {
    try {
      const account = await this.api.call(earningsEndpoints.payoutAccount, {});
      runInAction(() => (this.account = account));
    } catch (error) {
      runInAction(() => (this.error = messageOf(error, 'Your payout account could not be loaded.')));
    }
  }

  /** Resolves on success; rejects with the server's message (the field it names) otherwise. */
  async saveAccount(input: PayoutAccountInput) {
    try {
      const account = await this.api.call(earningsEndpoints.savePayoutAccount, { body: input });
      runInAction(() => (this.account = account));
    } catch (error) {
      throw new Error(messageOf(error, 'The payout account could not be saved.'), { cause: error });
    }
  }

  async loadPayouts() {
    try {
      const payouts = await this.api.call(earningsEndpoints.payouts, {});
      runInAction(() => (this.payouts = payouts));
    } catch (error) {
      runInAction(() => (this.error = messageOf(error, 'Your payouts could not be loaded.')));
    }
  }

  async loadDue() {
    try {
      const due = await this.api.call(earningsEndpoints.adminPayouts, {});
      runInAction(() => (this.due = due));
    } catch (error) {
      runInAction(() => (this.error = messageOf(error, 'Payouts could not be loaded.')));
    }
  }

  async retry(payoutId: string): Promise<Payout> {
    const payout = await this.api.call(earningsEndpoints.adminRetryPayout, { params: { id: payoutId } });
    await this.loadDue();
    return payout;
  }

  /** The statement PDF of a month, as a Blob. */
  statement(month: string): Promise<Blob> {
    return this.api.download(pathOf(earningsEndpoints.statement, { month: `${month}.pdf` }));
  }
}
