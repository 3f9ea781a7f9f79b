// "Load more" of a keyset page: the caller says how a page joins what is shown (MorePages appends items; Bills &
// Payments adds engagements beside cards that count every row). A failure is said beside the button and the rows
// stay; a page that arrives after the list was replaced (another tab, a reload) is dropped.
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { translate } from '@/i18n';
import { messageOf, type Resource } from './resource';

export class MoreRows<L extends { nextCursor: string | null }> {
  loading = false;
  error: string | null = null;

  constructor(
    private readonly resource: Resource<L>,
    /** The page after `cursor`, of the list the resource shows now. */
    private readonly next: (cursor: string) => Promise<L>,
    /** What is shown once `page` is added after `shown`. */
    private readonly join: (shown: L, page: L) => L,
    /** An English source text (msg()), said in the reader's language when loading fails. */
    private readonly failure: string,
    /** Told of each page joined (e.g. to mark its notices read). */
    private readonly appended?: (page: L) => void | Promise<void>,
  ) {
    // Declared rather than automatic: MorePages extends this class, which makeAutoObservable does not allow.
    makeObservable(this, {
      loading: observable,
      error: observable,
      hasMore: computed,
      load: action,
      reset: action,
    });
  }

  get hasMore(): boolean {
    return !!this.resource.data?.nextCursor;
  }

  async load(): Promise<void> {
    const shown = this.resource.data;
    if (!shown?.nextCursor || this.loading) return;
    this.loading = true;
    this.error = null;
    let joined: L | undefined;
    try {
      const page = await this.next(shown.nextCursor);
      runInAction(() => {
        if (this.resource.data !== shown) return;
        this.resource.set(this.join(shown, page));
        joined = page;
      });
    } catch (error) {
      runInAction(() => (this.error = messageOf(error, translate(this.failure))));
    } finally {
      runInAction(() => (this.loading = false));
    }
    if (joined && this.appended) await this.appended(joined);
  }

  /** The list starts over (another tab, another period, sign-out). */
  reset(): void {
    this.loading = false;
    this.error = null;
  }
}
