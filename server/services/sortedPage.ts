// A keyset page of a list put together in memory (rows of several tables, searched over the words shown, sorted
// by a chosen column): the rows after the cursor's row, through `keysetPage`. The statements stay as many
// whatever the length; a list sorted by a date alone reads its pages from an index instead (paging.ts).
import type { ListCursor } from '@contract';
import { keysetPage, type Page } from './paging';

/**
 * The page after `cursor` of `sorted` (in its final order, each row once): the rows after the cursor's row; if
 * that row has gone, after where its date and id fall among rows sorted newest first.
 */
export function sortedPage<R>(
  sorted: R[],
  { cursor, limit }: { cursor?: ListCursor; limit: number },
  key: (row: R) => ListCursor,
): Page<R> {
  let start = 0;
  if (cursor) {
    const at = sorted.findIndex((row) => key(row).id === cursor.id);
    start =
      at >= 0
        ? at + 1
        : sorted.findIndex((row) => {
            const k = key(row);
            return k.at < cursor.at || (k.at === cursor.at && k.id < cursor.id);
          });
    if (start < 0) start = sorted.length;
  }
  return keysetPage(sorted.slice(start, start + limit + 1), limit, key);
}
