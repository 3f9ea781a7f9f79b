// A lawyer's earnings (GET /api/earnings), payout account and payout history; an admin's payouts due and failed;
// anyone's private calendar feed address (a Resource: Settings shows it, makes a new one, revokes it).
// The page reads it; every call goes through api.call with the declared endpoints (server/contract/earnings.ts),
// imported on first use: this store is built at start-up and must not pull the contract (and zod) into a public
// page's first load.
import type {
  CalendarFeed,
  Earnings,
  EarningsPeriod,
  PanInput,
  Payout,
  PayoutAccountInput,
  PayoutAccountReply,
  PayoutPage,
  PayoutsDue,
} from '@contract';
import { pathOf } from '@contract/paths';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '@/api/client';
import { MorePages, reloadLimit } from './morePages';
import { messageOf, Resource } from './resource';
import { msg, translate } from '@/i18n';

const endpoints = async () => (await import('@contract')).earningsEndpoints;

export class EarningsStore {
  period: EarningsPeriod = 'all';
  /** The lawyer's earnings of `period`. */
  readonly earnings: Resource<Earnings>;
  readonly account: Resource<PayoutAccountReply>;
  /** The lawyer's payouts, newest first, a page at a time (more appended by `morePayouts`). */
  readonly payouts: Resource<PayoutPage>;
  readonly morePayouts: MorePages<Payout, PayoutPage>;
  /** An admin's payouts due, and the failed ones a page at a time (more appended by `moreFailed`). */
  readonly due: Resource<PayoutsDue>;
  readonly moreFailed: MorePages<Payout, PayoutsDue>;
  /** The private calendar feed's address (its url is null when there is none). */
  readonly calendarFeed: Resource<CalendarFeed>;

  constructor(private readonly api: ApiClient) {
    this.earnings = new Resource(async () => {
      const query = { period: this.period };
      return this.api.call((await endpoints()).earnings, { query });
    }, msg('Your earnings could not be loaded.'));
    this.account = new Resource(
      async () => this.api.call((await endpoints()).payoutAccount, {}),
      msg('Your payout account could not be loaded.'),
    );
    this.payouts = new Resource(async () => {
      const limit = reloadLimit(this.payouts.data?.items.length ?? 0);
      return this.api.call((await endpoints()).payouts, { query: { limit } });
    }, msg('Your payouts could not be loaded.'));
    this.morePayouts = new MorePages(
      this.payouts,
      async (cursor) => this.api.call((await endpoints()).payouts, { query: { cursor } }),
      msg('Could not load more. Please try again.'),
    );
    this.due = new Resource(async () => {
      // A reload (after a retry) keeps as many failed payouts as are shown.
      const limit = reloadLimit(this.due.data?.items.length ?? 0);
      return this.api.call((await endpoints()).adminPayouts, { query: { limit } });
    }, msg('Payouts could not be loaded.'));
    this.moreFailed = new MorePages(
      this.due,
      async (cursor) => this.api.call((await endpoints()).adminPayouts, { query: { cursor } }),
      msg('Could not load more. Please try again.'),
    );
    this.calendarFeed = new Resource(
      async () => this.api.call((await endpoints()).calendarFeed, {}),
      msg('The calendar address could not be loaded.'),
    );
    makeAutoObservable<EarningsStore, 'api'>(this, {
      api: false,
      earnings: false,
      account: false,
      payouts: false,
      morePayouts: false,
      due: false,
      moreFailed: false,
      calendarFeed: false,
    });
  }

  /** Sign-out: nothing of the last user's stays. */
  reset(): void {
    this.period = 'all';
    this.earnings.reset();
    this.account.reset();
    this.payouts.reset();
    this.morePayouts.reset();
    this.due.reset();
    this.moreFailed.reset();
    this.calendarFeed.reset();
  }

  /** A new feed address (the old one stops working); rejects when the server refused. */
  async newCalendarFeed(): Promise<CalendarFeed> {
    const feed = await this.api.call((await endpoints()).newCalendarFeed, {});
    this.calendarFeed.set(feed);
    return feed;
  }

  /** Ends the feed address; rejects when the server refused. */
  async revokeCalendarFeed(): Promise<void> {
    await this.api.call((await endpoints()).revokeCalendarFeed, {});
    this.calendarFeed.set({ url: null });
  }

  /** Shows one period's earnings (the newest period asked wins: the Resource drops a late answer). */
  load(period: EarningsPeriod = this.period): Promise<void> {
    this.period = period;
    return this.earnings.load();
  }

  /** Resolves on success; rejects with the server's message (the field it names) otherwise. */
  async saveAccount(input: PayoutAccountInput) {
    try {
      const account = await this.api.call((await endpoints()).savePayoutAccount, { body: input });
      this.account.set(account);
    } catch (error) {
      throw new Error(messageOf(error, translate('The payout account could not be saved.')), {
        cause: error,
      });
    }
  }

  /** The PAN for TDS; resolves on success, rejects with the server's message (e.g. the PAN's format) otherwise. */
  async savePan(input: PanInput) {
    try {
      this.account.set(await this.api.call((await endpoints()).savePan, { body: input }));
    } catch (error) {
      throw new Error(messageOf(error, translate('The PAN could not be saved.')), { cause: error });
    }
  }

  async retry(payoutId: string): Promise<Payout> {
    const payout = await this.api.call((await endpoints()).adminRetryPayout, { params: { id: payoutId } });
    await this.due.load();
    return payout;
  }

  /** The statement PDF of a month, as a Blob. */
  async statement(month: string): Promise<Blob> {
    const { statement } = await endpoints();
    return this.api.download(pathOf(statement, { month: `${month}.pdf` }));
  }
}
