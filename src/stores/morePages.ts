// "Load more" of a keyset-paged list (contract/common.ts: `nextCursor`) held in a Resource: the next page is
// appended to what is shown, so nothing on screen disappears; a failure is said beside the button and the rows
// stay. A page that arrives after the list was replaced (another tab, a reload) is dropped.
import { MoreRows } from './moreRows';
import type { Resource } from './resource';

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

export class MorePages<Item, L extends KeysetList<Item> = KeysetList<Item>> extends MoreRows<L> {
  constructor(
    resource: Resource<L>,
    /** The page after `cursor`, of the list the resource shows now. */
    next: (cursor: string) => Promise<L>,
    /** An English source text (msg()), said in the reader's language when loading fails. */
    failure: string,
    /** Told of each page appended (e.g. to mark its notices read). */
    appended?: (page: L) => void | Promise<void>,
  ) {
    super(
      resource,
      next,
      (shown, page) => ({ ...page, items: [...shown.items, ...page.items] }),
      failure,
      appended,
    );
  }
}
