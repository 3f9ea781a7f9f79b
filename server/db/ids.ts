import { monotonicFactory } from 'ulid';

// Monotonic: ids made in the same millisecond still sort in creation order, so `ORDER BY id` is insertion
// order on every database (no engine-specific rowid).
const ulid = monotonicFactory();

/** Every row id: a ULID (sortable by creation time, no autoincrement to differ between databases). */
export function newId(): string {
  return ulid();
}
