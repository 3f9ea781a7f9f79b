// The signed-in user's schedules: the active tab's cards, the three count badges, and the actions on a card
// (attach a document, ask to reschedule, answer a proposal, cancel). Every action reloads the tab.
// The contract (and zod) is imported on first use: this store is built with the root store at start-up and
// must not pull them into a public page's first load.
import type { Booking, CreateReview, ScheduleList, ScheduleTab } from '@contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@/api/client';

export class SchedulesStore {
  tab: ScheduleTab = 'upcoming';
  items: Booking[] = [];
  counts: ScheduleList['counts'] = { upcoming: 0, live: 0, completed: 0 };
  loading = false;
  error: string | null = null;
  /** Booking id with an upload in flight. */
  uploading: string | null = null;
  /** Percent sent of that upload (api.upload's progress, as the request form shows it). */
  uploadProgress = 0;

  constructor(private readonly api: ApiClient) {
    makeAutoObservable<SchedulesStore, 'api'>(this, { api: false });
  }

  /** Entering the screen: the spec's default tab. */
  open() {
    this.setTab('upcoming');
  }

  setTab(tab: ScheduleTab) {
    this.tab = tab;
    this.items = [];
    void this.load();
  }

  async load() {
    const tab = this.tab;
    this.loading = true;
    this.error = null;
    try {
      const { scheduleListSchema } = await import('@contract');
      const list = await this.api.get(`/api/schedules?tab=${tab}`, { schema: scheduleListSchema });
      runInAction(() => {
        if (this.tab !== tab) return; // a later tab switch won
        this.items = list.items;
        this.counts = list.counts;
      });
    } catch {
      runInAction(() => {
        this.items = [];
        this.error = 'Could not load your schedules. Please try again.';
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** Resolves with the toast text: the spec's success or failure line. */
  async upload(bookingId: string, file: File): Promise<{ ok: boolean; message: string }> {
    this.uploading = bookingId;
    this.uploadProgress = 0;
    const { bookingMessages, uploadReplySchema } = await import('@contract');
    const form = new FormData();
    form.append('scheduleId', bookingId);
    form.append('file', file);
    try {
      await this.api.upload('/api/upload', form, {
        schema: uploadReplySchema,
        onProgress: (percent) => runInAction(() => (this.uploadProgress = percent)),
      });
      await this.load();
      return { ok: true, message: bookingMessages.uploaded(bookingId) };
    } catch (error) {
      console.error('Schedule upload failed', error);
      return { ok: false, message: bookingMessages.uploadFailed(bookingId) };
    } finally {
      runInAction(() => {
        this.uploading = null;
      });
    }
  }

  async act(
    bookingId: string,
    action: 'acceptReschedule' | 'declineReschedule' | 'cancel' | 'approve' | 'decline',
  ) {
    const { bookingEndpoints } = await import('@contract');
    await this.api.call(bookingEndpoints[action], { params: { id: bookingId } });
    await this.load();
  }

  async propose(bookingId: string, date: string, slot: string) {
    const { bookingEndpoints } = await import('@contract');
    await this.api.call(bookingEndpoints.reschedule, { params: { id: bookingId }, body: { date, slot } });
    await this.load();
  }

  /** The client reviews a completed consultation; the card then shows it as reviewed. */
  async review(input: CreateReview) {
    const { reviewEndpoints } = await import('@contract');
    await this.api.call(reviewEndpoints.create, { body: input });
    await this.load();
  }
}
