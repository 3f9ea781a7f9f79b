// Keyset pages (contract/common.ts: `listPageQuerySchema`): a use case reads `limit + 1` rows after the cursor,
// in (date, id) order from an index that holds both; the extra row only says that more follow.
import { encodeCursor, type ListCursor } from '@contract';

export interface Page<R> {
  rows: R[];
  nextCursor: string | null;
}

/** The page itself and the cursor after its last row (null when nothing follows). */
export function keysetPage<R>(rows: R[], limit: number, key: (row: R) => ListCursor): Page<R> {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: encodeCursor(key(page[page.length - 1])) };
}
