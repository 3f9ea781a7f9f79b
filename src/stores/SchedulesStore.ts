// The signed-in user's schedules: the active tab's cards with the three count badges (a Resource: loading, ready,
// failed with the server's reason), and the actions on a card (attach a document, ask to reschedule, answer a
// proposal, cancel, download a document or the calendar file). Every action reloads the tab. Every call is a
// declared endpoint (contract/schedules.ts, bookings.ts), imported on first use: this store is built with the
// root store at start-up and must not pull the contract (and zod) into a public page's first load.
import type { Booking, CreateBooking, CreateReview, ScheduleList, ScheduleTab } from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError } from '@/api/ApiError';
import type { ApiClient } from '@/api/client';
import { MorePages, reloadLimit } from './morePages';
import { Resource } from './resource';
import { msg, translate } from '@/i18n';

const contract = () => import('@contract');
const noCounts: ScheduleList['counts'] = { upcoming: 0, live: 0, completed: 0 };

export class SchedulesStore {
  tab: ScheduleTab = 'upcoming';
  readonly list: Resource<ScheduleList>;
  /** The next page of the tab, appended ("Load more"). */
  readonly more: MorePages<ScheduleList['items'][number], ScheduleList>;
  /** The badges of the last list, kept while another tab loads. */
  private lastCounts = noCounts;
  /** Booking id with an upload in flight. */
  uploading: string | null = null;
  /** Percent sent of that upload (as the request form shows it). */
  uploadProgress = 0;

  constructor(private readonly api: ApiClient) {
    this.list = new Resource(
      () => this.tabList(this.tab, { limit: reloadLimit(this.list.data?.items.length ?? 0) }),
      msg('Could not load your schedules. Please try again.'),
    );
    this.more = new MorePages(
      this.list,
      (cursor) => this.tabList(this.tab, { cursor }),
      msg('Could not load more schedules. Please try again.'),
    );
    makeAutoObservable<SchedulesStore, 'api'>(this, { api: false, list: false, more: false });
  }

  get items() {
    return this.list.data?.items ?? [];
  }

  get counts(): ScheduleList['counts'] {
    return this.list.data?.counts ?? this.lastCounts;
  }

  /** Sign-out: nothing of the last user's stays. */
  reset() {
    this.tab = 'upcoming';
    this.lastCounts = noCounts;
    this.list.reset();
    this.more.reset();
  }

  /** Entering the screen: the spec's default tab. */
  open() {
    this.setTab('upcoming');
  }

  setTab(tab: ScheduleTab) {
    this.lastCounts = this.counts;
    this.tab = tab;
    // Another tab's cards never show under this one: the list starts over (a late answer is dropped).
    this.list.reset();
    this.more.reset();
    void this.list.load();
  }

  load() {
    return this.list.load();
  }

  /** One page of a tab without showing it (the overview above the tabs): the first, or the one after `cursor`. */
  async tabList(tab: ScheduleTab, page: { cursor?: string; limit?: number } = {}): Promise<ScheduleList> {
    const { scheduleEndpoints } = await contract();
    return this.api.call(scheduleEndpoints.list, { query: { tab, ...page } });
  }

  /**
   * Books a lawyer's free slot: a priced booking comes back awaiting its payment (the slot is held), a free one
   * confirmed (or waiting for the lawyer's approval). Rejects with the ApiError: its code tells a used-up plan,
   * a 409 a slot taken meanwhile.
   */
  async book(input: CreateBooking): Promise<Booking> {
    const { bookingEndpoints } = await contract();
    return this.api.call(bookingEndpoints.create, { body: input });
  }

  /** Resolves with the failure's toast text (the spec's line, in the reader's language), if it failed. */
  async upload(bookingId: string, file: File): Promise<{ ok: true } | { ok: false; message: string }> {
    this.uploading = bookingId;
    this.uploadProgress = 0;
    const { scheduleEndpoints } = await contract();
    const form = new FormData();
    form.append('scheduleId', bookingId);
    form.append('file', file);
    try {
      await this.api.callMultipart(scheduleEndpoints.upload, {}, form, (percent) =>
        runInAction(() => (this.uploadProgress = percent)),
      );
      await this.load();
      return { ok: true };
    } catch (error) {
      console.error('Schedule upload failed', error);
      // The server's reason (a refused type, a file too large, the quota) is what the person can act on.
      const reason = isApiError(error)
        ? (error.serverMessage ??
          (error.status === undefined
            ? translate('Unable to connect to the server. Please try again later.')
            : undefined))
        : undefined;
      const failed = translate('Failed to upload file for schedule ID: {id}', { id: bookingId });
      return { ok: false, message: reason ? `${failed}. ${reason}` : failed };
    } finally {
      runInAction(() => {
        this.uploading = null;
      });
    }
  }

  /** A document attached to a booking, as a Blob (the page saves it under its name). */
  async downloadDocument(documentId: string): Promise<Blob> {
    const { pathOf, scheduleEndpoints } = await contract();
    return this.api.download(pathOf(scheduleEndpoints.document, { id: documentId }));
  }

  /** The booking as an iCalendar file (the participant's copy of the invite). */
  async calendarFile(bookingId: string): Promise<Blob> {
    const { bookingEndpoints, pathOf } = await contract();
    return this.api.download(pathOf(bookingEndpoints.calendar, { id: bookingId }));
  }

  async act(
    bookingId: string,
    action: 'acceptReschedule' | 'declineReschedule' | 'cancel' | 'approve' | 'decline',
  ) {
    const { bookingEndpoints } = await contract();
    await this.api.call(bookingEndpoints[action], { params: { id: bookingId } });
    await this.load();
  }

  async propose(bookingId: string, date: string, slot: string) {
    const { bookingEndpoints } = await contract();
    await this.api.call(bookingEndpoints.reschedule, { params: { id: bookingId }, body: { date, slot } });
    await this.load();
  }

  /** The client reviews a completed consultation; the card then shows it as reviewed. */
  async review(input: CreateReview) {
    const { reviewEndpoints } = await contract();
    await this.api.call(reviewEndpoints.create, { body: input });
    await this.load();
  }
}
