// Keyset pages (contract/common.ts: `listPageQuerySchema`): a use case reads `limit + 1` rows after the cursor
// from each of its index ranges, in (date, id) order from an index that holds both, and merges them here; the
// extra row only says that more follow.
import type { SelectQueryBuilder, StringReference } from 'kysely';
import { encodeCursor, type ListCursor } from '@contract';

export interface Page<R> {
  rows: R[];
  nextCursor: string | null;
}

/**
 * The page (the first `limit` of the ranges' rows in (`at`, `id`) order) and the cursor after its last row (null
 * when nothing follows). The ranges' rows are merged here, not by an outer ORDER BY of their compound query:
 * SQLite sorted each side in a temporary b-tree although each came in order (a third of a schedules page's
 * read, issue 36). Both are ISO times and ULIDs, plain ASCII: compared as SQL compares them.
 */
export function keysetPage<R>(
  rows: R[],
  limit: number,
  key: (row: R) => ListCursor,
  direction: 'asc' | 'desc',
): Page<R> {
  const sign = direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, key: key(row) }));
  keyed.sort((a, b) => sign * (compare(a.key.at, b.key.at) || compare(a.key.id, b.key.id)));
  const merged = keyed.map((k) => k.row);
  if (merged.length <= limit) return { rows: merged, nextCursor: null };
  const page = merged.slice(0, limit);
  return { rows: page, nextCursor: encodeCursor(key(page[page.length - 1]!)) };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * One index range of a page: `rows` in (`at`, `id`) order, from just after the cursor, stopped after `take`.
 * A list that reads several ranges (a user's own rows and others) in one compound query merges them with
 * keysetPage.
 */
export function keysetRange<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  [at, id]: [StringReference<DB, TB>, StringReference<DB, TB>],
  { direction, take, cursor }: { direction: 'asc' | 'desc'; take: number; cursor?: ListCursor },
): SelectQueryBuilder<DB, TB, O> {
  const range = rows.orderBy(at, direction).orderBy(id, direction).limit(take);
  if (!cursor) return range;
  return range.where((eb) =>
    // Over columns not yet known Kysely cannot type the pair of values; both are strings (a time, an id).
    eb(eb.refTuple(at, id), direction === 'desc' ? '<' : '>', eb.tuple(cursor.at, cursor.id) as never),
  );
}
