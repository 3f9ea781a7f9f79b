// Keyset pages (contract/common.ts: `listPageQuerySchema`): a use case reads `limit + 1` rows after the cursor,
// in (date, id) order from an index that holds both; the extra row only says that more follow.
import type { SelectQueryBuilder, StringReference } from 'kysely';
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

/**
 * One index range of a page: `rows` in (`at`, `id`) order, from just after the cursor, stopped after `take`.
 * A list that merges several ranges (a user's own rows and others) orders and limits the merge the same way.
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
