// "Load more" of a keyset-paged list (contract/common.ts: `nextCursor`) held in a Resource: the next page is
// appended to what is shown, so nothing on screen disappears; a failure is said beside the button and the rows
// stay. A page that arrives after the list was replaced (another tab, a reload) is dropped.
import { makeAutoObservable, runInAction } from 'mobx';
import { messageOf, type Resource } from './resource';

/** A list's page size: the server's default and cap (contract/common.ts), known here without importing it (the
 * stores are built at start-up and must not pull the contract into a public page's first load). */
const pageSize = { first: 20, most: 100 };
/**
 * A reload keeps as many rows as are shown (up to the server's cap), so an action does not shorten the list;
 * undefined (the server's default page) while no more than a first page shows.
 */
export const reloadLimit = (shown: number): number | undefined =>
  shown > pageSize.first ? Math.min(pageSize.most, shown) : undefined;

export interface KeysetList<Item> {
  items: Item[];
  nextCursor: string | null;
}

export class MorePages<Item, L extends KeysetList<Item> = KeysetList<Item>> {
  loading = false;
  error: string | null = null;

  constructor(
    private readonly resource: Resource<L>,
    /** The page after `cursor`, of the list the resource shows now. */
    private readonly next: (cursor: string) => Promise<L>,
    private readonly failure: string,
    /** Told of each page appended (e.g. to mark its notices read). */
    private readonly appended?: (page: L) => void | Promise<void>,
  ) {
    makeAutoObservable<MorePages<Item, L>, 'resource' | 'next' | 'failure' | 'appended'>(this, {
      resource: false,
      next: false,
      failure: false,
      appended: false,
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
    let added: L | undefined;
    try {
      const page = await this.next(shown.nextCursor);
      runInAction(() => {
        if (this.resource.data !== shown) return;
        this.resource.set({ ...page, items: [...shown.items, ...page.items] });
        added = page;
      });
    } catch (error) {
      runInAction(() => (this.error = messageOf(error, this.failure)));
    } finally {
      runInAction(() => (this.loading = false));
    }
    if (added && this.appended) await this.appended(added);
  }

  /** The list starts over (another tab, sign-out). */
  reset(): void {
    this.loading = false;
    this.error = null;
  }
}
